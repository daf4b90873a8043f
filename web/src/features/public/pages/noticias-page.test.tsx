import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { PublicRecord } from '@model/public';
import { cardOf } from '../components/news-item';
import ArticlePage from './article-page';
import NoticiasPage, { PAGE_SIZE } from './noticias-page';

const item = (n: number, kind: 'noticia' | 'circular', extra: Record<string, string> = {}) => ({
  _id: `n${n}`,
  title: `${kind === 'circular' ? 'Circular' : 'Noticia'} ${n}`,
  kind,
  summary: `Resumen ${n}`,
  body: `Primer párrafo ${n}.\n\nSegundo párrafo ${n}.`,
  slug: `${kind}-${n}`,
  image: '',
  imageAlt: '',
  attachment: '',
  attachmentName: '',
  // n = 1 is the oldest.
  publishAt: new Date(Date.UTC(2026, 0, n, 15)).toISOString(),
  ...extra,
});

const ITEMS = Array.from({ length: 12 }, (_, i) =>
  item(i + 1, i % 3 === 0 ? 'circular' : 'noticia'),
) as unknown as PublicRecord<'noticias'>[];
const list = (query = '') =>
  render(<NoticiasPage items={ITEMS.map(cardOf)} query={new URLSearchParams(query)} />);

it('lists the items newest first, nine a page, with their kind and day in Bogotá', () => {
  list();
  expect(screen.getByRole('heading', { level: 1, name: 'Noticias y circulares' })).toBeTruthy();
  const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(titles).toHaveLength(PAGE_SIZE);
  expect(titles[0]).toBe('Noticia 12');
  expect(titles[1]).toBe('Noticia 11');
  expect(screen.getByRole('link', { name: 'Noticia 12' }).getAttribute('href')).toBe('/noticias/noticia-12');
  // 15:00 UTC is 10:00 in Bogotá: the same day.
  expect(screen.getAllByText('12 de enero de 2026')).toHaveLength(1);
  const pages = screen.getByRole('navigation', { name: 'Páginas' });
  expect(within(pages).getByText('Página 1 de 2')).toBeTruthy();
  expect(within(pages).getByRole('link', { name: 'Anteriores →' }).getAttribute('href')).toBe(
    '/noticias?pagina=2',
  );
  // The cards carry no article text.
  expect(screen.queryByText(/párrafo/)).toBeNull();
});

it('shows the page the address asks for, with a link back to the newer ones', () => {
  list('pagina=2');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Noticia 3',
    'Noticia 2',
    'Circular 1',
  ]);
  const pages = screen.getByRole('navigation', { name: 'Páginas' });
  expect(within(pages).getByText('Página 2 de 2')).toBeTruthy();
  expect(within(pages).getByRole('link', { name: '← Más recientes' }).getAttribute('href')).toBe('/noticias');
  expect(within(pages).queryByRole('link', { name: 'Anteriores →' })).toBeNull();
});

it('filters circulars from the address, the current filter marked', () => {
  list('tipo=circular');
  expect(screen.getByRole('heading', { level: 1, name: 'Circulares' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Circular 10',
    'Circular 7',
    'Circular 4',
    'Circular 1',
  ]);
  const filters = screen.getByRole('navigation', { name: 'Filtrar por tipo' });
  expect(within(filters).getByRole('link', { name: 'Circulares' }).getAttribute('aria-current')).toBe('page');
  expect(within(filters).getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBeNull();
  expect(within(filters).getByRole('link', { name: 'Todas' }).getAttribute('href')).toBe('/noticias');
  expect(within(filters).getByRole('link', { name: 'Noticias' }).getAttribute('href')).toBe(
    '/noticias?tipo=noticia',
  );
});

it('says so when the filter has nothing', () => {
  render(
    <NoticiasPage
      items={ITEMS.filter((i) => i.kind === 'noticia').map(cardOf)}
      query={new URLSearchParams('tipo=circular')}
    />,
  );
  expect(screen.getByText('Todavía no hay circulares publicadas.')).toBeTruthy();
});

it('shows an article with its picture description, text, its document and share links', () => {
  const article = item(5, 'noticia', {
    image: 'mb000001-ab12ab12ab12ab12ab12.jpg',
    imageAlt: 'Estudiantes en la feria',
    attachment: 'mfz001-0123456789abcdef0123.pdf',
  }) as unknown as PublicRecord<'noticias'>;
  render(
    <ArticlePage
      item={article}
      url="https://colegio.edu.co/noticias/noticia-5"
      attachment={<p>El visor</p>}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Noticia 5' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Noticias y circulares' }).getAttribute('href')).toBe('/noticias');
  expect(screen.getByRole('img', { name: 'Estudiantes en la feria' })).toBeTruthy();
  expect(screen.getByText('Segundo párrafo 5.')).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: 'Documento adjunto' })).getByText('El visor'),
  ).toBeTruthy();
  const whatsapp = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')!;
  expect(whatsapp).toBe(
    'https://wa.me/?text=Noticia%205%20https%3A%2F%2Fcolegio.edu.co%2Fnoticias%2Fnoticia-5',
  );
  expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcolegio.edu.co%2Fnoticias%2Fnoticia-5',
  );
});

it('has no document section for an article without one', () => {
  render(
    <ArticlePage
      item={item(6, 'circular') as unknown as PublicRecord<'noticias'>}
      url="https://colegio.edu.co/noticias/circular-6"
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Circular 6' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Documento adjunto' })).toBeNull();
});

it("leads a circular's page with its document, before its text; a news item's follows its text", () => {
  const withPdf = (kind: 'noticia' | 'circular') =>
    item(7, kind, { attachment: 'mfz001-0123456789abcdef0123.pdf' }) as unknown as PublicRecord<'noticias'>;
  const order = (kind: 'noticia' | 'circular') => {
    const { container, unmount } = render(
      <ArticlePage
        item={withPdf(kind)}
        url="https://colegio.edu.co/noticias/x"
        attachment={<p>El visor</p>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Documento adjunto' });
    const body = screen.getByText('Primer párrafo 7.');
    const before = Boolean(region.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING);
    unmount();
    container.remove();
    return before;
  };
  expect(order('circular')).toBe(true);
  expect(order('noticia')).toBe(false);
});
