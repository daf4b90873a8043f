import { brotliDecompressSync, brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage } from './compressed-pages';

/** A page-like text: repeated markup with varied words, as a rendered page is. */
function pageOf(seed: number): string {
  const words = [
    'Institución',
    'Educativa',
    'docentes',
    'noticias',
    'circular',
    'matrícula',
    'evento',
    'galería',
  ];
  let html = '<!doctype html><html lang="es"><head><style>.card{display:grid}</style></head><body>';
  for (let i = 0; i < 600; i++) {
    html += `<article class="_card_${(i * seed) % 97}"><h2>${words[(i + seed) % 8]} ${i * seed}</h2><p>${words[(i * 7) % 8]} ${words[(i * 3 + seed) % 8]}</p></article>`;
  }
  return `${html}</body></html>`;
}

describe('compressPage', () => {
  it('sends the same page in fewer bytes than the fast levels, and it decompresses to the page', async () => {
    const html = pageOf(3);
    const br = await compressPage(html, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(br.length).toBeLessThan(
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
    );
    const gz = await compressPage(html, 'gzip');
    expect(gunzipSync(gz).toString()).toBe(html);
    expect(gz.length).toBeLessThanOrEqual(gzipSync(html).length);
  });

  it('compresses a page once: the same HTML again is the bytes kept, an edited page is compressed anew', async () => {
    const html = pageOf(5);
    const first = await compressPage(html, 'br');
    expect(await compressPage(html, 'br')).toBe(first);
    const edited = await compressPage(html.replace('docentes', 'Docentes'), 'br');
    expect(edited).not.toBe(first);
    expect(brotliDecompressSync(edited).toString()).toContain('Docentes');
    // One copy per encoding.
    expect(await compressPage(html, 'gzip')).not.toBe(first);
  });

  it('keeps a bounded number of pages: the least recently sent one is compressed again', async () => {
    const oldest = pageOf(7);
    const kept = await compressPage(oldest, 'gzip');
    for (let i = 0; i < 64; i++) await compressPage(`<p>${i}</p>`, 'gzip');
    expect(await compressPage(oldest, 'gzip')).not.toBe(kept);
  });
});
