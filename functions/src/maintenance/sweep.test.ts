import { describe, expect, it, vi } from 'vitest';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { BACKEND_DEADLINE_MS, DeadlineExceeded } from '../domain/deadline';
import { trashTitle } from '../data/trash';
import type { Bucket } from '../files/bucket';
import { variantNamesOf } from '../model';
import { baseOf, deleteIfUnused, isVariant, namesIn } from './sweep';

const photo = 'mf3k2a1b-0123456789abcdef0123.jpg';

describe('file references', () => {
  it('ties every variant to its original by base name', () => {
    for (const variant of variantNamesOf(photo)) {
      expect(isVariant(variant), variant).toBe(true);
      expect(baseOf(variant)).toBe(baseOf(photo));
    }
    expect(variantNamesOf(photo).some((n) => n.endsWith('-wfull.avif'))).toBe(true);
    expect(isVariant(photo)).toBe(false);
  });

  it('finds stored names anywhere in a document, and nothing else', () => {
    const pdf = 'mf3k2a1b-fedcba9876543210fedc.pdf';
    const found = namesIn({
      title: 'Foto de grupo.jpg',
      image: photo,
      values: { pdfone: pdf, list: ['texto', photo] },
      link: `https://example.com/media/${photo}`,
    });
    expect([...found].sort()).toEqual([baseOf(photo), baseOf(pdf)].sort());
  });
});

describe('trash title', () => {
  it("is the field under the list's Título column", () => {
    expect(trashTitle('docentes', { title: 'María', titleone: 'Pérez', image: photo })).toBe('María');
  });

  it('falls back to the first text that is not a file, then to the collection label', () => {
    expect(trashTitle('docentes', { title: '  ', image: photo, titleone: 'Pérez' })).toBe('Pérez');
    expect(trashTitle('docentes', { image: photo })).toBe('Docentes');
  });
});

describe('deleteIfUnused past its deadline (its transaction is guarded)', () => {
  it('fails, and a later attempt of its transaction, when Firestore answers again, deletes nothing', async () => {
    vi.useFakeTimers();
    try {
      // A stand-in Firestore whose first attempt never answers; `retry` runs the work as the SDK
      // would once Firestore is back, with reads that find no record naming the file.
      let work: ((tx: Transaction) => Promise<unknown>) | undefined;
      const query = { where: () => query, limit: () => query };
      const db = {
        collection: () => query,
        runTransaction(fn: (tx: Transaction) => Promise<unknown>) {
          work = fn;
          return new Promise<never>(() => undefined);
        },
      } as unknown as Firestore;
      const tx = { get: () => Promise.resolve({ empty: true }) } as unknown as Transaction;
      const deleted: string[] = [];
      const bucket = {
        file: (name: string) => ({ delete: () => (deleted.push(name), Promise.resolve([])) }),
      } as unknown as Bucket;

      const answer = deleteIfUnused(db, bucket, photo, [photo, ...variantNamesOf(photo)]).catch(
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(BACKEND_DEADLINE_MS + 1);
      expect(await answer).toBeInstanceOf(DeadlineExceeded);
      // The references it would judge by are stale by now: the file stays.
      await expect(work!(tx)).rejects.toBeInstanceOf(DeadlineExceeded);
      expect(deleted).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
