/** "Nueva institución" with a fake server: every field sent as multipart, the live contrast verdict, sedes as rows, a refusal kept beside its fields, the success with the invitation. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, type FakeServer } from '@/features/admin/test/fake-network';
import { NEW_SCHOOL_SECTION, NEW_SCHOOL_TEXT } from './new-school-section';
import type { ConsoleSession } from './sections';
import { SECRETARIA_SECTIONS } from './sections';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

const session: ConsoleSession = {
  role: 'secretaria',
  email: 'secretaria@villadelrio.gov.co',
  token: () => Promise.resolve('token-secretaria'),
};

function renderForm() {
  const { Component } = NEW_SCHOOL_SECTION.route(session);
  const Screen = Component!;
  render(<Screen />);
  return userEvent.setup();
}

async function fillValid(events: ReturnType<typeof userEvent.setup>) {
  await events.type(screen.getByLabelText(/^Nombre de la institución/), 'Institución Educativa La Nueva');
  await events.type(screen.getByLabelText(/^Código DANE \(/), '105001000901');
  await events.type(screen.getByLabelText(/^Municipio/), 'Villa del Río');
  await events.type(screen.getByLabelText(/^Nombre de la sede 1/), 'Sede principal');
  await events.type(screen.getByLabelText(/^Correo del rector o la rectora/), 'rectoria@lanueva.edu.co');
}

const formOf = (server: FakeServer) => {
  const sent = server.requests('POST /api/plataforma/colegios')[0]!;
  const form = sent.body as FormData;
  return { sent, form, colegio: JSON.parse(String(form.get('colegio'))) as Record<string, unknown> };
};

describe('Nueva institución', () => {
  it('is a write section of the console', () => {
    expect(SECRETARIA_SECTIONS).toContain(NEW_SCHOOL_SECTION);
    expect(NEW_SCHOOL_SECTION).toMatchObject({ path: 'nueva-institucion', access: 'write' });
  });

  it('sends every field with the logo as multipart, the slug proposed from the name, sedes added and removed', async () => {
    server.on('POST /api/plataforma/colegios', {
      status: 201,
      body: {
        id: 'institucion-educativa-la-nueva',
        name: 'Institución Educativa La Nueva',
        url: 'http://localhost:5050/institucion-educativa-la-nueva/',
        admin: {
          email: 'rectoria@lanueva.edu.co',
          created: true,
          mailed: true,
          link: 'http://x/login?mode=invitacion&codigo=abc',
        },
      },
    });
    const events = renderForm();
    await fillValid(events);
    expect((screen.getByLabelText(/^Identificador/) as HTMLInputElement).value).toBe(
      'institucion-educativa-la-nueva',
    );
    await events.click(screen.getByRole('button', { name: NEW_SCHOOL_TEXT.addSede }));
    await events.type(screen.getByLabelText(/^Nombre de la sede 2/), 'Sede La Loma');
    await events.type(screen.getByLabelText(/^Código DANE de la sede 2/), '105001000902');
    await events.click(screen.getByRole('button', { name: NEW_SCHOOL_TEXT.addSede }));
    await events.click(screen.getByRole('button', { name: NEW_SCHOOL_TEXT.removeSede(3) }));
    expect(screen.queryByLabelText(/^Nombre de la sede 3/)).toBeNull();
    await events.type(screen.getByLabelText(/^Correo de contacto/), 'contacto@lanueva.edu.co');
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'escudo.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText('Escudo o logotipo'), logo);
    expect(screen.getByText('escudo.png')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: NEW_SCHOOL_TEXT.submit }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(NEW_SCHOOL_TEXT.created);
    expect(within(status).getByRole('link').getAttribute('href')).toBe(
      'http://localhost:5050/institucion-educativa-la-nueva/',
    );
    expect(status.textContent).toContain(NEW_SCHOOL_TEXT.invited('rectoria@lanueva.edu.co'));
    expect((screen.getByLabelText('Enlace de invitación') as HTMLInputElement).value).toMatch(/codigo=abc/);

    const { sent, form, colegio } = formOf(server);
    expect(sent.headers.authorization).toBe('Bearer token-secretaria');
    expect((form.get('logo') as File).name).toBe('escudo.png');
    expect(colegio).toEqual({
      id: 'institucion-educativa-la-nueva',
      name: 'Institución Educativa La Nueva',
      dane: '105001000901',
      municipio: 'Villa del Río',
      sedes: [
        { name: 'Sede principal', address: '' },
        { name: 'Sede La Loma', address: '', dane: '105001000902' },
      ],
      contacto: { email: 'contacto@lanueva.edu.co', phone: '', address: '' },
      colores: { primary: '#0b4f8a', secondary: '#062a4a' },
      adminEmail: 'rectoria@lanueva.edu.co',
    });
  });

  it('gives the contrast verdict live as a colour changes', async () => {
    renderForm();
    const primary = screen.getByLabelText('Color principal') as HTMLInputElement;
    expect(document.getElementById(primary.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /cumple WCAG 2.1 AA/,
    );
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.input(primary, { target: { value: '#ffd400' } });
    fireEvent.change(primary, { target: { value: '#ffd400' } });
    expect(document.getElementById(primary.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /no cumple WCAG 2.1 AA \(mínimo 4,5:1\)/,
    );
    expect(primary.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps what was typed after a refusal and shows each reason beside its field, a 409 beside the field it names', async () => {
    server.on('POST /api/plataforma/colegios', {
      status: 400,
      body: {
        error: 'invalid-school',
        message: '«Código DANE de la sede» debe tener exactamente 12 dígitos.',
        fields: {
          'sedes.0.dane': '«Código DANE de la sede» debe tener exactamente 12 dígitos.',
          logo: '«Escudo o logotipo»: El archivo no es una imagen JPEG, PNG o WebP.',
        },
      },
    });
    const events = renderForm();
    await fillValid(events);
    await events.type(screen.getByLabelText(/^Código DANE de la sede 1/), '123');
    await events.click(screen.getByRole('button', { name: NEW_SCHOOL_TEXT.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(NEW_SCHOOL_TEXT.refused);
    const sedeDane = screen.getByLabelText(/^Código DANE de la sede 1/) as HTMLInputElement;
    expect(sedeDane.value).toBe('123');
    expect(sedeDane.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(sedeDane.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /12 dígitos/,
    );
    expect(screen.getByText(/El archivo no es una imagen/)).toBeTruthy();
    expect((screen.getByLabelText(/^Nombre de la institución/) as HTMLInputElement).value).toBe(
      'Institución Educativa La Nueva',
    );

    server.on('POST /api/plataforma/colegios', {
      status: 409,
      body: {
        error: 'dane-taken',
        message: 'El código DANE 105001000901 ya es de «San José». Revise el código.',
      },
    });
    await events.click(screen.getByRole('button', { name: NEW_SCHOOL_TEXT.submit }));
    const dane = screen.getByLabelText(/^Código DANE \(/) as HTMLInputElement;
    await screen.findByText(/ya es de «San José»/, { selector: '.adm-field__error' });
    expect(dane.getAttribute('aria-invalid')).toBe('true');
  });
});
