import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import * as fx from '@/testing/fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
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
