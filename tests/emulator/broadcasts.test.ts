/**
 * The Secretaría's broadcasts (platform/broadcasts.ts, decision 0035): one circular or notice
 * written once reaches every chosen school as its own record, marked «De la Secretaría de
 * Educación» on its page, in its lists, feed and search; the school cannot change it, only hide it
 * from its home page; an edit and a withdrawal reach every copy; a school not chosen never sees it.
 * Each test sends and withdraws its own broadcasts; afterAll removes every trace of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { pdf } from './fixtures';
import { call, formOf } from './site';
import { platformCall, removeBroadcastTraces, seededAccount, seededToken } from './platform';
import { adminToken } from './state';

const root = emulatorRoot();
const WORD = `zqb${Date.now().toString(36)}`;
const MARK = 'De la Secretaría de Educación';
/** The search index is rebuilt when older than a minute: each step moves the test clock past that. */
let clockMs = 0;
const nextMinute = () => root.db.doc('_test/clock').set({ offsetMs: (clockMs += 2 * 60_000) });

let secretaria = '';
let lectura = '';
let sanjose = '';
let lasacacias = '';
const sent: string[] = [];

/** A school's address on the emulator: San José at its own domain, the others at /{slug}. */
const at = (school: string, path: string) => (school === 'sanjose' ? path : `/${school}${path}`);
const schoolCall = <T = unknown>(
  school: string,
  method: string,
  path: string,
  token?: string,
  json?: unknown,
) =>
  school === 'sanjose'
    ? call<T>(method, path, { token, ...(json !== undefined ? { json } : {}) })
    : platformCall<T>(method, at(school, path), { token, ...(json !== undefined ? { json } : {}) });
const page = async (school: string, path: string) => (await schoolCall<string>(school, 'GET', path)).body;

type Copy = {
  _id: string;
  title?: string;
  text?: string;
  slug?: string;
  attachment?: string;
  comunicado?: { id: string };
};
async function copiesOf(school: string, collection: 'noticias' | 'avisos', id: string): Promise<Copy[]> {
  const res = await schoolCall<Copy[]>(school, 'GET', `/api/${collection}`);
  expect(res.status).toBe(200);
  return res.body.filter((r) => r.comunicado?.id === id);
}

interface Sent {
  id: string;
  total: number;
  escritas: number;
  pendientes: string[];
  colegios: string[];
  ocultoEn: string[];
  estado: string;
}

