import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { collectionLoader } from '../api/get-collection';
import ArticlePage from './article-page';
import NoticiasPage, { PAGE_SIZE } from './noticias-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

const ITEMS = Array.from({ length: 12 }, (_, i) => item(i + 1, i % 3 === 0 ? 'circular' : 'noticia'));

it('lists the items newest first, nine a page, with their kind and day in Bogotá', async () => {
  stubFetch({ '/api/noticias': ITEMS });
  await renderPage(<NoticiasPage />, { path: '/noticias', loader: collectionLoader('noticias') });
  expect(screen.getByRole('heading', { level: 1, name: 'Noticias y circulares' })).toBeTruthy();
  await screen.findByRole('link', { name: 'Noticia 12' });
  const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(titles).toHaveLength(PAGE_SIZE);
  expect(titles[0]).toBe('Noticia 12');
  expect(titles[1]).toBe('Noticia 11');
  expect(screen.getByRole('link', { name: 'Noticia 12' }).getAttribute('href')).toBe('/noticias/noticia-12');
  // 15:00 UTC is 10:00 in Bogotá: the same day.
  expect(screen.getAllByText('12 de enero de 2026')).toHaveLength(1);
  const pages = screen.getByRole('navigation', { name: 'Páginas' });
  expect(within(pages).getByText('Página 1 de 2')).toBeTruthy();
  expect(within(pages).getByRole('link', { name: 'Anteriores →' }).getAttribute('href')).toBe('/noticias?pagina=2');
});

it('filters circulars from the address, the current filter marked', async () => {
  stubFetch({ '/api/noticias': ITEMS });
  await renderPage(<NoticiasPage />, { path: '/noticias', url: '/noticias?tipo=circular', loader: collectionLoader('noticias') });
  expect(screen.getByRole('heading', { level: 1, name: 'Circulares' })).toBeTruthy();
  await screen.findByRole('link', { name: 'Circular 10' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Circular 10', 'Circular 7', 'Circular 4', 'Circular 1']);
  const filters = screen.getByRole('navigation', { name: 'Filtrar por tipo' });
  expect(within(filters).getByRole('link', { name: 'Circulares' }).getAttribute('aria-current')).toBe('page');
  expect(within(filters).getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBeNull();
});

it('shows an article with its picture description, text and share links; an unknown slug says so', async () => {
  stubFetch({ '/api/noticias': [item(5, 'noticia', { image: 'mb000001-ab12ab12ab12ab12ab12.jpg', imageAlt: 'Estudiantes en la feria' })] });
  const { unmount } = await renderPage(<ArticlePage />, { path: '/noticias/:slug', url: '/noticias/noticia-5', loader: collectionLoader('noticias') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Noticia 5' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Estudiantes en la feria' })).toBeTruthy();
  expect(screen.getByText('Segundo párrafo 5.')).toBeTruthy();
  const whatsapp = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')!;
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=Noticia%205%20https?%3A%2F%2F.+%2Fnoticias%2Fnoticia-5$/);
  expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=.+%2Fnoticias%2Fnoticia-5$/);
  unmount();

  await renderPage(<ArticlePage />, { path: '/noticias/:slug', url: '/noticias/no-existe', loader: collectionLoader('noticias') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Noticia no encontrada' })).toBeTruthy();
});
