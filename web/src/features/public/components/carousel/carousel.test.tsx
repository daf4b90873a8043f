import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fx from '@/testing/fixtures';
import { Carousel, CAROUSEL_INTERVAL_MS } from './carousel';
import { toSlides } from './slides';

/** The island's props, as the home page file makes them from its records. */
const slides = toSlides(fx.carousel);

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const activeSlide = (container: HTMLElement) =>
  container.querySelector('[data-active="true"]')?.getAttribute('aria-label');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home carousel', () => {
  it('starts on the first slide and moves to the next every 3000 ms, wrapping around', async () => {
    const { container } = render(<Carousel slides={slides} />);
    await flush();
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    expect(activeSlide(container)).toBe('1 de 3');

    // The first image is the page's LCP: eager and high priority; alt is the slide title.
    const first = screen.getByRole('img', { name: 'Bienvenidos al año escolar' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1280', '471']);
    expect(screen.getByText('Una comunidad que aprende.')).toBeTruthy();

    await wait(2999);
    expect(activeSlide(container)).toBe('1 de 3');
    await wait(1);
    expect(activeSlide(container)).toBe('2 de 3');
    expect(screen.getByRole('img', { name: 'Feria de la ciencia' })).toBeTruthy();
    await wait(3000);
    expect(activeSlide(container)).toBe('3 de 3');
    await wait(3000);
    expect(activeSlide(container)).toBe('1 de 3');
  });

  it('has previous, next and per-slide controls, and arrow keys', async () => {
    const { container } = render(<Carousel slides={slides} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(activeSlide(container)).toBe('3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(activeSlide(container)).toBe('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2: Feria de la ciencia' }));
    expect(activeSlide(container)).toBe('2 de 3');
    expect(
      screen
        .getByRole('button', { name: 'Ir a la diapositiva 2: Feria de la ciencia' })
        .getAttribute('aria-current'),
    ).toBe('true');
    const region = screen.getByRole('region', { name: 'Noticias destacadas' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(activeSlide(container)).toBe('3 de 3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(activeSlide(container)).toBe('2 de 3');
  });

  it('pauses while hovered or focused, and with the pause button', async () => {
    const { container } = render(<Carousel slides={slides} />);
    await flush();
    const region = screen.getByRole('region', { name: 'Noticias destacadas' });

    fireEvent.mouseEnter(region);
    await wait(9000);
    expect(activeSlide(container)).toBe('1 de 3');
    fireEvent.mouseLeave(region);
    await wait(3000);
    expect(activeSlide(container)).toBe('2 de 3');

    const next = screen.getByRole('button', { name: 'Diapositiva siguiente' });
    act(() => next.focus());
    await wait(9000);
    expect(activeSlide(container)).toBe('2 de 3');
    // While paused the slide region is announced politely; while rotating it is silent.
    expect(container.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    act(() => next.blur());
    await wait(3000);
    expect(activeSlide(container)).toBe('3 de 3');
    expect(container.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');

    fireEvent.click(screen.getByRole('button', { name: 'Detener el carrusel' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(9000);
    expect(activeSlide(container)).toBe('3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar el carrusel' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(3000);
    expect(activeSlide(container)).toBe('1 de 3');
  });

  it('is in the server HTML with its first picture only, fetched at once with high priority', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<Carousel slides={slides} />);
    const images = html.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('alt'))).toEqual(['Bienvenidos al año escolar']);
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    // The other slides' texts are there (a visitor without the code reads the first slide).
    expect(html.querySelector('[data-active="true"]')?.getAttribute('aria-label')).toBe('1 de 3');
    expect(html.textContent).toContain('Matrículas abiertas');
  });

  it('shows nothing without slides, and skips a slide without a picture', () => {
    const { container } = render(<Carousel slides={[]} />);
    expect(container.innerHTML).toBe('');
    expect(toSlides([{ ...fx.carousel[0]!, image: '' }, fx.carousel[1]!]).map((s) => s.title)).toEqual([
      'Feria de la ciencia',
    ]);
  });
});
