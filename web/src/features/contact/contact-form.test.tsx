import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import ContactPage from './contact-page';

const EMAILJS_SEND = '/api/v1.0/email/send';

async function fillForm(user: ReturnType<typeof userEvent.setup>, { consent = true } = {}) {
  await user.type(screen.getByLabelText('Asunto'), 'Certificado de estudios');
  await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Teléfono'), '3001234567');
  await user.type(screen.getByLabelText('Mensaje'), 'Necesito un certificado.');
  if (consent) await user.click(screen.getByRole('checkbox', { name: /Ley 1581 de 2012/ }));
}

function expectCleared() {
  for (const label of ['Asunto', 'Nombre', 'Correo electrónico', 'Teléfono', 'Mensaje']) {
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
  }
  expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
}

let alertMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alertMock = vi.fn();
  vi.stubGlobal('alert', alertMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The build reads these from web/.env.*; the test runner (rooted at the repo) does not.
  vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_test');
  vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_test');
  vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'public_test');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('contact form', () => {
  it('has the five required fields of the spec, the data-treatment consent and the button Enviar', async () => {
    await renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.title).toBe('Contacto | Institución Educativa San José');
    const types = { Asunto: 'text', Nombre: 'text', 'Correo electrónico': 'email', Teléfono: 'tel' };
    for (const [label, type] of Object.entries(types)) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect(input.required).toBe(true);
      expect(input.type).toBe(type);
    }
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).required).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Ley 1581 de 2012/ }) as HTMLInputElement).required).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
    // The consent names the policy it agrees to, one click away (Ley 1581 de 2012).
    const policy = screen.getByRole('link', {
      name: 'Política de privacidad y tratamiento de datos personales',
    });
    expect(policy.getAttribute('href')).toBe('/politica-de-privacidad');
    expect(policy.closest('label')!.htmlFor).toBe('contact-consent');
  });

  it('sends through the e-mail service, alerts success and clears the form', async () => {
    const fetchMock = stubFetch({ [EMAILJS_SEND]: 'OK' });
    const user = userEvent.setup();
    await renderPage(<ContactPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Mensaje enviado con éxito!'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://api.emailjs.com/api/v1.0/email/send');
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({
      service_id: 'service_test',
      template_id: 'template_test',
      user_id: 'public_test',
    });
    // Exactly the visitor's fields: no recipient, which would make the form an open relay (the
    // template fixes the school's address).
    expect(body.template_params).toEqual({
      subject: 'Certificado de estudios',
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '3001234567',
      message: 'Necesito un certificado.',
    });
    expectCleared();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it('alerts the failure and clears the form too', async () => {
    stubFetch({ [EMAILJS_SEND]: httpError(400, 'The service ID is invalid') });
    const user = userEvent.setup();
    await renderPage(<ContactPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Hubo un error al enviar el mensaje.'));
    expect(alertMock).toHaveBeenCalledTimes(1);
    expectCleared();
  });

  it('sends nothing without the data-treatment consent', async () => {
    const fetchMock = stubFetch({ [EMAILJS_SEND]: 'OK' });
    const user = userEvent.setup();
    await renderPage(<ContactPage />);
    await fillForm(user, { consent: false });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Asunto') as HTMLInputElement).value).toBe('Certificado de estudios');
  });
});
