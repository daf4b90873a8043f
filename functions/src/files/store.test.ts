/**
 * A Storage write whose connection breaks (EPIPE under forty album photos at once, a kept-alive
 * socket hung up) is tried twice more, and a third break is a 503 (Unavailable), never a 500. Storage is faked here because a
 * broken socket cannot be asked of the emulator; the happy path runs against it in the API tests.
 */
import { describe, expect, it } from 'vitest';
import { Unavailable } from '../domain/errors';
import type { Bucket } from './bucket';
import { isTransientNetworkError, removeFiles, storeFile, type FileBinding } from './store';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const BINDING: FileBinding = {
  collection: 'convocatorias',
  field: 'pdfone',
  rule: 'pdf',
  uploader: 'test',
  originalName: 'acta.pdf',
};

function epipe(): Error {
  return Object.assign(new Error('request to http://127.0.0.1:9199/upload failed, reason: write EPIPE'), {
    name: 'FetchError',
    code: 'EPIPE',
  });
}

/** A bucket whose saves answer, in turn, what `outcomes` says. */
function bucketAnswering(outcomes: Array<'ok' | 'epipe' | 'exists'>): {
  bucket: Bucket;
  saves: () => number;
} {
  let saves = 0;
  const bucket = {
    file: () => ({
      save: async () => {
        const outcome = outcomes[saves++] ?? 'ok';
        if (outcome === 'epipe') throw epipe();
        if (outcome === 'exists') throw Object.assign(new Error('Precondition Failed'), { code: 412 });
      },
    }),
  } as unknown as Bucket;
  return { bucket, saves: () => saves };
}

describe('storeFile and a broken connection to Storage', () => {
  it('tries a write again when its connection broke, up to three times', async () => {
    const { bucket, saves } = bucketAnswering(['epipe', 'ok']);
    expect(await storeFile(bucket, PDF, 'pdf', BINDING)).toMatch(/\.pdf$/);
    expect(saves()).toBe(2);
    const twice = bucketAnswering(['epipe', 'epipe', 'ok']);
    expect(await storeFile(twice.bucket, PDF, 'pdf', BINDING)).toMatch(/\.pdf$/);
    expect(twice.saves()).toBe(3);
  });

  it('takes "already exists" on the second try as the first one having landed', async () => {
    const { bucket, saves } = bucketAnswering(['epipe', 'exists']);
    expect(await storeFile(bucket, PDF, 'pdf', BINDING)).toMatch(/\.pdf$/);
    expect(saves()).toBe(2);
  });

  it('answers Unavailable (a 503) when it breaks three times, and does not retry other errors', async () => {
    const broken = bucketAnswering(['epipe', 'epipe', 'epipe', 'ok']);
    await expect(storeFile(broken.bucket, PDF, 'pdf', BINDING)).rejects.toBeInstanceOf(Unavailable);
    expect(broken.saves()).toBe(3);
    const refused = bucketAnswering(['exists']);
    await expect(storeFile(refused.bucket, PDF, 'pdf', BINDING)).rejects.toMatchObject({ code: 412 });
    expect(refused.saves()).toBe(1);
  });

  it('tells network breaks from other failures', () => {
    expect(isTransientNetworkError(epipe())).toBe(true);
    expect(isTransientNetworkError(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isTransientNetworkError(new Error('socket hang up'))).toBe(true);
    expect(isTransientNetworkError(Object.assign(new Error('Forbidden'), { code: 403 }))).toBe(false);
    expect(isTransientNetworkError(null)).toBe(false);
  });
});

describe('removeFiles', () => {
  it('deletes a few at a time and tries a delete again when its connection broke', async () => {
    let running = 0;
    let most = 0;
    const deleted: string[] = [];
    const broken = new Set(['media/c.pdf']);
    const bucket = {
      file: (path: string) => ({
        delete: async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running--;
          if (broken.delete(path))
            throw Object.assign(new Error('socket hang up'), { name: 'FetchError', code: 'ECONNRESET' });
          deleted.push(path);
        },
      }),
    } as unknown as Bucket;
    const names = Array.from(
      { length: 30 },
      (_, i) => `${String.fromCharCode(97 + (i % 26))}${i >= 26 ? i : ''}.pdf`,
    );
    await removeFiles(bucket, names);
    expect(new Set(deleted)).toEqual(new Set(names.map((n) => `media/${n}`)));
    expect(most).toBeLessThanOrEqual(8);
  });
});
