import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { setSiteSettings } from '@/lib/site-settings';
import * as fx from '@/testing/fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { SEED_CONTENT } from '../../../../../scripts/seed/content';
import { collectionLoader } from '../api/get-collection';
import HomePage from './home-page';

/** A browser where every observed element is on screen at once. */
class VisibleIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
}

// The part under the citizen band is its own chunk, imported when the page renders: loaded here
// first, so no test's synchronous look (some under fake timers) races its first transform, which a
// busy machine took longer than the page's own render.
beforeAll(async () => {
  await import('../components/home/home-below-fold');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('has every section of the home page', async () => {
  stubFetch({ '/api/carousel': fx.carousel });
  await renderPage(<HomePage />, { loader: collectionLoader('carousel') });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe('Inicio | Institución Educativa San José');
  expect(await screen.findByRole('img', { name: 'Bienvenidos al año escolar' })).toBeTruthy();

  expect(
    screen.getByRole('heading', { level: 2, name: '¿Quién dijo que la educación es aburrida?' }),
  ).toBeTruthy();
  for (const tile of ['Aprendiendo', 'Filosofía', 'Práctica', 'Juegos']) {
    expect(screen.getByRole('heading', { level: 3, name: tile })).toBeTruthy();
  }
  expect(screen.getByText(/estrategia de comunicación mediada por las TIC/)).toBeTruthy();
  for (const level of ['Preescolar', 'Primaria', 'Secundaria', 'Sabatinos']) {
    expect(screen.getByRole('heading', { level: 3, name: level })).toBeTruthy();
  }

  const chat = screen.getByRole('link', { name: /WhatsApp/ });
  expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*matr%C3%ADcula/);
  expect(chat.getAttribute('target')).toBe('_blank');

  const radio = document.querySelector('audio')!;
  expect(radio.getAttribute('preload')).toBe('none');
  expect(radio.hasAttribute('controls')).toBe(true);
});

it('mounts the video and the social feed only once they are near the viewport and the page is idle', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', VisibleIntersectionObserver);
  stubFetch({ '/api/carousel': [] });
  await renderPage(<HomePage />, { loader: collectionLoader('carousel') });
  // First render: nothing third-party yet.
  expect(document.querySelector('iframe')).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(10));
  const video = screen.getByTitle('Video del proyecto comunitario de la institución');
  expect(video.getAttribute('src')).toMatch(/autoplay=1&mute=1&loop=1/);
  expect(screen.getByTitle('Publicaciones recientes de la institución en Facebook').tagName).toBe('IFRAME');
});

it('shows the texts, chat link and media the administrator set in the school settings', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', VisibleIntersectionObserver);
  setSiteSettings({
    ...SEED_CONTENT.sitio[0],
    title: 'Colegio Las Palmas',
    pedagogyTitle: '¿Aprender jugando?',
    tileTwoTitle: '',
    tileTwoText: '',
    communityText: 'Primer párrafo.\n\nSegundo párrafo.',
    communityVideo: 'https://youtu.be/dQw4w9WgXcQ',
    serviceFourTitle: 'Nocturna',
    chatNumber: '+57 311 222 3344',
    chatMessage: 'Hola, ¿hay cupos?',
    radioStream: '',
  });
  stubFetch({ '/api/carousel': [] });
  await renderPage(<HomePage />, { loader: collectionLoader('carousel') });
  await act(() => vi.advanceTimersByTimeAsync(10));
  expect(document.title).toBe('Inicio | Colegio Las Palmas');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Colegio Las Palmas: inicio');
  expect(screen.getByRole('heading', { level: 2, name: '¿Aprender jugando?' })).toBeTruthy();
  // An emptied tile is left out; the others keep their places.
  expect(screen.queryByRole('heading', { level: 3, name: 'Filosofía' })).toBeNull();
  expect(screen.getByRole('heading', { level: 3, name: 'Juegos' })).toBeTruthy();
  expect(screen.getByText('Primer párrafo.').tagName).toBe('P');
  expect(screen.getByText('Segundo párrafo.').tagName).toBe('P');
  expect(screen.getByRole('heading', { level: 3, name: 'Nocturna' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
    'https://wa.me/573112223344?text=Hola%2C%20%C2%BFhay%20cupos%3F',
  );
  expect(screen.getByTitle('Video del proyecto comunitario de la institución').getAttribute('src')).toMatch(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
  );
  // No stream: no player.
  expect(document.querySelector('audio')).toBeNull();
});

it('renders without the settings (the function down): a neutral name, no empty boxes', async () => {
  setSiteSettings(null);
  stubFetch({ '/api/carousel': [] });
  await renderPage(<HomePage />, { loader: collectionLoader('carousel') });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Institución educativa: inicio');
  expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  expect(screen.queryByRole('heading', { level: 2, name: /Quién dijo/ })).toBeNull();
  expect(document.querySelector('audio')).toBeNull();
});

it('shows the latest circular right after the citizen band, its PDF one tap away (issue 48)', async () => {
  const news = (n: number, kind: 'noticia' | 'circular', attachment = '') => ({
    _id: `n${n}`,
    title: `${kind === 'circular' ? 'Circular' : 'Noticia'} ${n}`,
    kind,
    summary: '',
    slug: `${kind}-${n}`,
    image: '',
    attachment,
    publishAt: new Date(Date.UTC(2026, 2, n, 15)).toISOString(),
  });
  stubFetch({
    '/api/carousel': [],
    '/api/eventos': [],
    // The newest item is a news item: the card shows the newest circular, not the newest item.
    '/api/noticias': [news(1, 'circular', 'noticias/uno.pdf'), news(3, 'circular', 'noticias/tres.pdf'), news(4, 'noticia')],
  });
  await renderPage(<HomePage />, { loader: collectionLoader('carousel', ['noticias', 'eventos']) });
  const heading = await screen.findByRole('heading', { level: 2, name: /Última circular/ });
  expect(heading.textContent).toBe('Última circular · 3 de marzo de 2026');
  const card = heading.closest('section')!;
  // Right after the citizen band, before the pedagogical banner: within a phone's first screens.
  const citizen = screen.getByRole('heading', { level: 2, name: 'Atención al ciudadano' }).closest('section')!;
  const sections = [...document.querySelectorAll('main section')];
  expect(sections[sections.indexOf(citizen) + 1]).toBe(card);
  const links = [...card.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['Circular 3', '/noticias/circular-3'],
    ['Ver el PDF', '/media/noticias%2Ftres.pdf'],
    ['Todas las circulares', '/circulares'],
  ]);
});
