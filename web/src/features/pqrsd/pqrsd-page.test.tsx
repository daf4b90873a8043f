/** /pqrsd and /pqrsd/consulta in jsdom: the fields, the browser-side checks, what is sent, the receipt. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpError, stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { PQRSD_CONSENT_VERSION } from '../../../../functions/src/model/pqrsd';
import PqrsdPage from './pqrsd-page';
import PqrsdStatusPage from './pqrsd-status-page';

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
    await renderPage(<PqrsdPage />);
    expect(document.title).toMatch(/^Atención al ciudadano/);
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
    await renderPage(<PqrsdPage />);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const name = screen.getByLabelText('Nombre completo');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Escriba su nombre.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the checked fields and shows the radicado and due date; a refusal keeps the text', async () => {
    const fetchMock = stubFetch({ '/api/pqrsd': httpError(429, { error: 'too-many-requests', message: 'Ha enviado demasiadas solicitudes.' }) });
    const user = userEvent.setup();
    await renderPage(<PqrsdPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ha enviado demasiadas solicitudes.'));
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

    stubFetch({ '/api/pqrsd': { radicado: 'PQRSD-2026-000123', dueDate: '2026-12-16' } });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.getByText('PQRSD-2026-000123')).toBeTruthy());
    expect(screen.getByText('miércoles, 16 de diciembre de 2026')).toBeTruthy();
  });
});

describe('/pqrsd/consulta', () => {
  it('shows the state and the answer, or the server\'s "no encontramos"', async () => {
    const user = userEvent.setup();
    stubFetch({ '/api/pqrsd/status': httpError(404, { error: 'not-found', message: 'No encontramos una solicitud con esos datos.' }) });
    await renderPage(<PqrsdStatusPage />);
    await user.type(screen.getByLabelText('Número de radicado'), 'PQRSD-2026-000123');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No encontramos una solicitud con esos datos.'));

    stubFetch({
      '/api/pqrsd/status': {
        radicado: 'PQRSD-2026-000123', tipo: 'peticion', tipoLabel: 'Petición', estado: 'respondida', asunto: 'Certificado',
        receivedDate: '2026-11-25', dueDate: '2026-12-16', answer: { text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Listo.' }] }] }, date: '2026-11-27', pdf: false }, transfer: null,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(screen.getByText('Respondida')).toBeTruthy());
    expect(screen.getByText('Listo.')).toBeTruthy();
  });

  it('draws the answer with its formatting: bold, a list and a safe link (an unsafe one stays words)', async () => {
    const user = userEvent.setup();
    const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
    stubFetch({
      '/api/pqrsd/status': {
        radicado: 'PQRSD-2026-000123', tipo: 'peticion', tipoLabel: 'Petición', estado: 'respondida', asunto: 'Certificado',
        receivedDate: '2026-11-25', dueDate: '2026-12-16', transfer: null,
        answer: {
          date: '2026-11-27',
          pdf: false,
          text: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [text('Su certificado está '), text('listo', [{ type: 'bold' }])] },
              { type: 'bulletList', content: ['Lunes', 'Martes'].map((d) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [text(d)] }] })) },
              { type: 'paragraph', content: [text('Horarios', [{ type: 'link', attrs: { href: 'https://colegio.edu.co/horarios' } }]), text(' y '), text('otro', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])] },
            ],
          },
        },
      },
    });
    await renderPage(<PqrsdStatusPage />);
    await user.type(screen.getByLabelText('Número de radicado'), 'PQRSD-2026-000123');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const result = await screen.findByTestId('pqrsd-status');
    await waitFor(() => expect(within(result).getByText('listo').tagName).toBe('STRONG'));
    expect(within(result).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lunes', 'Martes']);
    expect(within(result).getByRole('link', { name: 'Horarios' }).getAttribute('href')).toBe('https://colegio.edu.co/horarios');
    expect(within(result).getAllByRole('link')).toHaveLength(1);
    expect(result.textContent).toContain('Horarios y otro');
  });
});
