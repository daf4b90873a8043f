import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, type FakeServer } from '../admin/test/fake-network';
import { shellSection, SHELL_PATH } from './shell-settings';
import type { ConsoleSession, PlatformRoleName } from './sections';

const STORED = {
  name: 'Secretaría de Educación de Villa del Río',
  shortName: '',
  email: 'contacto@sedvilladelrio.gov.co',
  phone: '',
  address: '',
  tollFree: '01 8000 91 0101',
  anticorruption: '',
  hours: '',
  facebook: '',
  youtube: '',
  instagram: '',
  x: '',
};

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

function renderSection(role: PlatformRoleName) {
  const session: ConsoleSession = { role, email: 'sed@example.org', token: async () => 'token' };
  const router = createMemoryRouter([{ path: '/secretaria/sitio-comun', ...shellSection.route(session) }], {
    initialEntries: ['/secretaria/sitio-comun'],
  });
  render(<RouterProvider router={router} />);
}

describe('the console’s shell settings', () => {
  it('is a write section of the console, at sitio-comun', () => {
    expect(shellSection).toMatchObject({ path: 'sitio-comun', label: 'Sitio común', access: 'write' });
  });

  it('shows the stored settings and saves the form with the account’s token', async () => {
    server.on(`GET ${SHELL_PATH}`, { status: 200, body: STORED });
    server.on(`PUT ${SHELL_PATH}`, (req) => ({ status: 200, body: req.body }));
    renderSection('secretaria');
    const line = await screen.findByLabelText(/Línea anticorrupción/);
    expect((screen.getByLabelText(/Línea gratuita/) as HTMLInputElement).value).toBe(STORED.tollFree);
    await userEvent.type(line, '01 8000 91 2667');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar el sitio común' }));
    expect((await screen.findByRole('status')).textContent).toContain('Se guardó el sitio común.');
    const [put] = server.requests(`PUT ${SHELL_PATH}`);
    expect(put!.headers.authorization).toBe('Bearer token');
    expect(put!.body).toEqual({ ...STORED, anticorruption: '01 8000 91 2667' });
  });

  it('names the fields at fault before sending anything, and shows the server’s refusal', async () => {
    server.on(`GET ${SHELL_PATH}`, { status: 200, body: STORED });
    server.on(`PUT ${SHELL_PATH}`, {
      status: 400,
      body: { error: 'invalid-shell', message: 'Refusal del servidor.', fields: { hours: 'Horario malo.' } },
    });
    renderSection('secretaria');
    const phone = await screen.findByLabelText(/^Teléfono/);
    await userEvent.type(phone, 'no es un número');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar el sitio común' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /«Teléfono» debe ser un número de teléfono/,
    );
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    // The answer, above the form, takes the focus (and so comes into view).
    await waitFor(() => expect(document.activeElement!.contains(screen.getByRole('alert'))).toBe(true));
    expect(server.requests(`PUT ${SHELL_PATH}`)).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar el sitio común' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Refusal del servidor.'));
    expect(screen.getByLabelText(/Horario de atención/).getAttribute('aria-invalid')).toBe('true');
  });

  it('lets the read-only role see the settings but not change them', async () => {
    server.on(`GET ${SHELL_PATH}`, { status: 200, body: STORED });
    renderSection('secretaria-lectura');
    // The fieldset is disabled: its fields are too.
    expect((await screen.findByLabelText(/Línea gratuita/)).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar el sitio común' })).toBeNull();
    expect(screen.getByText(/solo lectura\) permite ver/)).toBeTruthy();
  });
});
