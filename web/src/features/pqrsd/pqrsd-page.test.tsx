/**
 * /pqrsd and /pqrsd/consulta in jsdom: the fields, the browser-side checks, what is sent, the
 * receipt with the radicado and the tracking code (and their "Copiar"), the look-up by radicado and
 * code, and "¿Perdió su código?"; and the server's HTML, which with no JavaScript keeps the send
 * button off and says how else to reach the school.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpError, stubFetch } from '@/testing/fetch-stub';
import { settingsOf } from '@/lib/site-settings';
import { PQRSD_CONSENT_VERSION } from '@model/pqrsd';
import { ANONYMOUS_CONSENT_WHY } from './pqrsd-form';
import { PqrsdFiling } from './pqrsd-filing';
import { PqrsdLookup } from './pqrsd-lookup';
import PqrsdPage from './pqrsd-page';
import PqrsdStatusPage from './pqrsd-status-page';

const CODE = 'K7QM-4XRT-9HPD-2WBN-ZC6F';
const SETTINGS = settingsOf({
  email: 'contacto@colegio.edu.co',
  phoneOne: '604 444 5555',
  address: 'Calle 1 # 2-3',
});

/** /pqrsd as the page file puts it together: the page around its island. */
const filingPage = () => (
  <PqrsdPage settings={SETTINGS}>
    <PqrsdFiling prefill={{ tipo: 'peticion', asunto: '' }} />
  </PqrsdPage>
);
const renderFiling = () => render(filingPage());

/** /pqrsd/consulta, the look-up filled in as the address would (`radicado`, `code`). */
const lookupPage = (radicado = '', code = '') => (
  <PqrsdStatusPage settings={SETTINGS}>
    <PqrsdLookup radicado={radicado} code={code} />
  </PqrsdStatusPage>
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre completo'), 'Ana Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Asunto'), 'Certificado');
  await user.type(screen.getByLabelText('Mensaje'), 'Solicito un certificado.');
  await user.click(screen.getByRole('checkbox', { name: /Ley 1581/ }));
}

describe('/pqrsd', () => {
  it('offers the seven types with their terms, and the anonymous option only for quejas and denuncias', async () => {
    const user = userEvent.setup();
    renderFiling();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Atención al ciudadano');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(7);
    expect(screen.getByRole('radio', { name: /^Solicitud de información.*10 días hábiles/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Denuncia anónima/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Denuncia/ }));
    await user.click(screen.getByRole('checkbox', { name: /Denuncia anónima/ }));
    expect(screen.queryByLabelText('Nombre completo')).toBeNull();
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
  });

  it('says what is missing beside the field and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderFiling();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const name = screen.getByLabelText('Nombre completo');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Escriba su nombre.',
    );
    // Every problem at once, each beside its field.
    for (const [label, message] of [
      ['Correo electrónico', 'Escriba su correo electrónico: allí le enviaremos la respuesta.'],
      ['Asunto', 'Escriba el asunto.'],
      ['Mensaje', 'Escriba su mensaje.'],
    ]) {
      const field = screen.getByLabelText(label!);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(
        document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent,
      ).toBe(message);
    }
    expect(screen.getByRole('checkbox', { name: /Ley 1581/ }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists every problem at the top under "Hay un problema", takes the focus there, and each link leads to its field', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderFiling();
    await user.type(screen.getByLabelText('Nombre completo'), 'Ana Pérez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // Above every field: the summary is the form's first child.
    expect(summary.parentElement!.firstElementChild).toBe(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['El correo electrónico no es válido.', '#pqrsd-email'],
      ['Escriba el asunto.', '#pqrsd-asunto'],
      ['Escriba su mensaje.', '#pqrsd-mensaje'],
      [
        'Debe aceptar el tratamiento de sus datos personales para enviar la solicitud.',
        '#pqrsd-consentimiento',
      ],
    ]);
    // The name is right: not in the list, not marked.
    expect(screen.getByLabelText('Nombre completo').hasAttribute('aria-invalid')).toBe(false);
    await user.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Asunto'));
    // Fixed and sent again: the summary goes with the problems.
    await user.type(screen.getByLabelText('Correo electrónico'), 'example.com');
    await user.type(screen.getByLabelText('Asunto'), 'Certificado');
    await user.type(screen.getByLabelText('Mensaje'), 'Solicito un certificado.');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['#pqrsd-consentimiento']),
    );
  });

  it('tells an anonymous denuncia why it is asked the consent (its message may hold personal data)', async () => {
    const user = userEvent.setup();
    renderFiling();
    const consent = () => screen.getByRole('checkbox', { name: /Ley 1581/ });
    expect(consent().hasAttribute('aria-describedby')).toBe(false);
    await user.click(screen.getByRole('radio', { name: /^Denuncia/ }));
    await user.click(screen.getByRole('checkbox', { name: /Denuncia anónima/ }));
    const why = document.getElementById(consent().getAttribute('aria-describedby')!)!;
    expect(why.textContent).toBe(ANONYMOUS_CONSENT_WHY);
    expect(why.textContent).toMatch(/^¿Por qué se lo pedimos si su denuncia es anónima\?/);
  });

  it('sends the checked fields and shows the radicado and due date; a refusal keeps the text', async () => {
    const fetchMock = stubFetch({
      '/api/pqrsd': httpError(429, {
        error: 'too-many-requests',
        message: 'Ha enviado demasiadas solicitudes.',
      }),
    });
    const user = userEvent.setup();
    renderFiling();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    // A refusal with no field to point at: a line of the summary, not a link.
    const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
    expect(within(summary).getByRole('listitem').textContent).toBe('Ha enviado demasiadas solicitudes.');
    expect(within(summary).queryByRole('link')).toBeNull();
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('Solicito un certificado.');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      tipo: 'peticion',
      anonimo: false,
      nombre: 'Ana Pérez',
      documento: '',
      email: 'ana@example.com',
      telefono: '',
      asunto: 'Certificado',
      mensaje: 'Solicito un certificado.',
      consentimiento: PQRSD_CONSENT_VERSION,
      sitioWeb: '',
    });

    stubFetch({
      '/api/pqrsd': { radicado: 'PQRSD-105001000101-2026-000123', dueDate: '2026-12-16', trackingCode: CODE },
    });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(screen.getByTestId('radicado').textContent).toBe('PQRSD-105001000101-2026-000123'),
    );
    expect(screen.getByText('miércoles, 16 de diciembre de 2026')).toBeTruthy();
  });
});

