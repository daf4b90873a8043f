import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MediaImage } from './media-image';

const NAME = 'mfz001-0123456789abcdef0123.jpg';

it('always sets width and height, and loads lazily unless it is the priority image', () => {
  render(
    <>
      <MediaImage name={NAME} alt="Lazy" width={1040} height={1040} />
      <MediaImage name={NAME} alt="Hero" width={1280} height={471} priority />
    </>,
  );
  const lazy = screen.getByRole('img', { name: 'Lazy' });
  expect(lazy.getAttribute('src')).toBe(`/media/${NAME}`);
  expect([lazy.getAttribute('width'), lazy.getAttribute('height')]).toEqual(['1040', '1040']);
  expect(lazy.getAttribute('loading')).toBe('lazy');
  const hero = screen.getByRole('img', { name: 'Hero' });
  expect(hero.getAttribute('loading')).toBe('eager');
  expect(hero.getAttribute('fetchpriority')).toBe('high');
});

it('shows a same-sized placeholder for a missing or broken file', () => {
  render(
    <>
      <MediaImage name="" alt="Sin foto" width={1040} height={1040} />
      <MediaImage name={NAME} alt="Rota" width={1920} height={650} />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Sin foto' }).tagName).toBe('SPAN');
  fireEvent.error(screen.getByRole('img', { name: 'Rota' }));
  const broken = screen.getByRole('img', { name: 'Rota' });
  expect(broken.tagName).toBe('SPAN');
  expect(broken.style.getPropertyValue('--media-ratio')).toBe('1920 / 650');
});

it('offers the stored WebP variants below the original width, and the original as the largest', () => {
  render(
    <>
      <MediaImage name={NAME} alt="Foto" width={1040} height={1040} sizes="(min-width: 48rem) 33vw, 100vw" />
      <MediaImage name="mfz001-0123456789abcdef0124.png" alt="Banner" width={1920} height={650} />
      <MediaImage name="mfz001-0123456789abcdef0125.jpg" alt="Pequeña" width={400} height={300} />
    </>,
  );
  const photo = screen.getByRole('img', { name: 'Foto' });
  expect(photo.getAttribute('srcset')).toBe(
    '/media/mfz001-0123456789abcdef0123-w480.webp 480w, /media/mfz001-0123456789abcdef0123-w960.webp 960w, ' +
      `/media/${NAME} 1040w`,
  );
  expect(photo.getAttribute('sizes')).toBe('(min-width: 48rem) 33vw, 100vw');
  const banner = screen.getByRole('img', { name: 'Banner' });
  expect(banner.getAttribute('srcset')).toContain('-w1600.webp 1600w, /media/mfz001-0123456789abcdef0124.png 1920w');
  expect(banner.getAttribute('sizes')).toBe('100vw');
  // Narrower than every variant width: nothing was stored besides the original.
  const small = screen.getByRole('img', { name: 'Pequeña' });
  expect(small.getAttribute('srcset')).toBeNull();
  expect(small.getAttribute('sizes')).toBeNull();
});