async function send(fields: Record<string, string>, withPdf = false): Promise<Sent> {
  const res = await platformCall<Sent & { message?: string }>('POST', '/api/plataforma/comunicados', {
    token: secretaria,
    form: formOf(
      fields,
      withPdf ? { pdf: [pdf('Circular de la Secretaría'), 'Circular 014 Secretaría.pdf'] } : {},
    ),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  sent.push(res.body.id);
  return res.body;
}

const countBroadcasts = async () => (await root.db.collection('comunicados').get()).size;

beforeAll(async () => {
  secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
  lectura = await seededToken(seededAccount({ platform: 'secretaria-lectura' }));
  sanjose = await adminToken();
  lasacacias = await seededToken(seededAccount({ school: 'lasacacias' }));
});

afterAll(async () => {
  await root.db.doc('_test/clock').delete();
  await removeBroadcastTraces(sent, secretaria);
});

describe('who sends, and to whom', () => {
  it('secretaria-lectura is refused (403), nothing created', async () => {
    const before = await countBroadcasts();
    const res = await platformCall<{ message: string }>('POST', '/api/plataforma/comunicados', {
      token: lectura,
      json: { tipo: 'aviso', titulo: 'x', texto: 'x', destino: { tipo: 'todas' } },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/solo lectura/);
    expect(await countBroadcasts()).toBe(before);
  });

  it.each([
    ['an empty list', { tipo: 'lista', colegios: [] }, /al menos un colegio/],
    [
      'a municipality with no active school',
      { tipo: 'municipio', municipio: 'Macondo' },
      /no tiene colegios activos/,
    ],
    ['a school that is none', { tipo: 'lista', colegios: ['no-existe'] }, /no-existe/],
  ])(
    'a broadcast to zero schools (%s) is refused with a Spanish 400, nothing created',
    async (_, destino, why) => {
      const before = await countBroadcasts();
      const res = await platformCall<{ message: string; fields: Record<string, string> }>(
        'POST',
        '/api/plataforma/comunicados',
        { token: secretaria, json: { tipo: 'aviso', titulo: 'Prueba', texto: 'Prueba', destino } },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(why);
      expect(res.body.fields.destino).toBeTruthy();
      expect(await countBroadcasts()).toBe(before);
    },
  );

  it('a circular without a title or text names both fields', async () => {
    const res = await platformCall<{ fields: Record<string, string> }>(
      'POST',
      '/api/plataforma/comunicados',
      {
        token: secretaria,
        json: { tipo: 'circular', titulo: '', texto: '', destino: { tipo: 'todas' } },
      },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['texto', 'titulo']);
  });

  it('to every active school: each seeded school gets its own notice, marked in its notice bar', async () => {
    const b = await send({
      tipo: 'aviso',
      titulo: `Aviso ${WORD}`,
      texto: `Jornada pedagógica ${WORD}`,
      destino: '{"tipo":"todas"}',
    });
    const active = (await root.db.collection('schools').where('status', '==', 'activa').get()).docs.map(
      (d) => d.id,
    );
    expect(b.colegios.sort()).toEqual(active.sort());
    expect(b.escritas).toBe(active.length);
    for (const school of ['sanjose', 'lasacacias', 'elcarmen']) {
      const [copy, ...more] = await copiesOf(school, 'avisos', b.id);
      expect(more).toEqual([]);
      expect(copy?.text).toBe(`Jornada pedagógica ${WORD}`);
      const html = (await page(school, '/contacto')).replace(/<!-- -->/g, '');
      expect(html).toContain(`${MARK}:</em> Jornada pedagógica ${WORD}`);
    }
    await platformCall('DELETE', `/api/plataforma/comunicados/${b.id}`, { token: secretaria });
    for (const school of ['sanjose', 'lasacacias', 'elcarmen']) {
      expect(await copiesOf(school, 'avisos', b.id)).toEqual([]);
      expect(await page(school, '/contacto')).not.toContain(`Jornada pedagógica ${WORD}`);
    }
  });

  it('to a municipality: only its schools', async () => {
    const b = await send({
      tipo: 'aviso',
      titulo: `Municipio ${WORD}`,
      texto: `Solo El Carmen ${WORD}`,
      destino: JSON.stringify({ tipo: 'municipio', municipio: 'el carmen de la sierra' }),
    });
    expect(b.colegios).toEqual(['elcarmen']);
    expect(await copiesOf('elcarmen', 'avisos', b.id)).toHaveLength(1);
    expect(await copiesOf('sanjose', 'avisos', b.id)).toEqual([]);
    expect(await copiesOf('lasacacias', 'avisos', b.id)).toEqual([]);
  });
});

describe('a run cut short is resumed', () => {
  it('reanudar writes only the schools not at the current version, never a second copy', async () => {
    const b = await send({
      tipo: 'aviso',
      titulo: `Reanudar ${WORD}`,
      texto: `Aviso reanudado ${WORD}`,
      destino: JSON.stringify({ tipo: 'lista', colegios: ['sanjose', 'elcarmen'] }),
    });
    // As if the run had stopped before El Carmen: its copy missing, its state never written.
    const [copy] = await copiesOf('elcarmen', 'avisos', b.id);
    await root.db.doc(`schools/elcarmen/avisos/${copy!._id}`).delete();
    await root.db.doc(`comunicados/${b.id}`).update({ 'copias.elcarmen': FieldValue.delete() });
    const listed = await platformCall<Sent[]>('GET', '/api/plataforma/comunicados', { token: secretaria });
    expect(listed.body.find((x) => x.id === b.id)?.pendientes).toEqual(['elcarmen']);
    const res = await platformCall<{ escritas: number; fallidas: string[] }>(
      'POST',
      `/api/plataforma/comunicados/${b.id}/reanudar`,
      { token: secretaria },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ escritas: 1, fallidas: [] });
    expect(await copiesOf('elcarmen', 'avisos', b.id)).toHaveLength(1);
    expect(await copiesOf('sanjose', 'avisos', b.id)).toHaveLength(1);
    // Nothing left: a second run writes nothing.
    const again = await platformCall<{ escritas: number }>(
      'POST',
      `/api/plataforma/comunicados/${b.id}/reanudar`,
      {
        token: secretaria,
      },
    );
    expect(again.body.escritas).toBe(0);
  });
});

describe('a circular to a list of schools', () => {
  let b: Sent;
  const title = `Circular de la Secretaría ${WORD}`;
  const chosen = ['sanjose', 'lasacacias'];

  beforeAll(async () => {
    b = await send(
      {
        tipo: 'circular',
        titulo: title,
        texto: `Calendario escolar del segundo semestre ${WORD}.`,
        destino: JSON.stringify({ tipo: 'lista', colegios: chosen }),
      },
      true,
    );
  });

  it('each chosen school shows it as its own published circular, marked, with its PDF in its own media', async () => {
    expect(b).toMatchObject({ total: 2, escritas: 2, pendientes: [] });
    const attachments: string[] = [];
    for (const school of chosen) {
      const [copy] = await copiesOf(school, 'noticias', b.id);
      expect(copy?.title).toBe(title);
      attachments.push(copy!.attachment!);
      const article = await page(school, `/noticias/${copy!.slug}`);
      expect(article).toContain(title);
      expect(article).toContain(`Circular · ${MARK}`);
      expect(await page(school, '/noticias')).toContain(MARK);
      expect(await page(school, '/circulares')).toContain(MARK);
      const rss = await page(school, '/noticias/rss.xml');
      expect(rss).toContain(`<category>${MARK}</category>`);
      const media = await schoolCall(school, 'GET', `/media/${copy!.attachment}`);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toMatch(/pdf/);
    }
    // One file per school, each in that school's own media.
    expect(new Set(attachments).size).toBe(2);
    expect((await schoolCall('lasacacias', 'GET', `/media/${attachments[0]}`)).status).toBe(404);
  });

  it('a school not chosen never sees it: not in its list, page, feed or media', async () => {
    expect(await copiesOf('elcarmen', 'noticias', b.id)).toEqual([]);
    expect(await page('elcarmen', '/noticias')).not.toContain(title);
    expect(await page('elcarmen', '/noticias/rss.xml')).not.toContain(title);
    const [copy] = await copiesOf('sanjose', 'noticias', b.id);
    expect((await schoolCall('elcarmen', 'GET', `/media/${copy!.attachment}`)).status).toBe(404);
  });

  it('appears in each chosen school’s search, marked', async () => {
    await nextMinute();
    for (const school of chosen) {
      const html = await page(school, `/buscar?q=${WORD}`);
      expect(html).toContain(title);
      expect(html).toContain(MARK);
    }
    expect(await page('elcarmen', `/buscar?q=${WORD}`)).not.toContain(title);
  });

  it('the school cannot edit or delete it (403, Spanish), by any write route', async () => {
    const [copy] = await copiesOf('sanjose', 'noticias', b.id);
    const whole = (
      await call<Record<string, unknown>>('GET', `/api/noticias/${copy!._id}`, { token: sanjose })
    ).body;
    const edits = [
      await call<{ message: string }>('PUT', `/api/noticias/${copy!._id}`, {
        token: sanjose,
        json: { title: 'Cambiado' },
      }),
      // A record read and sent back whole, its mark included, reaches the same refusal.
      await call<{ message: string }>('PUT', `/api/noticias/${copy!._id}`, {
        token: sanjose,
        json: { ...whole, title: 'Cambiado' },
      }),
      await call<{ message: string }>('DELETE', `/api/noticias/${copy!._id}`, { token: sanjose }),
      await call<{ message: string }>('POST', `/api/noticias/${copy!._id}/devolver`, {
        token: sanjose,
        json: { nota: 'no' },
      }),
    ];
    for (const res of edits) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.message).toMatch(/Secretaría de Educación/);
    }
    // A school cannot put the mark on a record of its own either.
    const forged = await call('POST', '/api/noticias', {
      token: sanjose,
      json: {
        title: 'Falsa',
        kind: 'noticia',
        summary: 'x',
        publishAt: new Date().toISOString(),
        comunicado: { id: b.id },
      },
    });
    expect(forged.status).toBe(400);
    const [still] = await copiesOf('sanjose', 'noticias', b.id);
    expect(still?.title).toBe(title);
  });

  it('a school hides it from its home page only; the console lists who hides it', async () => {
    const [copy] = await copiesOf('lasacacias', 'noticias', b.id);
    expect(await page('lasacacias', '/')).toContain(title);
    const res = await schoolCall(
      'lasacacias',
      'PUT',
      `/api/comunicados/noticias/${copy!._id}/inicio`,
      lasacacias,
      {
        oculto: true,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await page('lasacacias', '/')).not.toContain(title);
    expect(await page('lasacacias', '/noticias')).toContain(title);
    expect(await page('lasacacias', '/noticias/rss.xml')).toContain(title);
    // The other school still shows it at home.
    expect(await page('sanjose', '/')).toContain(title);
    const panel = (await root.db.doc('schools/lasacacias/panel/resumen').get()).data();
    expect(panel?.comunicados?.ocultosEnInicio).toContain(b.id);
    const list = await platformCall<Sent[]>('GET', '/api/plataforma/comunicados', { token: lectura });
    expect(list.body.find((x) => x.id === b.id)?.ocultoEn).toEqual(['lasacacias']);
    // Shown again.
    await schoolCall('lasacacias', 'PUT', `/api/comunicados/noticias/${copy!._id}/inicio`, lasacacias, {
      oculto: false,
    });
    expect(await page('lasacacias', '/')).toContain(title);
    const after = (await root.db.doc('schools/lasacacias/panel/resumen').get()).data();
    expect(after?.comunicados?.ocultosEnInicio).not.toContain(b.id);
  });

  it('the hide toggle is refused on a school’s own record', async () => {
    const own = (await call<Copy[]>('GET', '/api/noticias')).body.find((r) => !r.comunicado)!;
    const res = await call<{ message: string }>('PUT', `/api/comunicados/noticias/${own._id}/inicio`, {
      token: sanjose,
      json: { oculto: true },
    });
    expect(res.status).toBe(400);
  });

  it('an edit reaches every copy: page, list and search', async () => {
    const edited = `Circular corregida ${WORD}`;
    const res = await platformCall<Sent>('PUT', `/api/plataforma/comunicados/${b.id}`, {
      token: secretaria,
      json: { titulo: edited },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.escritas).toBe(2);
    await nextMinute();
    for (const school of chosen) {
      const [copy] = await copiesOf(school, 'noticias', b.id);
      expect(copy?.title).toBe(edited);
      expect(await page(school, `/noticias/${copy!.slug}`)).toContain(edited);
      expect(await page(school, `/buscar?q=${WORD}`)).toContain(edited);
    }
    // An edit cannot change whom it reaches.
    const retarget = await platformCall('PUT', `/api/plataforma/comunicados/${b.id}`, {
      token: secretaria,
      json: { destino: { tipo: 'todas' } },
    });
    expect(retarget.status).toBe(400);
  });

  it('a withdrawal removes every copy: page, list, feed, search and its file; the school cannot restore it', async () => {
    const copies = await Promise.all(chosen.map(async (s) => (await copiesOf(s, 'noticias', b.id))[0]!));
    const res = await platformCall<Sent>('DELETE', `/api/plataforma/comunicados/${b.id}`, {
      token: secretaria,
    });
    expect(res.status).toBe(200);
    expect(res.body.estado).toBe('retirado');
    await nextMinute();
    for (const [i, school] of chosen.entries()) {
      const copy = copies[i]!;
      expect(await copiesOf(school, 'noticias', b.id)).toEqual([]);
      expect((await schoolCall(school, 'GET', `/noticias/${copy.slug}`)).status).toBe(404);
      expect(await page(school, '/noticias')).not.toContain(`Circular corregida ${WORD}`);
      expect(await page(school, '/noticias/rss.xml')).not.toContain(`Circular corregida ${WORD}`);
      expect(await page(school, `/buscar?q=${WORD}`)).not.toContain('Circular corregida');
      expect((await schoolCall(school, 'GET', `/media/${copy.attachment}`)).status).toBe(404);
    }
    const restore = await call<{ message: string }>('POST', `/api/trash/noticias/${copies[0]!._id}/restore`, {
      token: sanjose,
    });
    expect(restore.status).toBe(403);
    expect(restore.body.message).toMatch(/Secretaría/);
    // Withdrawn is final: no edit.
    const edit = await platformCall('PUT', `/api/plataforma/comunicados/${b.id}`, {
      token: secretaria,
      json: { titulo: 'x' },
    });
    expect(edit.status).toBe(409);
  });
});
