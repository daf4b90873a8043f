import { describe, expect, it } from 'vitest';
import { siteHref, sitePath } from './site-href';

describe('siteHref', () => {
  it("writes the site's own paths under the school's base", () => {
    expect(siteHref('/lasacacias', '/')).toBe('/lasacacias/');
    expect(siteHref('/lasacacias', '/noticias/dia-del-idioma')).toBe('/lasacacias/noticias/dia-del-idioma');
    expect(siteHref('/lasacacias', '/media/a1b2.webp')).toBe('/lasacacias/media/a1b2.webp');
    expect(siteHref('/lasacacias', '/api/buscar?q=matr%C3%ADcula')).toBe(
      '/lasacacias/api/buscar?q=matr%C3%ADcula',
    );
    expect(siteHref('/lasacacias', '/participa#foro')).toBe('/lasacacias/participa#foro');
  });

  it("leaves them as they are on the school's own domain", () => {
    for (const path of ['/', '/noticias', '/media/x.pdf?descargar=1', '/api/sitio'])
      expect(siteHref('', path)).toBe(path);
  });

  it('passes absolute addresses, protocol-relative ones, fragments, mail and phone links untouched', () => {
    for (const href of [
      'https://www.gov.co',
      'http://example.org/x',
      '//cdn.example.org/a.js',
      '#contenido',
      'mailto:rectoria@colegio.edu.co',
      'tel:+576041234567',
      'webcal://colegio.edu.co/eventos.ics',
      '',
    ])
      expect(siteHref('/lasacacias', href)).toBe(href);
  });
});

describe('sitePath', () => {
  it('is the path the registry writes for an address under the base', () => {
    expect(sitePath('/lasacacias', '/lasacacias/noticias')).toBe('/noticias');
    expect(sitePath('/lasacacias', '/lasacacias/')).toBe('/');
    expect(sitePath('/lasacacias', '/lasacacias')).toBe('/');
    expect(sitePath('', '/noticias')).toBe('/noticias');
  });

  it('leaves a path outside the base, or one that only starts with the same letters, as it is', () => {
    expect(sitePath('/lasacacias', '/noticias')).toBe('/noticias');
    expect(sitePath('/lasacacias', '/lasacaciasx/noticias')).toBe('/lasacaciasx/noticias');
  });

  it('undoes siteHref', () => {
    for (const path of ['/', '/noticias', '/transparencia/contratacion'])
      expect(sitePath('/el-carmen', siteHref('/el-carmen', path))).toBe(path);
  });
});
