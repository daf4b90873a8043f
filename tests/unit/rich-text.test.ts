/**
 * The `richtext` kind's validator (functions/src/model/rich-text-check.ts) through the collection
 * schema, as the function and the admin form run it: every hostile value is refused with a Spanish
 * message naming the field by its label; what the editor produces passes unchanged.
 */
import { describe, expect, it } from 'vitest';
import {
  defineCollection,
  isRichTextEmpty,
  isSafeHref,
  richTextFrom,
  richTextPlain,
  richTextProblem,
  validateRecord,
  withCurrentKinds,
} from '../../functions/src/model';
import { HOSTILE_RICH_TEXT, VALID_RICH_TEXT } from './rich-text-corpus';

const notas = defineCollection({
  name: 'pruebas',
  label: 'Pruebas',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    body: { kind: 'richtext', label: 'Texto de la noticia' },
    summary: { kind: 'richtext', label: 'Resumen', required: true },
  },
});

describe('richtext validation', () => {
  it.each(HOSTILE_RICH_TEXT)('refuses $name, naming the field by its label', ({ value }) => {
    expect(richTextProblem(value)).toEqual(expect.any(String));
    const result = validateRecord(notas, { body: value }, { partial: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.field).toBe('body');
    expect(result.message).toMatch(/^El campo «Texto de la noticia» .+\.$/);
    expect(result.message).not.toMatch(/undefined|object Object|Invalid|expected/i);
  });

  it.each(VALID_RICH_TEXT)('accepts $name unchanged', ({ value }) => {
    expect(richTextProblem(value)).toBeNull();
    const result = validateRecord(notas, { body: value }, { partial: true });
    expect(result).toEqual({ ok: true, value: { body: value } });
  });

  it('says which link is refused and what is allowed', () => {
    const value = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'JaVaScRiPt:alert(1)' } }] },
          ],
        },
      ],
    };
    expect(richTextProblem(value)).toMatch(
      /enlace no permitido \("JaVaScRiPt:alert\(1\)"\).*https:\/\/, mailto:, tel:/,
    );
  });

  it('treats a document without text as empty for a required field', () => {
    const empty = { type: 'doc', content: [{ type: 'paragraph' }] };
    const result = validateRecord(notas, { summary: empty }, { partial: true });
    expect(result).toMatchObject({
      ok: false,
      field: 'summary',
      message: 'El campo «Resumen» es obligatorio.',
    });
    expect(isRichTextEmpty(empty)).toBe(true);
  });

  it('fills a missing richtext field of a create with an empty document', () => {
    const summary = richTextFrom('Resumen');
    const result = validateRecord(notas, { summary }, { partial: false });
    expect(result).toEqual({ ok: true, value: { title: '', body: { type: 'doc', content: [] }, summary } });
  });
});

describe('isSafeHref', () => {
  it.each([
    'https://a.co',
    'HTTPS://A.CO/x',
    'mailto:a@b.co',
    'tel:+57 601 234 5678'.replace(/ /g, ''),
    '/',
    '/docentes',
    '/transparencia/contratacion?x=1#y',
  ])('accepts %s', (href) => expect(isSafeHref(href)).toBe(true));
  it.each([
    '',
    'javascript:alert(1)',
    ' https://a.co',
    'https://a.co\u200b',
    'http://a.co',
    '//a.co',
    '/\\a.co',
    'https://',
    'ftp://a.co',
    'a.co',
    'tel:abc',
  ])('refuses %j', (href) => expect(isSafeHref(href)).toBe(false));
});

describe('legacy values (decision 0011)', () => {
  it('reads a plain long text as one paragraph per line, as its page showed it', () => {
    expect(richTextFrom('Primera línea.\n\n  Segunda línea.  \nTercera.')).toEqual({
      type: 'doc',
      content: ['Primera línea.', 'Segunda línea.', 'Tercera.'].map((text) => ({
        type: 'paragraph',
        content: [{ type: 'text', text }],
      })),
    });
    expect(richTextFrom('')).toEqual({ type: 'doc', content: [] });
    expect(richTextFrom(undefined)).toEqual({ type: 'doc', content: [] });
  });

  it('reads a list of texts as a bullet list', () => {
    const value = richTextFrom(['Uno', ' ', 'Dos ']);
    expect(value).toEqual({
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: ['Uno', 'Dos'].map((text) => ({
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
          })),
        },
      ],
    });
    expect(richTextProblem(value)).toBeNull();
    expect(richTextPlain(value)).toBe('Uno\nDos');
  });

  it('keeps HTML typed into an old text as text: upgraded, it is valid and renders as words', () => {
    const value = richTextFrom('<script>alert(1)</script>');
    expect(richTextProblem(value)).toBeNull();
    expect(richTextPlain(value)).toBe('<script>alert(1)</script>');
  });

  it('upgrades only richtext fields of a record, and leaves a record without old values as it is', () => {
    const record = { title: 'T\nx', body: 'Uno\nDos', summary: ['a'] };
    const upgraded = withCurrentKinds(notas, record);
    expect(upgraded.title).toBe('T\nx');
    expect(richTextPlain(upgraded.body)).toBe('Uno\nDos');
    expect(upgraded.summary).toMatchObject({ type: 'doc', content: [{ type: 'bulletList' }] });
    const current = { title: 'T', body: richTextFrom('x') };
    expect(withCurrentKinds(notas, current)).toBe(current);
  });
});
