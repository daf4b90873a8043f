/**
 * A page's HTML as it goes on the wire (decision 0019). Brotli at its best quality is
 * about a tenth smaller than its fast levels and a seventh smaller than gzip: the home page (72 KB
 * of HTML) then fits the first round trip of a new connection (TCP's initial window, ~14 KB), a
 * round trip less before a phone on a slow network can paint it. That quality costs ~90 ms of a
 * worker thread (never the event loop) for the largest page, so an instance keeps the last pages'
 * compressed bytes by their content's hash: the same HTML asked again (another edge, or after the
 * CDN's minute) is sent without compressing it again; an edited page is compressed once.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** About 64 pages of 10-15 KB: every public address of a school's site, a megabyte at most. */
const KEEP = 64;
const kept = new Map<string, Buffer>();

export async function compressPage(html: string, encoding: PageEncoding): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha256').update(html).digest('base64')}`;
  const hit = kept.get(key);
  if (hit) {
    // Most recently used last: the first key is the one to drop.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const body =
    encoding === 'br'
      ? await brotli(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
          },
        })
      : await gzipped(html, { level: constants.Z_BEST_COMPRESSION });
  kept.set(key, body);
  if (kept.size > KEEP) kept.delete(kept.keys().next().value!);
  return body;
}
