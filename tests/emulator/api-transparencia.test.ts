/**
 * The transparency section's API: entries under an Anexo 2 sub-item, each with a PDF or
 * a link, through the same generic routes, validation and upload rules as every collection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  isStoredName,
  richTextFrom,
  richTextPlain,
  TRANSPARENCY_ANNEX,
} from '../../functions/src/model';
import * as fx from './fixtures';
import { call, formOf, SITE } from './site';
import { adminToken, firstRecord, storedState } from './state';
import { SEED_NO_APLICA } from '../../scripts/seed/ita';

type Entry = {
  _id: string;
  updatedAt: string;
  subitem: string;
  title: string;
  date: string;
  pdf: string;
  pdfName: string;
  link: string;
  error: string;
  message: string;
};

let token: string;
/** Records this file creates, removed at the end so the seeded tree stays as it was. */
const created: string[] = [];

beforeAll(async () => {
  token = await adminToken();
});
afterAll(async () => {
  for (const id of created) await call('DELETE', `/api/transparencia/${id}`, { token });
});

// A formatted text travels in a multipart create as its JSON document.
const DESCRIPTION = richTextFrom('A 30 de junio.');
const entry = {
  subitem: '4.2',
  title: 'Ejecución presupuestal segundo trimestre',
  description: JSON.stringify(DESCRIPTION),
  date: '2026-07-10',
};

async function create(fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) {
  const res = await call<Entry>('POST', '/api/transparencia', { token, form: formOf(fields, files) });
  if (res.status === 201) created.push(res.body._id);
  return res;
}

/** A refusal: the status, the Spanish message, and nothing stored changed. */
async function expectRefused(
  run: () => Promise<{ status: number; body: unknown }>,
  status: number,
  message: string,
) {
  const before = await storedState();
  const res = await run();
  expect(res.status).toBe(status);
  expect((res.body as { message: string }).message).toBe(message);
  expect(await storedState()).toEqual(before);
}

describe('GET /api/transparencia', () => {
  it('lists the seeded sample tree: PDFs kept here and links to SECOP II and datos.gov.co', async () => {
    const res = await call<Entry[]>('GET', '/api/transparencia');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    expect(new Set(res.body.map((e) => e.subitem.split('.')[0])).size).toBeGreaterThanOrEqual(4);
    const withPdf = res.body.filter((e) => e.pdf !== '');
    expect(withPdf.length).toBeGreaterThan(0);
    for (const e of withPdf) expect(isStoredName(e.pdf)).toBe(true);
    expect(
      res.body
        .filter((e) => e.pdf === '')
        .map((e) => e.link)
        .sort(),
    ).toEqual(['https://www.colombiacompra.gov.co/secop-ii', 'https://www.datos.gov.co']);
  });
});

