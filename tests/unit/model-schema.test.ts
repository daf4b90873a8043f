import { describe, expect, it } from 'vitest';
import { SEED_CONTENT } from '../../scripts/seed/content';
import { defineCollection } from '../../functions/src/model/collection';
import { COLLECTION_NAMES, COLLECTIONS, getCollection } from '../../functions/src/model/collections';
import { withCurrentKinds } from '../../functions/src/model/legacy-values';
import { emptyRecord, issueFields, validateRecord } from '../../functions/src/model/schema';
import { makeStoredName } from '../../functions/src/model/stored-names';

const EMPTY_DOC = { type: 'doc', content: [] };
const storedImage = makeStoredName('jpg', 'a'.repeat(20), Date.UTC(2026, 0, 1));
const storedPdf = makeStoredName('pdf', 'b'.repeat(20), Date.UTC(2026, 0, 1));

/** A seed record completed with stored file names, as the seeder stores it. */
function seededRecord(name: (typeof COLLECTION_NAMES)[number], index = 0) {
  const def = getCollection(name);
  // Formatted texts written as plain paragraphs are stored as their documents (decision 0011).
  const row = withCurrentKinds(def, (SEED_CONTENT[name] as Array<Record<string, unknown>>)[index]!);
  const record: Record<string, unknown> = { ...emptyRecord(def), ...row };
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind === 'image') record[key] = storedImage;
    if (field.kind === 'pdf') record[key] = storedPdf;
    // An album's photos: each a stored image of its own.
    if (field.kind === 'imageList' && Array.isArray(record[key])) {
      record[key] = (record[key] as Array<{ alt: string }>).map((p, i) => ({
        image: makeStoredName('jpg', i.toString(16).padStart(20, 'c'), Date.UTC(2026, 0, 1)),
        alt: p.alt,
      }));
    }
  }
  return record;
}

describe('collection declarations', () => {
  it('declare the school settings, the 13 content collections, then transparency and policies, in the order of the admin select', () => {
    expect(COLLECTION_NAMES).toEqual([
      'sitio',
      'carousel',
      'resenahistorica',
      'horizonte',
      'directivos',
      'administrativos',
      'docentes',
      'rendicioncuentas',
      'enfoquepedagogico',
      'modelopedagogico',
      'manualconvivencia',
      'tramiteretiros',
      'protocolobioseguridad',
      'convocatorias',
      'transparencia',
      'transparencianotas',
      'politicaprivacidad',
      'terminoscondiciones',
      'derechosautor',
      'noticias',
      'galerias',
      'eventos',
      'avisos',
      // The Participa menu's publications and the accessibility statement.
      'participa',
      'accesibilidad',
    ]);
  });

  it('allow create and delete exactly where spec §2 and §6 say', () => {
    const creatable = COLLECTION_NAMES.filter((n) => COLLECTIONS[n].canCreate);
    const deletable = COLLECTION_NAMES.filter((n) => COLLECTIONS[n].canDelete);
    expect(creatable).toEqual([
      'carousel',
      'directivos',
      'administrativos',
      'docentes',
      'convocatorias',
      'transparencia',
      'noticias',
      'galerias',
      'eventos',
      'avisos',
      'participa',
    ]);
    expect(deletable).toEqual([
      'carousel',
      'directivos',
      'administrativos',
      'docentes',
      'transparencia',
      'noticias',
      'galerias',
      'eventos',
      'avisos',
      'participa',
    ]);
  });

  it('name one record of every collection that can create, with its gender (the create screen says «Nuevo evento»)', () => {
    for (const name of COLLECTION_NAMES.filter((n) => COLLECTIONS[n].canCreate)) {
      const def: { singular?: string; gender?: string } = COLLECTIONS[name];
      expect(def.singular, name).toMatch(/^[a-záéíóúñ ]+$/);
      expect(['m', 'f'], name).toContain(def.gender);
    }
  });

  it('declare every field of spec §3 with a Spanish label', () => {
    expect(Object.keys(COLLECTIONS.carousel.fields).sort()).toEqual(['image', 'stringone', 'title']);
    expect(Object.keys(COLLECTIONS.docentes.fields).sort()).toEqual([
      'image',
      'stringfive',
      'stringfour',
      'stringone',
      'stringthree',
      'stringtwo',
      'title',
      'titleone',
    ]);
    // The lists of spec §3 are formatted text (a list is a bullet list in it).
    expect(COLLECTIONS.horizonte.fields.stringfour.kind).toBe('richtext');
    expect(COLLECTIONS.horizonte.fields.stringfive.kind).toBe('richtext');
    expect(COLLECTIONS.modelopedagogico.fields.stringtwo.kind).toBe('richtext');
    expect(Object.keys(COLLECTIONS.convocatorias.fields)).toHaveLength(20);
    for (const name of COLLECTION_NAMES) {
      for (const field of Object.values(getCollection(name).fields))
        expect(field.label.length).toBeGreaterThan(2);
    }
  });

  it('give every file field with a display name a declared fileName field', () => {
    for (const name of COLLECTION_NAMES) {
      const fields = getCollection(name).fields;
      for (const field of Object.values(fields)) {
        if ((field.kind === 'image' || field.kind === 'pdf') && field.nameField) {
          expect(fields[field.nameField]?.kind).toBe('fileName');
        }
      }
    }
  });
});

