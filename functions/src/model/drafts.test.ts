/** Drafts: the one predicate every public read uses hides drafts and records in review. */
import { describe, expect, it } from 'vitest';
import { getCollection } from './collections';
import { creatorOf, draftStateOf, isUnpublished, reviewNoteOf } from './drafts';
import { isFiltered, isPublicAt, publicAt } from './schedule';

const NOW = Date.parse('2026-05-10T12:00:00.000Z');
const noticias = getCollection('noticias');
const galerias = getCollection('galerias');
const docentes = getCollection('docentes');
const news = (estado: unknown, publishAt = '2026-05-01T00:00:00.000Z') => ({
  _id: String(estado),
  title: 'x',
  publishAt,
  estado,
});

describe('drafts', () => {
  it('a draft or a record in review is never public, whatever its dates; published, missing or empty reads as published', () => {
    expect(isPublicAt(noticias, news('borrador'), NOW)).toBe(false);
    expect(isPublicAt(noticias, news('revision'), NOW)).toBe(false);
    expect(isPublicAt(noticias, news('publicado'), NOW)).toBe(true);
    expect(isPublicAt(noticias, news(''), NOW)).toBe(true);
    expect(isPublicAt(noticias, { _id: 'old', publishAt: '2026-05-01T00:00:00.000Z' }, NOW)).toBe(true);
    // Published but scheduled: still not public before its start.
    expect(isPublicAt(noticias, news('publicado', '2026-06-01T00:00:00.000Z'), NOW)).toBe(false);
  });

  it('an album (no schedule) is filtered by its drafts alone, in its stored order', () => {
    expect(isFiltered(galerias)).toBe(true);
    const albums = [{ _id: 'a', estado: 'publicado' }, { _id: 'b', estado: 'borrador' }, { _id: 'c' }];
    expect(publicAt(galerias, albums, NOW).map((r) => r._id)).toEqual(['a', 'c']);
  });

  it('a collection without drafts ignores any estado; an unknown value reads as published', () => {
    expect(isFiltered(docentes)).toBe(false);
    expect(isUnpublished(docentes, { estado: 'borrador' })).toBe(false);
    expect(draftStateOf(noticias, { estado: 'secreto' })).toBe('publicado');
  });

  it('reads who created a record and the review note, tolerating records from before', () => {
    expect(creatorOf({ createdBy: { uid: 'u1', email: 'a@b.co' } })).toBe('u1');
    expect(creatorOf({ createdBy: 'u1' })).toBeUndefined();
    expect(creatorOf({})).toBeUndefined();
    expect(reviewNoteOf({ reviewNote: 'Revise la fecha.' })).toBe('Revise la fecha.');
    expect(reviewNoteOf({ reviewNote: 3 })).toBe('');
  });
});
