import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import type { PublicRecord } from '@model/public';
import { AlbumPhotos } from '../components/gallery/album-photos';
import { photosOf } from '../components/gallery/photos';
import GalleryPage, { AlbumPage } from './gallery-page';

const name = (n: number) => `mfz001-${n.toString(16).padStart(20, '0')}.jpg`;
const album = (id: string, title: string, date: string, slug: string, count: number, cover = '') => ({
  _id: id,
  title,
  date,
  slug,
  cover,
  description: `Descripción de ${title}`,
  consent: true,
  photos: Array.from({ length: count }, (_, i) => ({
    image: name(i + 1 + count * 100),
    alt: `${title}, foto ${i + 1}`,
  })),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const ALBUMS = [
  album('a', 'Izada de bandera', '2026-02-01', 'izada-de-bandera', 3),
  album('b', 'Feria de la ciencia', '2026-03-20', 'feria-de-la-ciencia', 5),
] as unknown as PublicRecord<'galerias'>[];
const FERIA = ALBUMS[1]!;

/** The album's page as its page file puts it together: the heading, then the photos' island. */
function showAlbum() {
  render(
    <AlbumPage album={FERIA}>
      <AlbumPhotos title="Feria de la ciencia" photos={photosOf(FERIA)} />
    </AlbumPage>,
  );
}

beforeAll(() => {
  // jsdom has <dialog> without showModal: open it as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
it('/galeria lists the albums newest first with cover, title link, date and photo count', () => {
  render(<GalleryPage records={{ galerias: ALBUMS }} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Galería de fotos' })).toBeTruthy();
  const links = screen.getAllByRole('link', { name: /Feria|Izada/ });
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Feria de la ciencia', '/galeria/feria-de-la-ciencia'],
    ['Izada de bandera', '/galeria/izada-de-bandera'],
  ]);
  expect(screen.getByText(/5 fotos/)).toBeTruthy();
  expect(screen.getByText(/20 de marzo de 2026/)).toBeTruthy();
});

it('/galeria says so when there is no album yet', () => {
  render(<GalleryPage records={{ galerias: [] }} />);
  expect(screen.getByText('Aún no hay álbumes publicados.')).toBeTruthy();
});

it('/galeria/{slug} in the server HTML: its heading, description, and each photo a link to its file (no JavaScript needed)', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(
    <AlbumPage album={FERIA}>
      <AlbumPhotos title="Feria de la ciencia" photos={photosOf(FERIA)} />
    </AlbumPage>,
  );
  expect(html).toMatch(/<h1[^>]*>Feria de la ciencia<\/h1>/);
  expect(html).toContain('Descripción de Feria de la ciencia');
  expect(html).toContain('<a href="/galeria">Galería de fotos</a>');
  const links = [...html.matchAll(/<a href="(\/media\/[^"]+)"/g)].map((m) => m[1]);
  expect(links).toEqual(photosOf(FERIA).map((p) => `/media/${p.image}`));
  expect(html).not.toContain('<dialog');
});

it('/galeria/{slug} shows the photos in order, opens the viewer with "N de M", arrow keys and caption, and returns focus', async () => {
  showAlbum();
  expect(screen.getByRole('heading', { level: 1, name: 'Feria de la ciencia' })).toBeTruthy();
  const thumbs = screen.getAllByRole('link', { name: /Feria de la ciencia, foto/ });
  expect(thumbs.map((b) => b.textContent === '' && b.querySelector('img')!.alt)).toEqual(
    [1, 2, 3, 4, 5].map((n) => `Feria de la ciencia, foto ${n}`),
  );
  // The first thumbnail is eager, the rest lazy.
  expect(thumbs.map((b) => b.querySelector('img')!.getAttribute('loading'))).toEqual([
    'eager',
    'lazy',
    'lazy',
    'lazy',
    'lazy',
  ]);

  const user = userEvent.setup();
  await user.click(thumbs[1]!);
  const viewer = screen.getByRole('dialog', { name: 'Feria de la ciencia: visor de fotos' });
  expect(within(viewer).getByText('2 de 5')).toBeTruthy();
  expect(within(viewer).getByText('Feria de la ciencia, foto 2', { selector: 'figcaption' })).toBeTruthy();
  fireEvent.keyDown(viewer, { key: 'ArrowRight' });
  expect(within(viewer).getByText('3 de 5')).toBeTruthy();
  fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
  fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
  fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
  expect(within(viewer).getByText('5 de 5')).toBeTruthy();
  // After the last comes the first (jsdom's pointer events carry no coordinates: the swipe is the e2e's).
  fireEvent.keyDown(viewer, { key: 'ArrowRight' });
  expect(within(viewer).getByText('1 de 5')).toBeTruthy();
  fireEvent.keyDown(viewer, { key: 'ArrowRight' });
  fireEvent.keyDown(viewer, { key: 'ArrowRight' });

  // Closed on photo 3 (by going back in history: an async popstate): the focus is back on its thumbnail.
  await user.click(within(viewer).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(thumbs[2]);
});

it('pushes one history entry for the viewer: Back closes it (not the album), Forward opens it again, Cerrar leaves none behind', async () => {
  // The entry the page was loaded in (whatever it holds stays beside the open photo).
  window.history.replaceState({ key: 'album' }, '', '/galeria/feria-de-la-ciencia');
  showAlbum();
  const thumbs = screen.getAllByRole('link', { name: /Feria de la ciencia, foto/ });
  const page = window.location.href;
  const entryKey = (window.history.state as { key?: string } | null)?.key;

  const user = userEvent.setup();
  await user.click(thumbs[0]!);
  const viewer = screen.getByRole('dialog');
  // One entry for opening (pushed after the album's), none for moving between photos (replaced);
  // the address and what the entry held stay.
  expect((window.history.state as { foto?: number }).foto).toBe(0);
  fireEvent.keyDown(viewer, { key: 'ArrowRight' });
  expect((window.history.state as { foto?: number }).foto).toBe(1);
  expect(window.location.href).toBe(page);
  expect((window.history.state as { key?: string }).key).toBe(entryKey);

  // Back (a phone's button): the viewer closes, the album stays, focus on the photo last shown.
  window.history.back();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('heading', { level: 1, name: 'Feria de la ciencia' })).toBeTruthy();
  expect(document.activeElement).toBe(thumbs[1]);

  // Forward: the same photo again.
  window.history.forward();
  expect(within(await screen.findByRole('dialog')).getByText('2 de 5')).toBeTruthy();

  // Cerrar goes back: the entry the viewer pushed is the one left, so Back would leave the album.
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((window.history.state as { foto?: number } | null)?.foto).toBeUndefined();
  expect((window.history.state as { key?: string } | null)?.key).toBe(entryKey);
});
