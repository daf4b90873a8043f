/**
 * Formatted text through the API (decision 0011): values stored before the long texts
 * became `richtext` (plain strings, lists of texts) are answered as documents everywhere the API
 * shows records — the record, its history versions, a restore from the Papelera — and a save
 * stores the document; a formatted text is stored as structure (a Firestore map), never as HTML.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { call } from './site';
import { adminToken, firstRecord } from './state';

type Rec = Record<string, unknown> & { _id: string; updatedAt: string };
let token: string;
const { db } = emulatorDeps();

beforeAll(async () => {
  token = await adminToken();
});

const paragraphs = (...texts: string[]) => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

describe('values stored before the field was formatted text', () => {
  it('are answered as documents, and the next save stores the document', async () => {
    const { _id } = await firstRecord('horizonte');
    // As the old site and records stored before formatted text hold them.
    await db
      .collection('horizonte')
      .doc(_id)
      .update({
        stringone: 'Formar personas íntegras.\n\nCon valores.',
        stringfour: ['Respeto', 'Solidaridad'],
      });

    for (const read of [
      () => call<Rec>('GET', `/api/horizonte/${_id}`, { token }),
      () => call<Rec>('GET', `/api/horizonte/${_id}`),
    ]) {
      const { body } = await read();
      expect(body.stringone).toEqual(paragraphs('Formar personas íntegras.', 'Con valores.'));
      expect(body.stringfour).toEqual(richTextFrom(['Respeto', 'Solidaridad']));
    }
    const list = (await call<Rec[]>('GET', '/api/horizonte')).body;
    expect(list[0]!.stringfour).toEqual(richTextFrom(['Respeto', 'Solidaridad']));

    // The admin form sends back what it loaded (the documents) with one change.
    const loaded = (await call<Rec>('GET', `/api/horizonte/${_id}`, { token })).body;
    const saved = await call<Rec>('PUT', `/api/horizonte/${_id}`, {
      token,
      json: {
        titleone: 'Misión',
        stringone: loaded.stringone,
        stringfour: loaded.stringfour,
        updatedAt: loaded.updatedAt,
      },
    });
    expect(saved.status).toBe(200);
    const stored = (await db.collection('horizonte').doc(_id).get()).data()!;
    expect(stored.stringone).toEqual(paragraphs('Formar personas íntegras.', 'Con valores.'));
    expect(stored.stringfour).toEqual(richTextFrom(['Respeto', 'Solidaridad']));

    // The version the save replaced keeps the plain text, and is answered as a document.
    const history = await call<Array<{ values: Rec }>>('GET', `/api/horizonte/${_id}/history`, { token });
    expect(history.status).toBe(200);
    expect(history.body[0]!.values.stringone).toEqual(
      paragraphs('Formar personas íntegras.', 'Con valores.'),
    );
    const kept = await db
      .collection('_history')
      .doc(`horizonte__${_id}`)
      .collection('versions')
      .orderBy('at', 'desc')
      .limit(1)
      .get();
    expect(kept.docs[0]!.get('values').stringone).toBe('Formar personas íntegras.\n\nCon valores.');
  });

  it('come back from the Papelera as documents', async () => {
    const made = await call<Rec>('POST', '/api/transparencia', {
      token,
      json: { subitem: '4.2', title: 'Informe de prueba (formato)', link: 'https://www.datos.gov.co' },
    });
    expect(made.status).toBe(201);
    const id = made.body._id;
    await db.collection('transparencia').doc(id).update({ description: 'Descripción de antes.' });
    expect((await call('DELETE', `/api/transparencia/${id}`, { token })).status).toBeLessThan(300);
    const restored = await call<Rec>('POST', `/api/trash/transparencia/${id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body.description).toEqual(paragraphs('Descripción de antes.'));
    await call('DELETE', `/api/transparencia/${restored.body._id}`, { token });
  });
});

describe('a formatted text', () => {
  it('is stored as its structure, bold, link and list included', async () => {
    const record = await firstRecord('resenahistorica');
    const value = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Fundación' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Fundado en ' },
            { type: 'text', text: '1962', marks: [{ type: 'bold' }] },
            { type: 'text', text: '; vea ' },
            { type: 'text', text: 'los docentes', marks: [{ type: 'link', attrs: { href: '/docentes' } }] },
          ],
        },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Primaria' }] }],
            },
          ],
        },
      ],
    };
    const res = await call<Rec>('PUT', `/api/resenahistorica/${record._id}`, {
      token,
      json: { stringtwo: value, updatedAt: record.updatedAt },
    });
    expect(res.status).toBe(200);
    expect(res.body.stringtwo).toEqual(value);
    expect((await db.collection('resenahistorica').doc(record._id).get()).get('stringtwo')).toEqual(value);
  });

  it('stores a table as its rows and cells; refuses a merged cell or a header out of place, with its label', async () => {
    const record = await firstRecord('resenahistorica');
    const cell = (type: string, text: string) => ({
      type,
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const table = {
      type: 'doc',
      content: [
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [cell('tableHeader', 'Grado'), cell('tableHeader', 'Jornada')] },
            { type: 'tableRow', content: [cell('tableCell', 'Sexto'), cell('tableCell', 'Mañana')] },
          ],
        },
      ],
    };
    const res = await call<Rec>('PUT', `/api/resenahistorica/${record._id}`, {
      token,
      json: { stringtwo: table, updatedAt: record.updatedAt },
    });
    expect(res.status).toBe(200);
    expect(res.body.stringtwo).toEqual(table);

    const merged = structuredClone(table);
    (merged.content[0]!.content[1]!.content[0] as Record<string, unknown>).attrs = { colspan: 2 };
    const misplaced = structuredClone(table);
    misplaced.content[0]!.content[1]!.content[0]!.type = 'tableHeader';
    const hostile = structuredClone(table);
    (hostile.content[0]!.content[1]!.content[0]!.content as unknown[]).push({
      type: 'html',
      text: '<script>',
    });
    for (const [what, value, message] of [
      ['merged', merged, /atributo no permitido \("colspan"\)/],
      ['misplaced', misplaced, /celdas de encabezado fuera de la primera fila/],
      ['hostile', hostile, /elemento no permitido \("html"\)/],
    ] as const) {
      const refused = await call<{ message: string }>('PUT', `/api/resenahistorica/${record._id}`, {
        token,
        json: { stringtwo: value, updatedAt: res.body.updatedAt },
      });
      expect(refused.status, what).toBe(400);
      expect(refused.body.message, what).toMatch(message);
    }
  });
});
