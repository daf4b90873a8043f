/**
 * The frame on the platform's domain: every address of the school's own site that the header, the
 * menu, the search form, the notices and the footer write starts with the school's base; other
 * sites' addresses, mail and phone links stay as they are; the menu still marks the page shown.
 */
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { settingsOf } from '@/lib/site-settings';
import type { Notice } from '@/lib/notices';
import { SEED_CONTENT } from '../../../../scripts/seed/content';
import { NoticeBar } from './notice-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const SETTINGS = settingsOf({
  ...SEED_CONTENT.sitio[0],
  logo: 'mfz001-0123456789abcdef0123.png',
  pei: 'mfz002-0123456789abcdef0123.pdf',
});
const NOTICES: Notice[] = [
  { _id: 'a1', text: 'Matrículas abiertas', level: 'informacion', link: '/noticias/matriculas' } as Notice,
  { _id: 'a2', text: 'Simulacro', level: 'urgente', link: 'https://www.gov.co/simulacro' } as Notice,
];

/** Every address the rendered frame writes, with the attribute it is in. */
function addresses(container: HTMLElement): string[] {
  const out: string[] = [];
  for (const a of container.querySelectorAll('a[href]')) out.push(a.getAttribute('href')!);
  for (const img of container.querySelectorAll('img[src]')) out.push(img.getAttribute('src')!);
  for (const form of container.querySelectorAll('form[action]')) out.push(form.getAttribute('action')!);
  for (const source of container.querySelectorAll('source[srcset]'))
    out.push(
      ...source
        .getAttribute('srcset')!
        .split(', ')
        .map((s) => s.split(' ')[0]!),
    );
  return out;
}

const internal = (href: string) => href.startsWith('/') && !href.startsWith('//');

function renderFrame(base: string | undefined, path = '/noticias') {
  return render(
    <>
      <NoticeBar base={base} notices={NOTICES} />
      <SiteHeader base={base} settings={SETTINGS} path={path} />
      <SiteFooter base={base} settings={SETTINGS} />
    </>,
  );
}

it("writes every internal link, image and form action of the frame under the school's base", () => {
  const { container } = renderFrame('/x');
  const all = addresses(container);
  const own = all.filter(internal);
  // The header's home link, the logo, the search forms, the menu, the notice, the footer's items and its legal row.
  expect(own.length).toBeGreaterThan(30);
  expect(own.filter((href) => !href.startsWith('/x/'))).toEqual([]);
  expect(own).toEqual(
    expect.arrayContaining([
      '/x/',
      '/x/buscar',
      '/x/noticias',
      '/x/noticias/matriculas',
      '/x/media/mfz002-0123456789abcdef0123.pdf',
      '/x/transparencia',
    ]),
  );
  expect(own.some((href) => href.startsWith('/x/media/mfz001-0123456789abcdef0123'))).toBe(true);
  // Other sites, mail and phone: as the settings say.
  expect(all).toEqual(expect.arrayContaining(['https://www.gov.co', 'https://www.gov.co/simulacro']));
  expect(all.filter((href) => !internal(href)).every((href) => /^(https?:|mailto:|tel:|#)/.test(href))).toBe(
    true,
  );
});

it('marks the page shown in the menu by its path as the registry writes it', () => {
  const { container } = renderFrame('/x', '/noticias');
  const current = [...container.querySelectorAll('a[aria-current="page"]')].map((a) =>
    a.getAttribute('href'),
  );
  expect(current.length).toBeGreaterThan(0);
  expect(new Set(current)).toEqual(new Set(['/x/noticias']));
});

it("on the school's own domain (no base) writes the addresses as they have always been", () => {
  const own = addresses(renderFrame('').container).filter(internal);
  expect(own).toEqual(addresses(renderFrame(undefined).container).filter(internal));
  expect(own.filter((href) => href.startsWith('/x/'))).toEqual([]);
  expect(own).toEqual(expect.arrayContaining(['/', '/buscar', '/noticias', '/noticias/matriculas']));
});