describe('/pqrsd: the receipt', () => {
  const CODE_FILED = {
    radicado: 'PQRSD-105001000101-2026-000123',
    dueDate: '2026-12-16',
    trackingCode: CODE,
  };

  it('shows the radicado and the tracking code first, each with "Copiar", says the mail has them, and links to the look-up with both', async () => {
    stubFetch({ '/api/pqrsd': CODE_FILED });
    const user = userEvent.setup();
    renderFiling();
    await fill(user);
    // "Antes de enviar" comes before the button, in the form.
    const help = screen.getByRole('region', { name: 'Antes de enviar' });
    const send = screen.getByRole('button', { name: 'Enviar solicitud' });
    expect(help.closest('form')).toBe(send.closest('form'));
    expect(help.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(send);
    const heading = await screen.findByRole('heading', { name: 'Recibimos su solicitud' });
    // Sent: the help has gone with the form.
    expect(screen.queryByRole('region', { name: 'Antes de enviar' })).toBeNull();
    // Screen readers hear the receipt: focus is on its heading.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const receipt = screen.getByRole('region', { name: 'Recibimos su solicitud' });
    // The two values are the receipt's first content, term then value.
    expect(
      within(receipt)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Número de radicado', 'Código de seguimiento']);
    expect(within(receipt).getByTestId('radicado').textContent).toBe('PQRSD-105001000101-2026-000123');
    expect(within(receipt).getByTestId('tracking-code').textContent).toBe(CODE);
    expect(within(receipt).getByTestId('code-note').textContent).toMatch(
      /Necesitará el radicado y el código de seguimiento para consultar su solicitud\. También se los enviamos a su correo electrónico\./,
    );
    const link = within(receipt).getByRole('link', { name: 'Consultar esta solicitud' });
    expect(link.getAttribute('href')).toBe(
      `/pqrsd/consulta?radicado=PQRSD-105001000101-2026-000123#codigo=${CODE}`,
    );

    // "Copiar": the value goes to the clipboard (user-event's, as a browser's), with a visible word.
    await user.click(within(receipt).getByRole('button', { name: 'Copiar el código de seguimiento' }));
    expect(await navigator.clipboard.readText()).toBe(CODE);
    const statuses = within(receipt).getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['', '✓ Copiado. Péguelo donde quiera guardarlo.']);
    await user.click(within(receipt).getByRole('button', { name: 'Copiar el número de radicado' }));
    expect(await navigator.clipboard.readText()).toBe('PQRSD-105001000101-2026-000123');
    expect(statuses[0]!.textContent).toBe('✓ Copiado. Péguelo donde quiera guardarlo.');
  });

  it('an anonymous request: says to write the code down (no e-mail to send it to); a refused clipboard selects the code instead', async () => {
    stubFetch({ '/api/pqrsd': CODE_FILED });
    const user = userEvent.setup();
    renderFiling();
    await user.click(screen.getByRole('radio', { name: /^Denuncia/ }));
    await user.click(screen.getByRole('checkbox', { name: /Denuncia anónima/ }));
    await user.type(screen.getByLabelText('Asunto'), 'Hecho');
    await user.type(screen.getByLabelText('Mensaje'), 'Describo un hecho.');
    await user.click(screen.getByRole('checkbox', { name: /Ley 1581/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const note = await screen.findByTestId('code-note');
    expect(note.textContent).toMatch(/^Anote el radicado y el código de seguimiento/);
    expect(note.textContent).toMatch(/no tenemos un correo al cual enviárselos/);
    expect(note.textContent).not.toMatch(/enviamos a su correo/);

    // The browser refuses the clipboard (no permission, an insecure page): the value is selected.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Copiar el código de seguimiento' }));
    await waitFor(() => expect(String(window.getSelection())).toBe(CODE));
    expect(screen.getAllByRole('status')[1]!.textContent).toMatch(
      /^No pudimos copiarlo: quedó seleccionado\. Cópielo con Ctrl\+C/,
    );
  });
});

describe('/pqrsd/consulta', () => {
  it('shows the state and the answer, or the server\'s "no encontramos"', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/pqrsd/status': httpError(404, {
        error: 'not-found',
        message: 'No encontramos una solicitud con esos datos.',
      }),
    });
    render(lookupPage());
    await user.type(screen.getByLabelText('Número de radicado'), 'PQRSD-105001000101-2026-000123');
    await user.type(screen.getByLabelText('Código de seguimiento'), CODE);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('No encontramos una solicitud con esos datos.'),
    );

    stubFetch({
      '/api/pqrsd/status': {
        radicado: 'PQRSD-105001000101-2026-000123',
        tipo: 'peticion',
        tipoLabel: 'Petición',
        estado: 'respondida',
        asunto: 'Certificado',
        receivedDate: '2026-11-25',
        dueDate: '2026-12-16',
        answer: {
          text: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Listo.' }] }],
          },
          date: '2026-11-27',
          pdf: false,
        },
        transfer: null,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(screen.getByText('Respondida')).toBeTruthy());
    expect(screen.getByText('Listo.')).toBeTruthy();
  });

  it("asks the radicado and the tracking code (no e-mail), filled in from an old link's query, and sends both at once in a POST", async () => {
    const fetchMock = stubFetch({
      '/api/pqrsd/status': httpError(404, {
        error: 'not-found',
        message: 'No encontramos una solicitud con esos datos.',
      }),
    });
    const user = userEvent.setup();
    render(lookupPage('PQRSD-105001000101-2026-000123', CODE));
    const main = screen.getByRole('main');
    expect(within(main).queryByLabelText('Correo electrónico')).toBeNull();
    expect((screen.getByLabelText('Número de radicado') as HTMLInputElement).value).toBe(
      'PQRSD-105001000101-2026-000123',
    );
    expect((screen.getByLabelText('Código de seguimiento') as HTMLInputElement).value).toBe(CODE);
    // A link with both asks without a press, in a POST's body: the code is in no address.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(String(path)).toBe('/api/pqrsd/status');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({
      radicado: 'PQRSD-105001000101-2026-000123',
      code: CODE,
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/No encontramos/));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    // Either one missing: said, and nothing sent.
    await user.clear(screen.getByLabelText('Código de seguimiento'));
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Escriba el número de radicado y el código de seguimiento.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("reads the code from the mail's link fragment (#codigo=…) and shows the state at once", async () => {
    const fetchMock = stubFetch({
      '/api/pqrsd/status': {
        radicado: 'PQRSD-105001000101-2026-000123',
        tipo: 'peticion',
        tipoLabel: 'Petición',
        estado: 'radicada',
        asunto: 'Certificado',
        receivedDate: '2026-11-25',
        dueDate: '2026-12-16',
        answer: null,
        transfer: null,
      },
    });
    window.location.hash = `#codigo=${CODE}`;
    try {
      render(lookupPage('PQRSD-105001000101-2026-000123', ''));
      const result = await screen.findByTestId('pqrsd-status');
      expect(within(result).getByText('Radicada, en trámite')).toBeTruthy();
      expect((screen.getByLabelText('Código de seguimiento') as HTMLInputElement).value).toBe(CODE);
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
        radicado: 'PQRSD-105001000101-2026-000123',
        code: CODE,
      });
    } finally {
      window.location.hash = '';
    }
  });

  it('"¿Perdió su código?" opens a form (radicado as typed above, e-mail) that asks for a new code and shows the server\'s words', async () => {
    const sentMessage =
      'Si los datos corresponden a una solicitud, enviamos un código de seguimiento nuevo al correo registrado en ella.';
    const fetchMock = stubFetch({
      '/api/pqrsd/codigo': httpError(429, {
        error: 'too-many-requests',
        message: 'Ha pedido demasiados códigos. Intente de nuevo en una hora.',
      }),
    });
    const user = userEvent.setup();
    render(lookupPage());
    await user.type(screen.getByLabelText('Número de radicado'), 'PQRSD-2026-50');
    const toggle = screen.getByRole('button', { name: '¿Perdió su código?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Pedir un código nuevo' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Pedir un código nuevo' });
    const radicado = within(form).getByLabelText('Número de radicado') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(radicado));
    expect(radicado.value).toBe('PQRSD-2026-50');
    expect(form.textContent).toMatch(/el código anterior dejará de funcionar/);

    // Nothing sent without the e-mail.
    await user.click(within(form).getByRole('button', { name: 'Enviarme un código nuevo' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Escriba el número de radicado y el correo electrónico que dio en la solicitud.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    // A refusal (here the limit) shows the server's message.
    await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Enviarme un código nuevo' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Ha pedido demasiados códigos. Intente de nuevo en una hora.',
      ),
    );
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(String(path)).toBe('/api/pqrsd/codigo');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ radicado: 'PQRSD-2026-50', email: 'ana@example.com' });

    stubFetch({ '/api/pqrsd/codigo': { message: sentMessage } });
    await user.click(within(form).getByRole('button', { name: 'Enviarme un código nuevo' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(sentMessage));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('draws the answer with its formatting: bold, a list and a safe link (an unsafe one stays words)', async () => {
    const user = userEvent.setup();
    const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
    stubFetch({
      '/api/pqrsd/status': {
        radicado: 'PQRSD-105001000101-2026-000123',
        tipo: 'peticion',
        tipoLabel: 'Petición',
        estado: 'respondida',
        asunto: 'Certificado',
        receivedDate: '2026-11-25',
        dueDate: '2026-12-16',
        transfer: null,
        answer: {
          date: '2026-11-27',
          pdf: false,
          text: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [text('Su certificado está '), text('listo', [{ type: 'bold' }])],
              },
              {
                type: 'bulletList',
                content: ['Lunes', 'Martes'].map((d) => ({
                  type: 'listItem',
                  content: [{ type: 'paragraph', content: [text(d)] }],
                })),
              },
              {
                type: 'paragraph',
                content: [
                  text('Horarios', [{ type: 'link', attrs: { href: 'https://colegio.edu.co/horarios' } }]),
                  text(' y '),
                  text('otro', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
                ],
              },
            ],
          },
        },
      },
    });
    render(lookupPage());
    await user.type(screen.getByLabelText('Número de radicado'), 'PQRSD-105001000101-2026-000123');
    await user.type(screen.getByLabelText('Código de seguimiento'), CODE);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const result = await screen.findByTestId('pqrsd-status');
    await waitFor(() => expect(within(result).getByText('listo').tagName).toBe('STRONG'));
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lunes', 'Martes']);
    expect(within(result).getByRole('link', { name: 'Horarios' }).getAttribute('href')).toBe(
      'https://colegio.edu.co/horarios',
    );
    expect(within(result).getAllByRole('link')).toHaveLength(1);
    expect(result.textContent).toContain('Horarios y otro');
  });
});

describe("the server's HTML (no JavaScript yet, or none at all)", () => {
  it.each([
    ['/pqrsd', filingPage, 'Enviar solicitud'],
    ['/pqrsd/consulta', () => lookupPage('PQRSD-105001000101-2026-000123', CODE), 'Consultar'],
  ])(
    "%s: the send button is off, and a <noscript> note gives the school's e-mail, phone and address",
    (_path, page, button) => {
      const host = document.createElement('div');
      host.innerHTML = renderToString(page());
      const send = [...host.querySelectorAll('button')].find((b) => b.textContent === button)!;
      expect(send.disabled).toBe(true);
      const note = host.querySelector('noscript')!;
      expect(note.textContent).toMatch(/JavaScript/);
      for (const detail of ['contacto@colegio.edu.co', '604 444 5555', 'Calle 1 # 2-3'])
        expect(note.textContent).toContain(detail);
    },
  );

  it('once the code runs, the send button is on', () => {
    renderFiling();
    expect((screen.getByRole('button', { name: 'Enviar solicitud' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
