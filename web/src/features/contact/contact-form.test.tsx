import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, networkDown, stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { PQRSD_CONSENT_VERSION } from '@model/pqrsd';
import ContactPage from './contact-page';

const PQRSD = '/api/pqrsd';

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

  it('stores the message as a contact request, alerts success with the radicado and clears the form', async () => {
    const fetchMock = stubFetch({ [PQRSD]: { radicado: 'PQRSD-2026-000042', dueDate: null } });
    const user = userEvent.setup();
    await renderPage(<ContactPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Mensaje enviado con éxito! Radicado: PQRSD-2026-000042'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/pqrsd');
    expect(init!.method).toBe('POST');
    // No recipient: the server mails the school from its settings.
    expect(JSON.parse(String(init!.body))).toEqual({
      tipo: 'contacto',
      asunto: 'Certificado de estudios',
      nombre: 'Ana Pérez',
      email: 'ana@example.com',
      telefono: '3001234567',
      mensaje: 'Necesito un certificado.',
      consentimiento: PQRSD_CONSENT_VERSION,
      sitioWeb: '',
    });
    expect(screen.getByRole('status').textContent).toContain('PQRSD-2026-000042');
    expectCleared();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it.each([
    ['the server refuses it', httpError(400, { error: 'invalid-request', message: 'El correo electrónico no es válido.' }), /Hubo un error al enviar el mensaje\. El correo electrónico no es válido\./],
    ['the server is down', httpError(503), /^Hubo un error al enviar el mensaje\.$/],
    ['the network fails', networkDown(), /^Hubo un error al enviar el mensaje\.$/],
  ])('alerts the failure when %s and keeps what the visitor wrote', async (_name, answer, message) => {
    stubFetch({ [PQRSD]: answer });
    const user = userEvent.setup();
    await renderPage(<ContactPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(1));
    expect(alertMock.mock.calls[0]![0]).toMatch(message);
    expect((screen.getByLabelText('Asunto') as HTMLInputElement).value).toBe('Certificado de estudios');
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('Necesito un certificado.');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('sends nothing without the data-treatment consent', async () => {
    const fetchMock = stubFetch({ [PQRSD]: { radicado: 'PQRSD-2026-000001', dueDate: null } });
    const user = userEvent.setup();
    await renderPage(<ContactPage />);
    await fillForm(user, { consent: false });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Asunto') as HTMLInputElement).value).toBe('Certificado de estudios');
  });
});