describe('POST /api/transparencia', () => {
  it('creates an entry with a PDF in one multipart request, keeping the original name', async () => {
    const res = await create(entry, { pdf: [fx.pdf('Ejecución presupuestal'), 'ejecucion-junio.pdf'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...entry,
      description: DESCRIPTION,
      pdfName: 'ejecucion-junio.pdf',
      link: '',
    });
    expect(isStoredName(res.body.pdf)).toBe(true);
    const media = await fetch(`${SITE}/media/${res.body.pdf}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('application/pdf');
  });

  it('creates an entry that is only a link', async () => {
    const res = await create({
      ...entry,
      subitem: '3.2',
      link: 'https://www.colombiacompra.gov.co/secop-ii',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subitem: '3.2',
      pdf: '',
      link: 'https://www.colombiacompra.gov.co/secop-ii',
    });
  });

  it('refuses an entry with neither a PDF nor a link', async () => {
    await expectRefused(
      () => create(entry),
      400,
      'Debe llenar al menos uno de estos campos: «Documento PDF» o «Enlace a otro sitio (SECOP, datos.gov.co…)».',
    );
  });

  it('refuses a date that is not a day written yyyy-mm-dd', async () => {
    const message =
      'El campo «Fecha de publicación» debe ser una fecha válida con el formato aaaa-mm-dd (por ejemplo 2026-03-31).';
    await expectRefused(
      () => create({ ...entry, date: '10/07/2026', link: 'https://www.datos.gov.co' }),
      400,
      message,
    );
    await expectRefused(
      () => create({ ...entry, date: '2026-02-30', link: 'https://www.datos.gov.co' }),
      400,
      message,
    );
  });

  it('refuses a sub-item the annex does not have, and an entry without one', async () => {
    await expectRefused(
      () => create({ ...entry, subitem: '11.1', link: 'https://www.datos.gov.co' }),
      400,
      'El campo «Ítem del menú de transparencia» debe ser una de las opciones de la lista.',
    );
    await expectRefused(
      () => create({ title: 'Sin ítem', link: 'https://www.datos.gov.co' }),
      400,
      'El campo «Ítem del menú de transparencia» es obligatorio.',
    );
  });

  it('refuses a link that is not https', async () => {
    const before = await storedState();
    const res = await create({ ...entry, link: 'http://www.datos.gov.co' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('«Enlace a otro sitio (SECOP, datos.gov.co…)»');
    expect(await storedState()).toEqual(before);
  });

  it('refuses a PDF over the limit with 413, storing nothing', async () => {
    await expectRefused(
      () => create(entry, { pdf: [fx.largePdf(6_291_456), 'enorme.pdf'] }),
      413,
      'El archivo excede el límite: 6MB',
    );
  });
});

describe('PUT and DELETE /api/transparencia/{id}', () => {
  it('takes a PDF uploaded first, then judges the PDF-or-link rule on the record as it would be', async () => {
    const made = await create({ ...entry, link: 'https://www.datos.gov.co' });
    const up = await call<{ files: Record<string, string>; names: Record<string, string> }>(
      'POST',
      '/api/upload',
      {
        token,
        form: formOf({ collection: 'transparencia' }, { pdf: [fx.pdf(), 'informe.pdf'] }),
      },
    );
    expect(up.status).toBe(200);
    const withPdf = await call<Entry>('PUT', `/api/transparencia/${made.body._id}`, {
      token,
      json: { pdf: up.body.files.pdf, pdfName: up.body.names.pdf, link: '', updatedAt: made.body.updatedAt },
    });
    expect(withPdf.status).toBe(200);
    expect(withPdf.body).toMatchObject({ pdf: up.body.files.pdf, pdfName: 'informe.pdf', link: '' });

    // Emptying the PDF too would leave an entry with nothing to open.
    await expectRefused(
      () => call('PUT', `/api/transparencia/${made.body._id}`, { token, json: { pdf: '', pdfName: '' } }),
      400,
      'Debe llenar al menos uno de estos campos: «Documento PDF» o «Enlace a otro sitio (SECOP, datos.gov.co…)».',
    );
  });

  it('deletes an entry', async () => {
    const made = await create({ ...entry, link: 'https://www.datos.gov.co' });
    const del = await call('DELETE', `/api/transparencia/${made.body._id}`, { token });
    expect(del.status).toBe(204);
    expect((await call('GET', `/api/transparencia/${made.body._id}`)).status).toBe(404);
    created.splice(created.indexOf(made.body._id), 1);
  });
});

describe('the notes and the policy pages', () => {
  it('store a note for a sub-item with nothing published, and refuse a field the annex does not have', async () => {
    const notes = await firstRecord('transparencianotas');
    expect(notes.nota4_5).toContain('se publicará cuando ocurra');
    const res = await call<Record<string, string>>('PUT', `/api/transparencianotas/${notes._id}`, {
      token,
      json: { nota1_14: 'Las hojas de vida se publican en el SIGEP.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.nota1_14).toBe('Las hojas de vida se publican en el SIGEP.');
    await call('PUT', `/api/transparencianotas/${notes._id}`, { token, json: { nota1_14: notes.nota1_14 } });
    await expectRefused(
      () => call('PUT', `/api/transparencianotas/${notes._id}`, { token, json: { nota11_1: 'x' } }),
      400,
      'Campo desconocido en transparencianotas: «nota11_1».',
    );
  });

  it('refuse a note that is a "no aplica" (any case or accents), sending it to the ITA checklist', async () => {
    const notes = await firstRecord('transparencianotas');
    const label = COLLECTIONS.transparencianotas.fields.nota10_1!.label;
    for (const text of [
      'No aplica: la institución no recauda rentas locales.',
      'NO APLÍCA, lo publica la alcaldía.',
      '  no aplica',
    ]) {
      await expectRefused(
        () => call('PUT', `/api/transparencianotas/${notes._id}`, { token, json: { nota10_1: text } }),
        400,
        `El campo «${label}» no puede empezar por «No aplica»: si el ítem no aplica a la institución, márquelo «No aplica» en el «Índice de transparencia (ITA)» y escriba allí su razón, que es la que se publica. Esta nota solo dice por qué aún no hay publicaciones.`,
      );
    }
  });

  it("publish the seeded 10.1 and 10.2 as the ITA checklist's reasons, each once on the category page", async () => {
    const notes = await firstRecord('transparencianotas');
    expect([notes.nota10_1 ?? '', notes.nota10_2 ?? '']).toEqual(['', '']);
    const html = await (
      await fetch(`${SITE}/transparencia/informacion-tributaria-en-entidades-territoriales-locales`)
    ).text();
    for (const { reason } of SEED_NO_APLICA) expect(html.split(reason)).toHaveLength(2);
    expect(html.split('<strong>No aplica a la institución:</strong>')).toHaveLength(3);
    expect(html).not.toMatch(/No aplica:/);
  });

  it.each(['politicaprivacidad', 'terminoscondiciones', 'derechosautor'])(
    'seed %s with a marked sample text, editable but never deleted',
    async (name) => {
      const page = await firstRecord(name);
      expect(richTextPlain(page.string)).toContain('Texto de ejemplo: reemplácelo por el de su institución.');
      expect((await call('DELETE', `/api/${name}/${page._id}`, { token })).status).toBe(405);
      await expectRefused(
        () => call('PUT', `/api/${name}/${page._id}`, { token, json: { date: '2026-13-01' } }),
        400,
        'El campo «Vigente desde» debe ser una fecha válida con el formato aaaa-mm-dd (por ejemplo 2026-03-31).',
      );
    },
  );
});

describe('the rendered /transparencia', () => {
  /** The markup of one sub-item's section, from its heading to the next section. */
  const sectionOf = (html: string, slug: string) =>
    /<section[^>]*aria-labelledby="([^"]+)"[^>]*>[\s\S]*?<\/section>/g.exec(
      html.slice(html.indexOf(`id="${slug}"`) - 200),
    )?.[0] ?? '';
  const get = async (path: string) => (await fetch(`${SITE}${path}`, { redirect: 'manual' })).text();

  it('sends the index of the ten categories first, and each category folded in a <details>', async () => {
    const html = await get('/transparencia');
    const nav = /<nav aria-label="Categorías de transparencia"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const hrefs = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(TRANSPARENCY_ANNEX.map((c) => `/transparencia/${c.slug}`));
    expect(nav).not.toContain('aria-current');
    expect(html.indexOf('Categorías de transparencia')).toBeLessThan(
      html.indexOf('1. Información de la entidad</h2>'),
    );
    expect(html.match(/<details[^>]*><summary[^>]*><h2/g)).toHaveLength(10);
    expect(html).toMatch(/<summary[^>]*><h2[^>]*>1\. Información de la entidad<\/h2><\/summary>/);
  });

  it('links 1.10 to /pqrsd and 1.11 to /eventos in the first response, never calling them empty', async () => {
    const html = await get('/transparencia/informacion-de-la-entidad');
    const pqrsd = sectionOf(html, 'mecanismo-de-presentacion-de-solicitudes-quejas-y-reclamos');
    const calendar = sectionOf(html, 'calendario-de-actividades-y-eventos');
    expect(pqrsd).toContain('href="/pqrsd"');
    expect(calendar).toContain('href="/eventos"');
    for (const section of [pqrsd, calendar]) expect(section).not.toContain('Aún no hay publicaciones');
    // The index is on the category page too, with that category (only) marked.
    const nav = /<nav aria-label="Categorías de transparencia"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const marked = [...nav.matchAll(/<a [^>]*>/g)]
      .map((m) => m[0])
      .filter((a) => a.includes('aria-current="page"'));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toContain('href="/transparencia/informacion-de-la-entidad"');
  });
});
