/** /contacto: the page with its form (the island) and the school's details, sent as a contact request. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, networkDown, stubFetch } from '@/testing/fetch-stub';
import { settingsOf } from '@/lib/site-settings';
import { PQRSD_CONSENT_VERSION } from '@model/pqrsd';
import { ContactForm } from './contact-form';
import ContactPage from './contact-page';

const SETTINGS = settingsOf({
  email: 'contacto@colegio.edu.co',
  phoneOne: '604 444 5555',
  address: 'Calle 1 # 2-3',
});

/** The page as contacto.astro puts it together: the page around its island. */
const page = () => (
  <ContactPage settings={SETTINGS}>
    <ContactForm />
  </ContactPage>
);

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
    render(page());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contáctenos');
    // The school's details beside the form, from the settings the page is given.
    const details = screen.getByRole('complementary', { name: 'Datos de contacto' });
    expect(within(details).getByRole('link', { name: 'contacto@colegio.edu.co' }).getAttribute('href')).toBe(
      'mailto:contacto@colegio.edu.co',
    );
    expect(within(details).getByText('Calle 1 # 2-3')).toBeTruthy();
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
    render(page());
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith('Mensaje enviado con éxito! Radicado: PQRSD-2026-000042'),
    );
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
    [
      'the server refuses it',
      httpError(400, { error: 'invalid-request', message: 'El correo electrónico no es válido.' }),
      /Hubo un error al enviar el mensaje\. El correo electrónico no es válido\./,
    ],
    ['the server is down', httpError(503), /^Hubo un error al enviar el mensaje\.$/],
    ['the network fails', networkDown(), /^Hubo un error al enviar el mensaje\.$/],
  ])('alerts the failure when %s and keeps what the visitor wrote', async (_name, answer, message) => {
    stubFetch({ [PQRSD]: answer });
    const user = userEvent.setup();
    render(page());
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
    render(page());
    await fillForm(user, { consent: false });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Asunto') as HTMLInputElement).value).toBe('Certificado de estudios');
  });
});

it("in the server's HTML (no JavaScript) the button is off and a <noscript> note points to the details beside it", () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(page());
  expect([...host.querySelectorAll('button')].find((b) => b.textContent === 'Enviar')!.disabled).toBe(true);
  expect(host.querySelector('noscript')!.textContent).toMatch(
    /JavaScript.*datos de contacto de esta página/s,
  );
});
