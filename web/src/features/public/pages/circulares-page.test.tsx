import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { PublicRecord } from '@model/public';
import CircularesPage from './circulares-page';

const show = (noticias: object[]) =>
  render(<CircularesPage records={{ noticias: noticias as PublicRecord<'noticias'>[] }} />);

const item = (n: number, kind: 'noticia' | 'circular', attachment = '') => ({
  _id: `n${n}`,
  title: `${kind === 'circular' ? 'Circular' : 'Noticia'} ${n}`,
  kind,
  summary: `Resumen ${n}`,
  body: `Texto ${n}.`,
  slug: `${kind}-${n}`,
  image: '',
  imageAlt: '',
  attachment,
  attachmentName: attachment ? `circular-${n}.pdf` : '',
  // n = 1 is the oldest.
  publishAt: new Date(Date.UTC(2026, 0, n, 15)).toISOString(),
});

it('lists the circulars alone, newest first, each with its PDF one tap away', () => {
  show([
    item(1, 'circular', 'noticias/circular-1.pdf'),
    item(2, 'noticia'),
    // Out of order on purpose: the page sorts, it does not trust the answer's order.
    item(5, 'circular', 'noticias/circular-5.pdf'),
    item(3, 'circular'),
    item(4, 'noticia'),
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Circulares' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Circular 5',
    'Circular 3',
    'Circular 1',
  ]);
  expect(screen.queryByText('Noticia 4')).toBeNull();
  expect(screen.getByRole('link', { name: 'Circular 5' }).getAttribute('href')).toBe('/noticias/circular-5');
  // The PDF is two direct links, named with its circular: open it, or save it (the server names
  // the file); one without a PDF has none.
  const pdfs = screen.getAllByRole('link', { name: /^(Abrir el PDF|Descargar) ?:/ });
  expect(pdfs.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')])).toEqual([
    ['Abrir el PDF: Circular 5', '/media/noticias%2Fcircular-5.pdf', false],
    ['Descargar: Circular 5', '/media/noticias%2Fcircular-5.pdf?descargar=1', true],
    ['Abrir el PDF: Circular 1', '/media/noticias%2Fcircular-1.pdf', false],
    ['Descargar: Circular 1', '/media/noticias%2Fcircular-1.pdf?descargar=1', true],
  ]);
  expect(screen.getByText('5 de enero de 2026')).toBeTruthy();
});

it('says so when there is no circular yet', () => {
  show([item(1, 'noticia')]);
  expect(screen.getByText('Todavía no hay circulares publicadas.')).toBeTruthy();
});
