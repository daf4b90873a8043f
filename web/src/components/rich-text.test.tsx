/**
 * The public renderer of formatted text: elements, never markup; own paths as plain links (a
 * normal page load); other sites with rel="noopener";
 * an unsafe href left as words; a plain text stored before the kind existed read as paragraphs.
 */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RichText } from './rich-text';

const t = (text: string, marks?: unknown[]) =>
  marks ? { type: 'text', text, marks } : { type: 'text', text };
const link = (text: string, href: string) => t(text, [{ type: 'link', attrs: { href } }]);
const p = (...content: unknown[]) => ({ type: 'paragraph', content });

function show(value: unknown, props: Partial<Parameters<typeof RichText>[0]> = {}) {
  return render(<RichText value={value} {...props} />);
}

it('draws paragraphs, headings, lists, bold, italic and line breaks as elements', () => {
  const { container } = show(
    {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [t('Historia')] },
        { type: 'heading', attrs: { level: 3 }, content: [t('Fundación')] },
        p(
          t('Fundado en '),
          t('1965', [{ type: 'bold' }]),
          t(' por '),
          t('la comunidad', [{ type: 'italic' }]),
          { type: 'hardBreak' },
          t('Bogotá'),
        ),
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [p(t('Uno'))] },
            {
              type: 'listItem',
              content: [
                p(t('Dos')),
                { type: 'orderedList', content: [{ type: 'listItem', content: [p(t('Dos.a'))] }] },
              ],
            },
          ],
        },
      ],
    },
    { className: 'lead', listClassName: 'lista' },
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Historia' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Fundación' })).toBeTruthy();
  expect(container.querySelector('p.lead strong')!.textContent).toBe('1965');
  expect(container.querySelector('p.lead em')!.textContent).toBe('la comunidad');
  expect(container.querySelector('p.lead br')).not.toBeNull();
  const items = container.querySelectorAll('ul.lista > li');
  expect([...items].map((li) => li.firstChild!.textContent)).toEqual(['Uno', 'Dos']);
  // An item's one paragraph is its own words, as the lists of plain texts were drawn.
  expect(container.querySelector('li > p')).toBeNull();
  expect(container.querySelector('ul.lista ol.lista > li')!.textContent).toBe('Dos.a');
});

it('puts a formatted text under a section heading one level down', () => {
  show(
    {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [t('A')] },
        { type: 'heading', attrs: { level: 3 }, content: [t('B')] },
      ],
    },
    { headingLevel: 3 },
  );
  expect(screen.getByRole('heading', { level: 3, name: 'A' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 4, name: 'B' })).toBeTruthy();
});

it('links the site’s own paths plainly, other sites with rel="noopener", mail and phone as they are', () => {
  show({
    type: 'doc',
    content: [
      p(
        link('Docentes', '/docentes'),
        link('Ministerio', 'https://www.mineducacion.gov.co'),
        link('Correo', 'mailto:rectoria@colegio.edu.co'),
        link('Llamar', 'tel:+576012345678'),
      ),
    ],
  });
  const external = screen.getByRole('link', { name: 'Ministerio' });
  expect(external.getAttribute('href')).toBe('https://www.mineducacion.gov.co');
  expect(external.getAttribute('rel')).toBe('noopener');
  expect(screen.getByRole('link', { name: 'Correo' }).getAttribute('href')).toBe(
    'mailto:rectoria@colegio.edu.co',
  );
  expect(screen.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe('tel:+576012345678');
  const own = screen.getByRole('link', { name: 'Docentes' });
  expect(own.getAttribute('href')).toBe('/docentes');
  expect(own.getAttribute('rel')).toBeNull();
  expect(own.getAttribute('target')).toBeNull();
});

it('never renders stored markup or an unsafe link', () => {
  const { container } = show({
    type: 'doc',
    content: [
      p(
        t('<script>alert(1)</script><img src=x onerror=alert(1)>'),
        link('clic', 'javascript:alert(1)'),
        link('datos', 'data:text/html,x'),
      ),
      { type: 'script', content: [t('alert(2)')] },
      { type: 'paragraph', attrs: { onclick: 'alert(3)' }, content: [t('párrafo')] },
    ],
  });
  expect(container.querySelector('script, img, iframe, [onclick], [onerror]')).toBeNull();
  expect(container.textContent).toContain('<script>alert(1)</script>');
  expect(container.textContent).not.toContain('alert(2)');
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  expect(container.textContent).toContain('clicdatos');
});

it('reads a plain text stored before the field was formatted as one paragraph per line, and a list as a bullet list', () => {
  const { container, unmount } = show('Primera línea.\n\nSegunda línea.', { className: 'lead' });
  expect([...container.querySelectorAll('p.lead')].map((p) => p.textContent)).toEqual([
    'Primera línea.',
    'Segunda línea.',
  ]);
  unmount();
  const list = show(['Uno', 'Dos'], { listClassName: 'lista' });
  expect([...list.container.querySelectorAll('ul.lista > li')].map((li) => li.textContent)).toEqual([
    'Uno',
    'Dos',
  ]);
});

it('draws nothing for an empty or missing value', () => {
  const { container } = show(undefined);
  expect(container.innerHTML).toBe('');
});

it('draws a table with a header row of column headers, in a labelled box that scrolls on its own', () => {
  const cell = (type: string, text: string) => ({ type, content: [p(t(text))] });
  const row = (...cells: unknown[]) => ({ type: 'tableRow', content: cells });
  show({
    type: 'doc',
    content: [
      {
        type: 'table',
        content: [
          row(cell('tableHeader', 'Grado'), cell('tableHeader', 'Jornada')),
          row(cell('tableCell', 'Sexto'), { type: 'tableCell', content: [p(t('Mañana')), p(t('Tarde'))] }),
        ],
      },
    ],
  });
  const region = screen.getByRole('region', { name: 'Tabla: Grado, Jornada' });
  expect(region.tabIndex).toBe(0);
  const headers = screen.getAllByRole('columnheader');
  expect(headers.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
    ['Grado', 'col'],
    ['Jornada', 'col'],
  ]);
  expect(screen.getAllByRole('cell').map((c) => c.innerHTML)).toEqual(['Sexto', '<p>Mañana</p><p>Tarde</p>']);
  expect(region.querySelector('thead tr')?.children).toHaveLength(2);
});

it('a table without a header row is a plain table named «Tabla»', () => {
  show({
    type: 'doc',
    content: [
      {
        type: 'table',
        content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [p(t('a'))] }] }],
      },
    ],
  });
  expect(screen.getByRole('region', { name: 'Tabla' }).querySelector('thead')).toBeNull();
  expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
});