describe('validateRecord', () => {
  it.each(COLLECTION_NAMES)('accepts every seed record of %s', (name) => {
    const rows = SEED_CONTENT[name] as unknown[];
    rows.forEach((_, i) => {
      const result = validateRecord(getCollection(name), seededRecord(name, i), { partial: false });
      expect(result).toMatchObject({ ok: true });
    });
  });

  it.each(COLLECTION_NAMES)('rejects unknown fields in %s, naming them', (name) => {
    const result = validateRecord(
      getCollection(name),
      { ...seededRecord(name), intruso: 'x' },
      { partial: true },
    );
    expect(result).toMatchObject({
      ok: false,
      field: 'intruso',
      message: `Campo desconocido en ${name}: «intruso».`,
    });
  });

  it.each(COLLECTION_NAMES)('rejects a number where %s expects a text', (name) => {
    const def = getCollection(name);
    // The first text field: `title` almost everywhere, a sub-item's note in transparencianotas.
    const key = Object.keys(def.fields).find((k) => ['text', 'longText'].includes(def.fields[k]!.kind))!;
    const result = validateRecord(def, { [key]: 42 }, { partial: true });
    expect(result).toMatchObject({
      ok: false,
      field: key,
      message: expect.stringContaining('debe ser un texto'),
    });
  });

  // No collection of the site declares the list kinds any more: a declaration of its own.
  const lists = defineCollection({
    name: 'listas',
    label: 'Listas',
    cardinality: 'single',
    canCreate: false,
    canDelete: false,
    fields: {
      stringfour: { kind: 'textList', label: 'Lista del bloque 4' },
      stringfive: { kind: 'textList', label: 'Lista del bloque 5' },
      stringtwo: { kind: 'textOrList', label: 'Texto o lista del subtítulo' },
    },
  });

  it('rejects a text where a list is required, and a nested object in a list', () => {
    const horizonte = lists;
    expect(validateRecord(horizonte, { stringfour: 'uno' }, { partial: true })).toMatchObject({
      ok: false,
      field: 'stringfour',
      message: 'El campo «Lista del bloque 4» debe ser una lista de textos.',
    });
    expect(validateRecord(horizonte, { stringfive: [{ a: 1 }] }, { partial: true })).toMatchObject({
      ok: false,
      field: 'stringfive',
    });
  });

  it('accepts a text or a list for a textOrList field, nothing else', () => {
    const modelo = lists;
    expect(validateRecord(modelo, { stringtwo: 'párrafo' }, { partial: true }).ok).toBe(true);
    expect(validateRecord(modelo, { stringtwo: ['a', 'b'] }, { partial: true }).ok).toBe(true);
    expect(validateRecord(modelo, { stringtwo: 3 }, { partial: true })).toMatchObject({
      ok: false,
      message: 'El campo «Texto o lista del subtítulo» debe ser un texto o una lista de textos.',
    });
  });

  it('bounds lengths', () => {
    const carousel = getCollection('carousel');
    expect(validateRecord(carousel, { title: 'x'.repeat(301) }, { partial: true })).toMatchObject({
      ok: false,
      message: 'El campo «Título» admite como máximo 300 caracteres.',
    });
    const list = Array.from({ length: 51 }, () => 'x');
    expect(validateRecord(lists, { stringfour: list }, { partial: true })).toMatchObject({
      ok: false,
      message: 'El campo «Lista del bloque 4» admite como máximo 50 elementos.',
    });
  });

  it('refuses javascript: links and file fields that are not generated names', () => {
    const docentes = getCollection('docentes');
    expect(validateRecord(docentes, { stringtwo: 'javascript:alert(1)' }, { partial: true })).toMatchObject({
      ok: false,
      field: 'stringtwo',
    });
    expect(validateRecord(docentes, { stringfive: 'mailto:a@b.co' }, { partial: true }).ok).toBe(true);
    expect(validateRecord(docentes, { image: '../secret.png' }, { partial: true })).toMatchObject({
      ok: false,
      message: 'El campo «Foto (1040x1040 px)» debe ser un archivo subido desde el formulario.',
    });
  });

  it('refuses bodies that are not objects, and __proto__ keys', () => {
    const carousel = getCollection('carousel');
    expect(validateRecord(carousel, [], { partial: true }).ok).toBe(false);
    expect(validateRecord(carousel, null, { partial: true }).ok).toBe(false);
    expect(
      validateRecord(carousel, JSON.parse('{"__proto__": {"admin": true}}'), { partial: true }),
    ).toMatchObject({ ok: false });
  });

  it('fills a create with empty values', () => {
    const result = validateRecord(getCollection('resenahistorica'), { title: 'Nuevo' }, { partial: false });
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Nuevo',
        stringone: EMPTY_DOC,
        stringtwo: EMPTY_DOC,
        stringthree: EMPTY_DOC,
        stringfour: EMPTY_DOC,
        image: '',
      },
    });
  });
});

