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
  expect(lazy.getAttribute('fetchpriority')).toBe('auto');
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

it('offers AVIF, then WebP at every stored size (the fixed widths below its own, and its own), then the original', () => {
  const { container } = render(
    <>
      <MediaImage name={NAME} alt="Foto" width={1040} height={1040} sizes="(min-width: 48rem) 33vw, 100vw" />
      <MediaImage name="mfz001-0123456789abcdef0124.png" alt="Banner" width={1920} height={650} />
      <MediaImage name="mfz001-0123456789abcdef0125.jpg" alt="Pequeña" width={400} height={300} />
    </>,
  );
  const [photo, banner, small] = [...container.querySelectorAll('picture')];
  const sources = (picture: Element | undefined) =>
    [...picture!.querySelectorAll('source')].map((s) => [s.type, s.srcset, s.sizes]);
  const base = '/media/mfz001-0123456789abcdef0123';
  expect(sources(photo)).toEqual([
    [
      'image/avif',
      `${base}-w480.avif 480w, ${base}-w960.avif 960w, ${base}-wfull.avif 1040w`,
      '(min-width: 48rem) 33vw, 100vw',
    ],
    [
      'image/webp',
      `${base}-w480.webp 480w, ${base}-w960.webp 960w, ${base}-wfull.webp 1040w`,
      '(min-width: 48rem) 33vw, 100vw',
    ],
  ]);
  // The original is the fallback of browsers without AVIF or WebP, the <img> keeps its attributes.
  const img = screen.getByRole('img', { name: 'Foto' });
  expect(img.parentElement!.tagName).toBe('PICTURE');
  expect(img.getAttribute('src')).toBe(`/media/${NAME}`);
  // No srcset on the <img>, so no sizes either (HTML forbids it): the <source>s carry them.
  expect(img.hasAttribute('sizes')).toBe(false);
  expect(sources(banner)[1]![1]).toContain(
    '-w1600.webp 1600w, /media/mfz001-0123456789abcdef0124-wfull.webp 1920w',
  );
  expect(sources(banner)[0]![2]).toBe('100vw');
  // Narrower than every fixed width: only the full-width variants.
  expect(sources(small).map((s) => s[1])).toEqual([
    '/media/mfz001-0123456789abcdef0125-wfull.avif 400w',
    '/media/mfz001-0123456789abcdef0125-wfull.webp 400w',
  ]);
});

it('puts sizes on every <source>, never on an <img> without a srcset (valid HTML)', () => {
  const { container } = render(
    <>
      <MediaImage name={NAME} alt="Foto" width={1040} height={1040} sizes="(min-width: 48rem) 33vw, 100vw" />
      <MediaImage name="mfz001-0123456789abcdef0124.png" alt="Banner" width={1920} height={650} priority />
    </>,
  );
  expect(container.querySelectorAll('picture > img[sizes]:not([srcset])')).toHaveLength(0);
  expect(container.querySelectorAll('picture > source:not([sizes])')).toHaveLength(0);
  expect(container.querySelectorAll('picture > source[sizes]')).toHaveLength(4);
});

it('offers no variant wider than `largest` (album thumbnails), and the smallest when none is that small', () => {
  const { container } = render(
    <>
      <MediaImage name={NAME} alt="Miniatura" width={2048} height={1536} sizes="48vw" largest={480} />
      <MediaImage
        name="mfz001-0123456789abcdef0126.jpg"
        alt="Angosta"
        width={400}
        height={300}
        largest={200}
      />
    </>,
  );
  const [thumb, narrow] = [...container.querySelectorAll('picture')];
  const srcsets = (picture: Element | undefined) =>
    [...picture!.querySelectorAll('source')].map((s) => s.srcset);
  const base = '/media/mfz001-0123456789abcdef0123';
  expect(srcsets(thumb)).toEqual([`${base}-w480.avif 480w`, `${base}-w480.webp 480w`]);
  const other = '/media/mfz001-0123456789abcdef0126';
  expect(srcsets(narrow)).toEqual([`${other}-wfull.avif 400w`, `${other}-wfull.webp 400w`]);
});
