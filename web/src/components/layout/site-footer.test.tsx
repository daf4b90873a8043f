import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { settingsOf } from '@/lib/site-settings';
import { SEED_CONTENT } from '../../../../scripts/seed/content';
import { FOOTER_ELEMENTS } from '@model/govco-footer';
import { SiteFooter } from './site-footer';

const SETTINGS = settingsOf(SEED_CONTENT.sitio[0]);

const PEI = 'mfz001-0123456789abcdef0123.pdf';

it('has the institutional items (each a link to its page or its document), the contact block from the settings, four icon links and the current year', () => {
  render(<SiteFooter settings={settingsOf({ ...SEED_CONTENT.sitio[0], pei: PEI })} />);
  const footer = screen.getByRole('contentinfo');
  const items = within(footer).getByRole('heading', { name: 'Institución' }).closest('section')!;
  expect(within(items).getAllByRole('listitem')).toHaveLength(11);
  // Every item opens the page or the document that covers it.
  expect(
    within(items)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Misión y visión', '/horizonteinstitucional'],
    ['Valores institucionales', '/horizonteinstitucional'],
    ['Proyecto Educativo Institucional (PEI) (PDF)', `/media/${PEI}`],
    ['Objetivos', '/horizonteinstitucional'],
    ['Filosofía', '/horizonteinstitucional'],
    ['Circulares', '/circulares'],
    ['Rendición de cuentas', '/rendicioncuentas'],
    ['Noticias', '/noticias'],
    ['Galería de fotos', '/galeria'],
    ['Política de privacidad', '/politica-de-privacidad'],
    ['Tratamiento de datos personales', '/politica-de-privacidad'],
  ]);

  const contact = within(footer).getByRole('heading', { name: 'Contáctenos' }).closest('section')!;
  expect(contact.textContent).toContain(SETTINGS.address);
  expect(contact.textContent).toContain(SETTINGS.hours);
  // Phones and e-mail are links a phone can call or write to.
  expect(
    within(contact)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual([
    'tel:6044441234',
    'tel:+573005551234',
    `mailto:${SETTINGS.email}`,
    `mailto:${SETTINGS.judicialEmail}`,
  ]);

  const social = within(footer).getByRole('heading', { name: 'Síganos' }).closest('section')!;
  const links = within(social).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    SETTINGS.facebook,
    SETTINGS.youtubeChannel,
    SETTINGS.instagram,
    SETTINGS.siteUrl,
    SETTINGS.studentSystemLogin,
  ]);
  for (const a of links) {
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.textContent!.length).toBeGreaterThan(10);
  }
  expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${SETTINGS.title}`);
});

it('draws the PEI as plain text while its PDF is not uploaded', () => {
  render(<SiteFooter settings={settingsOf({ ...SEED_CONTENT.sitio[0], pei: '' })} />);
  const plain = screen.getByText('Proyecto Educativo Institucional (PEI)');
  expect(plain.closest('a')).toBeNull();
  expect(plain.className).toMatch(/itemText/);
});

it('follows the settings: an emptied line or link is not shown', () => {
  render(<SiteFooter settings={{ ...SETTINGS, phoneTwo: '', youtubeChannel: '', hours: '' }} />);
  const footer = screen.getByRole('contentinfo');
  expect(footer.textContent).not.toContain(SETTINGS.hours);
  expect(footer.textContent).not.toContain(SETTINGS.phoneTwo);
  expect(within(footer).queryByRole('link', { name: /YouTube/ })).toBeNull();
  expect(within(footer).getAllByRole('link', { name: /Facebook|Sitio web|plataforma/ })).toHaveLength(3);
});

it('links transparency, the three policies, the site map and the accessibility statement from a row of its own (Anexo 2 §2.3, Anexo 1)', () => {
  render(<SiteFooter settings={SETTINGS} />);
  const legal = screen.getByRole('navigation', { name: 'Transparencia y políticas' });
  expect(
    within(legal)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Transparencia', '/transparencia'],
    ['Atención al ciudadano', '/pqrsd'],
    ['Política de privacidad y tratamiento de datos personales', '/politica-de-privacidad'],
    ['Términos y condiciones', '/terminos-y-condiciones'],
    ['Política de derechos de autor', '/derechos-de-autor'],
    ['Mapa del sitio', '/mapa-del-sitio'],
    ['Eventos', '/eventos'],
    // The accessibility statement, under the footer's short name.
    ['Accesibilidad', '/accesibilidad'],
  ]);
});

const SHELL = {
  name: 'Secretaría de Educación de Villa del Río',
  tollFree: '01 8000 91 0101',
  anticorruption: '01 8000 91 2667',
  hours: 'Lunes a viernes, 8:00 a. m. a 4:00 p. m.',
  facebook: 'https://www.facebook.com/sedvilladelrio',
};

/** The footer's `data-pie` elements, key → text. */
const pieces = (footer: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    [...footer.querySelectorAll<HTMLElement>('[data-pie]')].map((el) => [
      el.dataset.pie,
      el.textContent!.trim(),
    ]),
  );

it('holds every element of the GOV.CO footer, each inside its data-pie, with the Secretaría’s lines', () => {
  render(<SiteFooter settings={SETTINGS} shell={SHELL} />);
  const found = pieces(screen.getByRole('contentinfo'));
  expect(Object.keys(found).sort()).toEqual(FOOTER_ELEMENTS.map((e) => e.key).sort());
  for (const text of Object.values(found)) expect(text.length).toBeGreaterThan(0);
  expect(found.entidad).toBe(SETTINGS.title);
  expect(found.direccion).toBe(`Dirección: ${SETTINGS.address}. Código postal ${SETTINGS.postalCode}`);
  expect(found['linea-gratuita']).toContain(SHELL.tollFree);
  expect(found['linea-anticorrupcion']).toContain(SHELL.anticorruption);
  expect(found['notificaciones-judiciales']).toContain(SETTINGS.judicialEmail);
  // The school's own hours and accounts, not the Secretaría's defaults.
  expect(found.horario).toContain(SETTINGS.hours);
  expect(found.redes).not.toContain(SHELL.name);
});

it('leaves out an element without a value (never an empty label), and falls back to the Secretaría’s defaults', () => {
  const bare = {
    ...SETTINGS,
    judicialEmail: '',
    postalCode: '',
    hours: '',
    facebook: '',
    youtubeChannel: '',
    instagram: '',
    xAccount: '',
  };
  render(<SiteFooter settings={bare} shell={{ ...SHELL, tollFree: '' }} />);
  const footer = screen.getByRole('contentinfo');
  const found = pieces(footer);
  expect(found['notificaciones-judiciales']).toBeUndefined();
  expect(found['linea-gratuita']).toBeUndefined();
  expect(footer.textContent).not.toContain('Notificaciones judiciales');
  expect(footer.textContent).not.toContain('Línea gratuita');
  expect(found.direccion).toBe(`Dirección: ${SETTINGS.address}`);
  expect(found.horario).toContain(SHELL.hours);
  const social = footer.querySelector('[data-pie="redes"]')!;
  expect(
    within(social as HTMLElement)
      .getByRole('link')
      .getAttribute('href'),
  ).toBe(SHELL.facebook);
  expect(social.textContent).toContain(`Facebook de ${SHELL.name}`);
});

it('links GOV.CO, the State’s portal, at its foot', () => {
  render(<SiteFooter settings={SETTINGS} />);
  const govco = screen.getByRole('link', { name: /GOV\.CO/ });
  expect(govco.getAttribute('href')).toBe('https://www.gov.co');
});