describe('required fields', () => {
  it('refuse a create without them, and an update that empties them', () => {
    const carousel = getCollection('carousel');
    expect(validateRecord(carousel, { title: 'Nueva' }, { partial: false })).toMatchObject({
      ok: false,
      field: 'image',
      message: 'El campo «Imagen (1280x471 px)» es obligatorio.',
    });
    expect(validateRecord(carousel, { title: '  ' }, { partial: true })).toMatchObject({
      ok: false,
      field: 'title',
    });
    expect(validateRecord(carousel, { stringone: 'solo leyenda' }, { partial: true }).ok).toBe(true);
  });
});

describe('every problem at once', () => {
  const avisos = getCollection('avisos');
  const blank = { text: '', link: '', level: '', from: '', until: '', estado: '' };

  it("a blank notice names each empty required field in one answer, in the form's order", () => {
    const result = validateRecord(avisos, blank, { partial: false });
    expect(result).toMatchObject({ ok: false, field: 'text' });
    if (result.ok) return;
    expect(result.issues).toEqual([
      { field: 'text', message: 'El campo «Texto del aviso» es obligatorio.' },
      { field: 'level', message: 'El campo «Nivel» es obligatorio.' },
      { field: 'from', message: 'El campo «Visible desde» es obligatorio.' },
      { field: 'until', message: 'El campo «Visible hasta» es obligatorio.' },
    ]);
    expect(Object.keys(issueFields(result.issues))).toEqual(['text', 'level', 'from', 'until']);
  });

  it('reports a wrong value beside the empty ones, and a rule across fields beside both', () => {
    const result = validateRecord(
      avisos,
      {
        ...blank,
        link: 'javascript:alert(1)',
        from: '2026-05-02T13:00:00.000Z',
        until: '2026-05-01T13:00:00.000Z',
      },
      { partial: false },
    );
    if (result.ok) throw new Error('accepted');
    expect(result.issues.map((i) => i.field)).toEqual(['text', 'link', 'level', 'until']);
    expect(result.issues[3]!.message).toBe('«Visible hasta» no puede ser anterior a «Visible desde».');
  });

  it('judges a rule across fields only on fields that are right (no second message for a wrong date)', () => {
    const result = validateRecord(
      avisos,
      { ...blank, text: 'Aviso', level: 'info', from: 'ayer', until: '2026-05-01T13:00:00.000Z' },
      { partial: false },
    );
    if (result.ok) throw new Error('accepted');
    expect(result.issues.map((i) => i.field)).toEqual(['from']);
  });
});

describe("site paths in a notice's link", () => {
  const avisos = getCollection('avisos');
  const link = (value: string) => validateRecord(avisos, { link: value }, { partial: true }).ok;

  it('accepts a path of this site and the usual links', () => {
    for (const ok of [
      '/eventos',
      '/noticias/dia-del-idioma#fotos',
      '/pqrsd?tipo=reclamo',
      'https://x.gov.co',
      'tel:3001234567',
    ])
      expect(link(ok), ok).toBe(true);
  });

  it('refuses what a browser reads as another site, and a path with spaces or controls', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/a b',
      'eventos',
      'javascript:alert(1)',
    ])
      expect(link(bad), JSON.stringify(bad)).toBe(false);
    expect(validateRecord(avisos, { link: '//evil.example' }, { partial: true })).toMatchObject({
      field: 'link',
      message: expect.stringContaining('dirección de este sitio que empiece por /'),
    });
  });

  it('stays refused where a link is not declared `sitePath` (a staff card)', () => {
    expect(validateRecord(getCollection('docentes'), { stringtwo: '/eventos' }, { partial: true }).ok).toBe(
      false,
    );
  });
});
