import { describe, expect, it } from 'vitest';
import { DEFAULT_ICONS, shortNameOf, webManifest } from './web-manifest';

describe('webManifest', () => {
  it('names the school, opens at its base in a window of its own, with its logo', () => {
    const logo = 'm1abcd-0123456789abcdef0123.png';
    const manifest = webManifest({ title: 'Institución Educativa San José', logo }, '/sanjose');
    expect(manifest).toMatchObject({
      name: 'Institución Educativa San José',
      short_name: 'IE San José',
      start_url: '/sanjose/',
      scope: '/sanjose/',
      id: '/sanjose/',
      display: 'standalone',
      icons: [{ src: `/sanjose/media/${logo}`, sizes: '512x512', type: 'image/png' }],
    });
  });

  it('uses the built icons when the school has no logo (or a value that is no stored image)', () => {
    expect(webManifest({ title: 'Colegio' }, '').icons).toEqual(DEFAULT_ICONS);
    expect(webManifest({ title: 'Colegio', logo: '../../x.png' }, '').icons).toEqual(DEFAULT_ICONS);
    expect(webManifest({}, '')).toMatchObject({ name: 'Sitio web del colegio', start_url: '/' });
  });
});

describe('shortNameOf', () => {
  it.each([
    ['Colegio Rural', 'Colegio Rural'],
    ['Institución Educativa Las Acacias', 'IE Las Acacias'],
    ['Centro Educativo El Carmen', 'CE El Carmen'],
    ['Colegio Departamental Nuestra Señora', 'Colegio'],
    ['Supercalifragilisticoespialidoso', 'Supercalifragil'],
  ])('%s → %s', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
    expect(shortNameOf(name).length).toBeLessThanOrEqual(15);
  });
});
