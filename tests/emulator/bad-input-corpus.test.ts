/**
 * Hostile and broken inputs against the API through Hosting. Every case must answer a 4xx with a
 * clear message, change nothing stored (checked after each case), and leave the function serving.
 * The counts are printed at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fx from './fixtures';
import { HOSTILE_RICH_TEXT } from '../unit/rich-text-corpus';
import { lyingJpeg } from './hostile-images';
import { call, formOf, signIn, SITE, type CallResult } from './site';
import { removeTestAdmins, testEmail } from './admins';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { adminToken, firstRecord, storedState, visitorToken } from './state';
import { claimsOf, forgeToken } from './tokens';
import { PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';

interface Ctx {
  admin: string;
  visitor: string;
  slide: string;
  horizonte: string;
  docente: string;
  directivo: string;
  /** Stored names uploaded in beforeAll: a docentes photo and a manual's PDF. */
  docentePhoto: string;
  manualPdf: string;
  /** Every docente id, in the stored order: the base of the reorder cases. */
  docentes: string[];
  /** A seeded transparency entry with a PDF and no link. */
  entrada: string;
  notas: string;
  privacidad: string;
  /** A request filed in beforeAll, for the staff actions' cases. */
  pqrsd: string;
  /** The seeded album, and a gallery photo uploaded in beforeAll. */
  album: string;
  galeriaPhoto: string;
  /** A colaborador, its own draft (noticias), another colaborador's draft (eventos). */
  colaborador: string;
  ownDraft: string;
  otherDraft: string;
}

interface Case {
  group: string;
  name: string;
  /** Exact status, when one is right; otherwise any 4xx. */
  status?: number;
  run: (ctx: Ctx) => Promise<CallResult>;
}

const put = (ctx: Ctx, json: unknown, path = `/api/carousel/${ctx.slide}`) =>
  call('PUT', path, { token: ctx.admin, json });
const putRaw = (ctx: Ctx, body: string, type = 'application/json') =>
  call('PUT', `/api/carousel/${ctx.slide}`, { token: ctx.admin, body, headers: { 'Content-Type': type } });
const upload = (
  ctx: Ctx,
  files: Record<string, [Buffer, string]>,
  fields: Record<string, string> = { collection: 'carousel' },
) => call('POST', '/api/upload', { token: ctx.admin, form: formOf(fields, files) });
const rawMultipart = (ctx: Ctx, body: string | Buffer, type: string) =>
  call('POST', '/api/upload', {
    token: ctx.admin,
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'Content-Type': type },
  });
const withToken = (token: string) => (ctx: Ctx) =>
  call('PUT', `/api/carousel/${ctx.slide}`, { token, json: { title: 'x' } });
const reorder = (ctx: Ctx, json: unknown, collection = 'docentes', token = ctx.admin) =>
  call('PUT', `/api/${collection}/order`, { token, json });
const media = (name: string) => () => call('GET', `/media/${name}`);
/** The function's own URL (EMULATOR_SITE's suite: its functions port). */
const FUNCTION_URL = `http://127.0.0.1:${5001 + Number(process.env.EMULATOR_PORT_OFFSET ?? 0)}/demo-school/us-east1/api`;
/** A GET straight to the function, past Hosting, for San José's host (as Hosting would name it). */
async function direct(path: string): Promise<CallResult> {
  const res = await fetch(`${FUNCTION_URL}${path}`, { headers: { 'X-Forwarded-Host': new URL(SITE).host } });
  return { status: res.status, body: await res.text(), headers: res.headers };
}
const vitals = (json: unknown) => () => call('POST', '/api/vitals', { json });
const vitalsRaw =
  (body: string, type = 'application/json') =>
  () =>
    call('POST', '/api/vitals', { body, headers: { 'Content-Type': type } });
/** A seeded news item with a picture: the base of the noticias cases. */
const noticia = async () => `/api/noticias/${(await firstRecord('noticias'))._id}`;
const report = { route: '/docentes', metrics: { LCP: 1830, CLS: 0.01 } };

const B = 'XyZboundary';
const part = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const cases: Case[] = [
  // Malformed and odd JSON bodies.
  { group: 'json', name: 'truncated JSON', status: 400, run: (c) => putRaw(c, '{"title": ') },
  { group: 'json', name: 'single quotes', status: 400, run: (c) => putRaw(c, "{'title': 'x'}") },
  { group: 'json', name: 'trailing comma', status: 400, run: (c) => putRaw(c, '{"title": "x",}') },
  { group: 'json', name: 'bare string', status: 400, run: (c) => putRaw(c, '"hola"') },
  { group: 'json', name: 'bare number', status: 400, run: (c) => putRaw(c, '42') },
  { group: 'json', name: 'null body', status: 400, run: (c) => putRaw(c, 'null') },
  { group: 'json', name: 'empty body', status: 400, run: (c) => putRaw(c, '') },
  { group: 'json', name: 'array body', status: 400, run: (c) => put(c, [{ title: 'x' }]) },
  {
    group: 'json',
    name: 'text/plain body',
    status: 415,
    run: (c) => putRaw(c, '{"title":"x"}', 'text/plain'),
  },
  {
    group: 'json',
    name: 'form-urlencoded body',
    status: 415,
    run: (c) => putRaw(c, 'title=x', 'application/x-www-form-urlencoded'),
  },
  {
    group: 'json',
    name: 'huge title (2 MB)',
    status: 400,
    run: (c) => put(c, { title: 'a'.repeat(2_000_000) }),
  },
  {
    group: 'json',
    name: 'huge body (40 MB)',
    run: (c) => putRaw(c, JSON.stringify({ title: 'a'.repeat(40_000_000) })),
  },
  {
    group: 'json',
    name: 'deeply nested object',
    status: 400,
    run: (c) => put(c, { title: JSON.parse('['.repeat(500) + ']'.repeat(500)) }),
  },
  // Wrong types.
  { group: 'types', name: 'number title', status: 400, run: (c) => put(c, { title: 1 }) },
  { group: 'types', name: 'boolean title', status: 400, run: (c) => put(c, { title: true }) },
  { group: 'types', name: 'null title', status: 400, run: (c) => put(c, { title: null }) },
  { group: 'types', name: 'array title', status: 400, run: (c) => put(c, { title: ['x'] }) },
  {
    group: 'types',
    name: 'object title (operator injection)',
    status: 400,
    run: (c) => put(c, { title: { $ne: null } }),
  },
  {
    group: 'types',
    name: 'string for a list',
    status: 400,
    run: (c) => put(c, { stringfour: 'x' }, `/api/horizonte/${c.horizonte}`),
  },
  {
    group: 'types',
    name: 'objects in a list',
    status: 400,
    run: (c) => put(c, { stringfour: [{ a: 1 }] }, `/api/horizonte/${c.horizonte}`),
  },
  {
    group: 'types',
    name: '51 items in a list',
    status: 400,
    run: (c) => put(c, { stringfour: Array(51).fill('x') }, `/api/horizonte/${c.horizonte}`),
  },
  {
    group: 'types',
    name: 'javascript: link',
    status: 400,
    run: (c) => put(c, { stringtwo: 'javascript:alert(1)' }, `/api/docentes/${c.docente}`),
  },
  {
    group: 'types',
    name: 'numeric updatedAt',
    status: 400,
    run: (c) => put(c, { title: 'x', updatedAt: 5 }),
  },
  {
    group: 'types',
    name: 'forged createdAt',
    status: 400,
    run: (c) => put(c, { title: 'x', createdAt: '2000-01-01T00:00:00.000Z' }),
  },
  // Keys that attack prototypes or the model.
  {
    group: 'keys',
    name: '__proto__ key',
    status: 400,
    run: (c) => putRaw(c, '{"__proto__": {"admin": true}}'),
  },
  {
    group: 'keys',
    name: 'constructor key',
    status: 400,
    run: (c) => put(c, { constructor: { prototype: { admin: true } } }),
  },
  { group: 'keys', name: 'prototype key', status: 400, run: (c) => put(c, { prototype: 'x' }) },
  { group: 'keys', name: 'unknown field', status: 400, run: (c) => put(c, { role: 'admin' }) },
  { group: 'keys', name: 'field of another collection', status: 400, run: (c) => put(c, { titleten: 'x' }) },
  {
    group: 'keys',
    name: '_id that disagrees with the URL',
    status: 400,
    run: (c) => put(c, { _id: 'otro', title: 'x' }),
  },
  {
    group: 'keys',
    name: 'stored name with traversal',
    status: 400,
    run: (c) => put(c, { image: '../../../etc/passwd' }),
  },
  {
    group: 'keys',
    name: 'stored name of an HTML file',
    status: 400,
    run: (c) => put(c, { image: 'evil.html' }),
  },
  // File references: a save may only use a file uploaded for that collection and field.
  {
    group: 'files',
    name: 'docentes photo as a slide',
    status: 400,
    run: (c) => put(c, { image: c.docentePhoto }),
  },
  {
    group: 'files',
    name: 'docentes photo as a directivo photo (same rule)',
    status: 400,
    run: (c) => put(c, { image: c.docentePhoto }, `/api/directivos/${c.directivo}`),
  },
  {
    group: 'files',
    name: 'stored PDF in an image field',
    status: 400,
    run: (c) => put(c, { image: c.manualPdf }),
  },
  {
    group: 'files',
    name: 'stored name that does not exist',
    status: 400,
    run: (c) => put(c, { image: 'abcdef-0123456789abcdef0123.jpg' }),
  },
  {
    group: 'files',
    name: 'variant name as a value',
    status: 400,
    run: (c) => put(c, { image: c.docentePhoto.replace('.jpg', '-w480.webp') }, `/api/docentes/${c.docente}`),
  },
  {
    group: 'files',
    name: "JSON create with another collection's photo",
    status: 400,
    run: (c) =>
      call('POST', '/api/carousel', { token: c.admin, json: { title: 'x', image: c.docentePhoto } }),
  },
  {
    group: 'files',
    name: 'JSON create with a server field',
    status: 400,
    run: (c) => call('POST', '/api/docentes', { token: c.admin, json: { title: 'x', _id: 'propio' } }),
  },
  {
    group: 'files',
    name: 'create as text/plain',
    status: 415,
    run: (c) =>
      call('POST', '/api/docentes', {
        token: c.admin,
        body: '{"title":"x"}',
        headers: { 'Content-Type': 'text/plain' },
      }),
  },
  {
    group: 'files',
    name: 'JSON create where create is not allowed',
    status: 405,
    run: (c) => call('POST', '/api/horizonte', { token: c.admin, json: { title: 'x' } }),
  },
  // The transparency section and the policy pages.
  {
    group: 'transparencia',
    name: 'date in dd/mm/yyyy',
    status: 400,
    run: (c) => put(c, { date: '31/01/2026' }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'a day that does not exist',
    status: 400,
    run: (c) => put(c, { date: '2026-02-30' }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'date with a time',
    status: 400,
    run: (c) => put(c, { date: '2026-01-31T00:00:00Z' }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'numeric date',
    status: 400,
    run: (c) => put(c, { date: 20260131 }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'sub-item the annex lacks',
    status: 400,
    run: (c) => put(c, { subitem: '11.1' }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'sub-item by name instead of number',
    status: 400,
    run: (c) => put(c, { subitem: 'Normativa' }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'emptied sub-item',
    status: 400,
    run: (c) => put(c, { subitem: '' }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'update that leaves neither PDF nor link',
    status: 400,
    run: (c) => put(c, { pdf: '', pdfName: '' }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'javascript: link',
    status: 400,
    run: (c) => put(c, { link: 'javascript:alert(1)' }, `/api/transparencia/${c.entrada}`),
  },
  {
    group: 'transparencia',
    name: 'create with neither PDF nor link',
    status: 400,
    run: (c) =>
      call('POST', '/api/transparencia', { token: c.admin, form: formOf({ subitem: '1.1', title: 'x' }) }),
  },
  {
    group: 'transparencia',
    name: 'create with a ZIP named .pdf',
    status: 400,
    run: (c) =>
      call('POST', '/api/transparencia', {
        token: c.admin,
        form: formOf({ subitem: '1.1', title: 'x' }, { pdf: [fx.zip, 'a.pdf'] }),
      }),
  },
  {
    group: 'transparencia',
    name: 'create with an image as the PDF',
    status: 400,
    run: async (c) =>
      call('POST', '/api/transparencia', {
        token: c.admin,
        form: formOf({ subitem: '1.1', title: 'x' }, { pdf: [await fx.jpeg(10, 10), 'a.pdf'] }),
      }),
  },
  {
    group: 'transparencia',
    name: 'note for a sub-item the annex lacks',
    status: 400,
    run: (c) => put(c, { nota11_1: 'x' }, `/api/transparencianotas/${c.notas}`),
  },
  {
    group: 'transparencia',
    name: 'note as a list',
    status: 400,
    run: (c) => put(c, { nota1_1: ['x'] }, `/api/transparencianotas/${c.notas}`),
  },
  {
    group: 'transparencia',
    name: 'POST to the notes',
    status: 405,
    run: (c) => call('POST', '/api/transparencianotas', { token: c.admin, form: formOf({ nota1_1: 'x' }) }),
  },
  {
    group: 'transparencia',
    name: 'DELETE a policy page',
    status: 405,
    run: (c) => call('DELETE', `/api/politicaprivacidad/${c.privacidad}`, { token: c.admin }),
  },
  // Noticias: the datetime kind, the choice, the picture's description, the server's slug.
  {
    group: 'noticias',
    name: 'publishAt without a zone',
    status: 400,
    run: async (c) => put(c, { publishAt: '2026-03-31T19:30:00' }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'publishAt with an offset instead of Z',
    status: 400,
    run: async (c) => put(c, { publishAt: '2026-03-31T14:30:00-05:00' }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'publishAt a day that does not exist',
    status: 400,
    run: async (c) => put(c, { publishAt: '2026-02-30T10:00:00Z' }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'publishAt half typed (date only)',
    status: 400,
    run: async (c) => put(c, { publishAt: '2026-03-31T' }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'publishAt as a number',
    status: 400,
    run: async (c) => put(c, { publishAt: 1774985400000 }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'emptied publishAt',
    status: 400,
    run: async (c) => put(c, { publishAt: '' }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'unpublishAt in words',
    status: 400,
    run: async (c) => put(c, { unpublishAt: 'mañana' }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'kind outside the list',
    status: 400,
    run: async (c) => put(c, { kind: 'boletin' }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'picture description emptied while a picture stays',
    status: 400,
    run: async (c) => put(c, { imageAlt: '' }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'slug as an object',
    status: 400,
    run: async (c) => put(c, { slug: { $ne: '' } }, await noticia()),
  },
  {
    group: 'noticias',
    name: 'create with a script as the picture',
    status: 400,
    run: (c) =>
      call('POST', '/api/noticias', {
        token: c.admin,
        form: formOf(
          { title: 'x', kind: 'noticia', summary: 'x', publishAt: '2026-03-31T19:30:00Z' },
          { image: [fx.html, 'a.jpg'] },
        ),
      }),
  },
  {
    group: 'noticias',
    name: 'create with a ZIP as the attachment',
    status: 400,
    run: (c) =>
      call('POST', '/api/noticias', {
        token: c.admin,
        form: formOf(
          { title: 'x', kind: 'circular', summary: 'x', publishAt: '2026-03-31T19:30:00Z' },
          { attachment: [fx.zip, 'a.pdf'] },
        ),
      }),
  },
  {
    group: 'noticias',
    name: 'article address with a path in it',
    status: 404,
    run: () => call('GET', '/noticias/..%2F..%2Fapi%2Fsitio'),
  },
  {
    group: 'noticias',
    name: 'article address with markup in it',
    status: 404,
    run: () => call('GET', '/noticias/%3Cscript%3Ealert(1)%3C%2Fscript%3E'),
  },
  {
    group: 'transparencia',
    name: 'policy date as an object',
    status: 400,
    run: (c) => put(c, { date: { seconds: 1 } }, `/api/politicaprivacidad/${c.privacidad}`),
  },
  // Collections and ids.
  { group: 'paths', name: 'unknown collection', status: 404, run: () => call('GET', '/api/usuarios') },
  { group: 'paths', name: '__proto__ collection', status: 404, run: () => call('GET', '/api/__proto__') },
  { group: 'paths', name: 'constructor collection', status: 404, run: () => call('GET', '/api/constructor') },
  {
    group: 'paths',
    name: 'hasOwnProperty collection write',
    status: 404,
    run: (c) => call('PUT', '/api/hasOwnProperty/x', { token: c.admin, json: {} }),
  },
  {
    group: 'paths',
    name: 'id with encoded slash',
    status: 404,
    run: () => call('GET', '/api/carousel/a%2Fb'),
  },
  { group: 'paths', name: 'id with dots', status: 404, run: () => call('GET', '/api/carousel/..') },
  {
    group: 'paths',
    name: 'id with a dot',
    status: 404,
    run: (c) => call('PUT', '/api/carousel/a.b', { token: c.admin, json: { title: 'x' } }),
  },
  {
    group: 'paths',
    name: '2000-character id',
    status: 404,
    run: () => call('GET', `/api/carousel/${'a'.repeat(2000)}`),
  },
  {
    group: 'paths',
    name: 'reserved Firestore id',
    status: 404,
    run: () => call('GET', '/api/carousel/__name__'),
  },
  {
    group: 'paths',
    name: 'PUT to an unknown id',
    status: 404,
    run: (c) => put(c, { title: 'x' }, '/api/carousel/NoExisteEsteId0000000'),
  },
  {
    group: 'paths',
    name: 'DELETE where delete is not allowed',
    status: 405,
    run: (c) => call('DELETE', `/api/horizonte/${c.horizonte}`, { token: c.admin }),
  },
  {
    group: 'paths',
    name: 'POST where create is not allowed',
    status: 405,
    run: (c) => call('POST', '/api/horizonte', { token: c.admin, form: formOf({ title: 'x' }) }),
  },
  // Page-performance reports (POST /api/vitals): public, so bounded like an attack surface.
  { group: 'vitals', name: 'truncated JSON', status: 400, run: vitalsRaw('{"route":') },
  {
    group: 'vitals',
    name: 'text/plain beacon',
    status: 415,
    run: vitalsRaw(JSON.stringify(report), 'text/plain'),
  },
  {
    group: 'vitals',
    name: 'NaN literal',
    status: 400,
    run: vitalsRaw('{"route":"/","metrics":{"CLS":NaN}}'),
  },
  {
    group: 'vitals',
    name: 'value as string',
    status: 400,
    run: vitals({ ...report, metrics: { LCP: '1' } }),
  },
  { group: 'vitals', name: 'negative value', status: 400, run: vitals({ ...report, metrics: { TTFB: -1 } }) },
  { group: 'vitals', name: 'huge value', status: 400, run: vitals({ ...report, metrics: { INP: 1e15 } }) },
  { group: 'vitals', name: 'unknown metric', status: 400, run: vitals({ ...report, metrics: { FID: 1 } }) },
  {
    group: 'vitals',
    name: 'too many metrics',
    status: 400,
    run: vitals({ ...report, metrics: { LCP: 1, INP: 1, CLS: 0, FCP: 1, TTFB: 1, FID: 1 } }),
  },
  { group: 'vitals', name: 'unknown route', status: 400, run: vitals({ ...report, route: '/../admin' }) },
  { group: 'vitals', name: 'route as object', status: 400, run: vitals({ ...report, route: { $gt: '' } }) },
  {
    group: 'vitals',
    name: 'prototype key in metrics',
    status: 400,
    run: vitalsRaw('{"route":"/","metrics":{"__proto__":{"LCP":1}}}'),
  },
  {
    group: 'vitals',
    name: 'body over 4 KB',
    status: 413,
    run: vitals({ ...report, note: 'x'.repeat(4200) }),
  },
  { group: 'vitals', name: 'GET', status: 405, run: () => call('GET', '/api/vitals') },
  // Tokens.
  {
    group: 'tokens',
    name: 'no token',
    status: 401,
    run: (c) => call('PUT', `/api/carousel/${c.slide}`, { json: { title: 'x' } }),
  },
  {
    group: 'tokens',
    name: 'empty bearer',
    status: 401,
    run: (c) =>
      call('PUT', `/api/carousel/${c.slide}`, {
        json: { title: 'x' },
        headers: { Authorization: 'Bearer ' },
      }),
  },
  {
    group: 'tokens',
    name: 'basic auth',
    status: 401,
    run: (c) =>
      call('PUT', `/api/carousel/${c.slide}`, {
        json: { title: 'x' },
        headers: { Authorization: 'Basic YWRtaW46YWRtaW4=' },
      }),
  },
  { group: 'tokens', name: 'garbage token', status: 401, run: withToken('not-a-jwt') },
  {
    group: 'tokens',
    name: 'unsigned token for an unknown account',
    status: 401,
    run: withToken(forgeToken({ admin: true })),
  },
  {
    group: 'tokens',
    name: 'expired token',
    status: 401,
    run: (c) => withToken(forgeToken({ ...claimsOf(c.admin), exp: 1_000_000_000, iat: 999_999_000 }))(c),
  },
  {
    group: 'tokens',
    name: 'token for another project',
    status: 401,
    run: (c) => withToken(forgeToken({ ...claimsOf(c.admin), aud: 'otro' }))(c),
  },
  {
    group: 'tokens',
    name: 'token issued in the future',
    status: 401,
    run: (c) => withToken(forgeToken({ ...claimsOf(c.admin), iat: 4_000_000_000, exp: 4_000_003_600 }))(c),
  },
  {
    group: 'tokens',
    name: 'signed-in account without the claim',
    status: 403,
    run: (c) => withToken(c.visitor)(c),
  },
  {
    group: 'tokens',
    name: 'token in the query string',
    status: 401,
    run: (c) => call('PUT', `/api/carousel/${c.slide}?token=${c.admin}`, { json: { title: 'x' } }),
  },
  // Multipart.
  {
    group: 'multipart',
    name: 'no boundary',
    status: 400,
    run: (c) => rawMultipart(c, 'x', 'multipart/form-data'),
  },
  {
    group: 'multipart',
    name: 'wrong boundary',
    run: (c) => rawMultipart(c, part('collection', 'carousel'), 'multipart/form-data; boundary=otro'),
  },
  {
    group: 'multipart',
    name: 'endless part (no closing boundary)',
    status: 400,
    run: (c) =>
      rawMultipart(
        c,
        `--${B}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n${'x'.repeat(10_000)}`,
        `multipart/form-data; boundary=${B}`,
      ),
  },
  {
    group: 'multipart',
    name: 'oversized text part (200 KB)',
    status: 413,
    run: (c) =>
      rawMultipart(
        c,
        part('collection', 'c'.repeat(200_000)) + `--${B}--\r\n`,
        `multipart/form-data; boundary=${B}`,
      ),
  },
  {
    group: 'multipart',
    name: 'many text parts',
    status: 400,
    run: (c) =>
      rawMultipart(
        c,
        Array.from({ length: 50 }, (_, i) => part(`f${i}`, 'x')).join('') + `--${B}--\r\n`,
        `multipart/form-data; boundary=${B}`,
      ),
  },
  {
    group: 'multipart',
    name: 'seven files',
    status: 400,
    run: async (c) =>
      upload(
        c,
        Object.fromEntries(
          ['image', 'pdfone', 'pdftwo', 'pdfthree', 'pdffour', 'imagemision', 'imagevision'].map((f) => [
            f,
            [fx.pdf(), 'a.pdf'] as [Buffer, string],
          ]),
        ),
      ),
  },
  {
    group: 'multipart',
    name: 'two files in one field',
    status: 400,
    run: async (c) => {
      const form = formOf({ collection: 'carousel' });
      const bytes = new Uint8Array(await fx.jpeg(1280, 471));
      form.append('image', new Blob([bytes]), 'a.jpg');
      form.append('image', new Blob([bytes]), 'b.jpg');
      return call('POST', '/api/upload', { token: c.admin, form });
    },
  },
  {
    group: 'multipart',
    name: 'text in a file field',
    status: 400,
    run: (c) =>
      call('POST', '/api/upload', { token: c.admin, form: formOf({ collection: 'carousel', image: 'x' }) }),
  },
  {
    group: 'multipart',
    name: 'file in a text field of a create',
    status: 400,
    run: async (c) =>
      call('POST', '/api/carousel', {
        token: c.admin,
        form: formOf({}, { title: [await fx.jpeg(4, 4), 't.jpg'] }),
      }),
  },
  {
    group: 'multipart',
    name: 'unknown file field',
    status: 400,
    run: async (c) => upload(c, { avatar: [await fx.jpeg(1280, 471), 'a.jpg'] }),
  },
  { group: 'multipart', name: 'no file', status: 400, run: (c) => upload(c, {}) },
  {
    group: 'multipart',
    name: 'JSON sent to upload',
    status: 415,
    run: (c) => call('POST', '/api/upload', { token: c.admin, json: { collection: 'carousel' } }),
  },
  // Reordering (PUT /api/{collection}/order).
  {
    group: 'order',
    name: 'repeated id',
    status: 400,
    run: (c) => reorder(c, { ids: [c.docentes[0], ...c.docentes] }),
  },
  {
    group: 'order',
    name: 'unknown id',
    status: 400,
    run: (c) => reorder(c, { ids: [...c.docentes, 'NoExisteEsteId0000000'] }),
  },
  { group: 'order', name: 'missing id', status: 400, run: (c) => reorder(c, { ids: c.docentes.slice(1) }) },
  {
    group: 'order',
    name: 'id of another collection',
    status: 400,
    run: (c) => reorder(c, { ids: [...c.docentes.slice(1), c.slide] }),
  },
  {
    group: 'order',
    name: 'traversal as id',
    status: 400,
    run: (c) => reorder(c, { ids: ['../carousel', ...c.docentes] }),
  },
  {
    group: 'order',
    name: 'objects as ids',
    status: 400,
    run: (c) => reorder(c, { ids: c.docentes.map((id) => ({ id })) }),
  },
  {
    group: 'order',
    name: 'ids as an object',
    status: 400,
    run: (c) => reorder(c, { ids: { 0: c.docentes[0] } }),
  },
  {
    group: 'order',
    name: '100000 ids',
    status: 400,
    run: (c) => reorder(c, { ids: Array.from({ length: 100_000 }, (_, i) => `id${i}`) }),
  },
  {
    group: 'order',
    name: 'stale expectedOrder',
    status: 409,
    run: (c) => reorder(c, { ids: c.docentes.slice(1).reverse(), expectedOrder: c.docentes.slice(1) }),
  },
  {
    group: 'order',
    name: 'position smuggled in',
    status: 400,
    run: (c) => reorder(c, { ids: c.docentes, position: { [c.docentes[0]!]: -1 } }),
  },
  {
    group: 'order',
    name: 'collection without order',
    status: 405,
    run: (c) => reorder(c, { ids: [c.horizonte] }, 'horizonte'),
  },
  {
    group: 'order',
    name: 'reorder without a token',
    status: 401,
    run: (c) => call('PUT', '/api/docentes/order', { json: { ids: [...c.docentes].reverse() } }),
  },
  {
    group: 'order',
    name: 'reorder by a non-admin',
    status: 403,
    run: (c) => reorder(c, { ids: [...c.docentes].reverse() }, 'docentes', c.visitor),
  },
  // The Papelera: nothing restored or listed without the claim, nothing for unknown entries.
  { group: 'trash', name: 'trash list without a token', status: 401, run: () => call('GET', '/api/trash') },
  {
    group: 'trash',
    name: 'trash list by a non-admin',
    status: 403,
    run: (c) => call('GET', '/api/trash', { token: c.visitor }),
  },
  {
    group: 'trash',
    name: 'trash list with a forged token',
    status: 401,
    run: () => call('GET', '/api/trash', { token: forgeToken({ admin: true }) }),
  },
  {
    group: 'trash',
    name: 'restore without a token',
    status: 401,
    run: (c) => call('POST', `/api/trash/docentes/${c.docente}/restore`),
  },
  {
    group: 'trash',
    name: 'restore by a non-admin',
    status: 403,
    run: (c) => call('POST', `/api/trash/docentes/${c.docente}/restore`, { token: c.visitor }),
  },
  {
    group: 'trash',
    name: 'restore a live record',
    status: 404,
    run: (c) => call('POST', `/api/trash/docentes/${c.docente}/restore`, { token: c.admin }),
  },
  {
    group: 'trash',
    name: "restore with another collection's id",
    status: 404,
    run: (c) => call('POST', `/api/trash/directivos/${c.docente}/restore`, { token: c.admin }),
  },
  {
    group: 'trash',
    name: 'restore in an unknown collection',
    status: 404,
    run: (c) => call('POST', `/api/trash/__proto__/${c.docente}/restore`, { token: c.admin }),
  },
  {
    group: 'trash',
    name: 'restore a malformed id',
    status: 404,
    run: (c) => call('POST', '/api/trash/docentes/a.b/restore', { token: c.admin }),
  },
  {
    group: 'trash',
    name: 'restore with GET',
    status: 404,
    run: (c) => call('GET', `/api/trash/docentes/${c.docente}/restore`, { token: c.admin }),
  },
  // Version history (GET /api/{collection}/{id}/history).
  {
    group: 'history',
    name: 'history without a token',
    status: 401,
    run: (c) => call('GET', `/api/carousel/${c.slide}/history`),
  },
  {
    group: 'history',
    name: 'history by a non-admin',
    status: 403,
    run: (c) => call('GET', `/api/carousel/${c.slide}/history`, { token: c.visitor }),
  },
  {
    group: 'history',
    name: 'history with a forged token',
    status: 401,
    run: (c) =>
      call('GET', `/api/carousel/${c.slide}/history`, {
        token: forgeToken({ ...claimsOf(c.admin), exp: 1_000_000_000, iat: 999_999_000 }),
      }),
  },
  {
    group: 'history',
    name: 'history of an unknown id',
    status: 404,
    run: (c) => call('GET', '/api/carousel/NoExisteEsteId0000000/history', { token: c.admin }),
  },
  {
    group: 'history',
    name: "history of another collection's id",
    status: 404,
    run: (c) => call('GET', `/api/docentes/${c.slide}/history`, { token: c.admin }),
  },
  {
    group: 'history',
    name: 'history of an unknown collection',
    status: 404,
    run: (c) => call('GET', `/api/__proto__/${c.slide}/history`, { token: c.admin }),
  },
  {
    group: 'history',
    name: 'history with a reserved id',
    status: 404,
    run: (c) => call('GET', '/api/carousel/__name__/history', { token: c.admin }),
  },
  {
    group: 'history',
    name: 'history written to',
    status: 405,
    run: (c) => call('POST', `/api/carousel/${c.slide}/history`, { token: c.admin, json: { values: {} } }),
  },
  // Disguised and broken files.
  {
    group: 'files',
    name: 'HTML named .png',
    status: 400,
    run: (c) => upload(c, { image: [fx.html, 'a.png'] }),
  },
  {
    group: 'files',
    name: 'SVG with a script named .png',
    status: 400,
    run: (c) => upload(c, { image: [fx.svg, 'a.png'] }),
  },
  {
    group: 'files',
    name: 'HTML named .pdf',
    status: 400,
    run: (c) => upload(c, { pdfone: [fx.html, 'a.pdf'] }, { collection: 'manualconvivencia' }),
  },
  {
    group: 'files',
    name: 'ZIP named .pdf',
    status: 400,
    run: (c) => upload(c, { pdfone: [fx.zip, 'a.pdf'] }, { collection: 'manualconvivencia' }),
  },
  {
    group: 'files',
    name: 'PDF as an image',
    status: 400,
    run: (c) => upload(c, { image: [fx.pdf(), 'a.jpg'] }),
  },
  {
    group: 'files',
    name: 'GIF image',
    status: 400,
    run: (c) => upload(c, { image: [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif'] }),
  },
  {
    group: 'files',
    name: 'truncated JPEG header',
    status: 400,
    run: (c) => upload(c, { image: [Buffer.from([0xff, 0xd8, 0xff]), 'a.jpg'] }),
  },
  {
    group: 'files',
    name: 'PNG claiming 100000x100000 px',
    status: 400,
    run: (c) => upload(c, { image: [fx.pngBomb(), 'a.png'] }),
  },
  {
    group: 'files',
    name: 'image one pixel too small',
    status: 400,
    run: async (c) => upload(c, { image: [await fx.jpeg(1279, 471), 'a.jpg'] }),
  },
  {
    group: 'files',
    name: 'image over 1 MB',
    status: 413,
    run: async (c) => upload(c, { image: [await fx.largeJpeg(1280, 471, 1_048_576), 'a.jpg'] }),
  },
  {
    group: 'files',
    name: 'PDF over 6 MB',
    status: 413,
    run: (c) => upload(c, { pdfone: [fx.largePdf(6_291_456), 'a.pdf'] }, { collection: 'manualconvivencia' }),
  },
  {
    group: 'files',
    name: 'create with a disguised file',
    status: 400,
    run: (c) =>
      call('POST', '/api/carousel', {
        token: c.admin,
        form: formOf({ title: 'x' }, { image: [fx.html, 'a.png'] }),
      }),
  },
  {
    group: 'files',
    name: 'unknown collection for the upload',
    status: 400,
    run: async (c) => upload(c, { image: [await fx.jpeg(1280, 471), 'a.jpg'] }, { collection: '__proto__' }),
  },
  // /media names.
  { group: 'media', name: 'encoded traversal', status: 404, run: media('..%2F..%2Fetc%2Fpasswd') },
  { group: 'media', name: 'backslash traversal', status: 404, run: media('..%5Cwindows%5Cwin.ini') },
  { group: 'media', name: 'null byte', status: 404, run: media('abcdef-0123456789abcdef0123.jpg%00.html') },
  { group: 'media', name: 'plain file name', status: 404, run: media('foto.jpg') },
  { group: 'media', name: 'HTML extension', status: 404, run: media('abcdef-0123456789abcdef0123.html') },
  {
    group: 'media',
    name: 'well-formed but missing',
    status: 404,
    run: media('abcdef-0123456789abcdef0123.jpg'),
  },
  { group: 'media', name: 'double-encoded slash', status: 404, run: media('..%252F..%252Fsecret') },
  {
    group: 'media',
    name: 'dot segment inside a name',
    status: 404,
    run: media('abcdef-0123456789abcdef0123%2e%2e.jpg'),
  },
  // A stored file no live record shows is not public, whatever header comes along.
  {
    group: 'media',
    name: 'an upload never saved, read by a visitor',
    status: 404,
    run: (c) => call('GET', `/media/${c.docentePhoto}`),
  },
  {
    group: 'media',
    name: 'an upload never saved, with a junk token',
    status: 404,
    run: (c) => call('GET', `/media/${c.docentePhoto}`, { token: 'basura' }),
  },
  {
    group: 'media',
    name: 'an upload never saved, with a non-admin token',
    status: 404,
    run: (c) => call('GET', `/media/${c.docentePhoto}`, { token: c.visitor }),
  },
  {
    group: 'media',
    name: 'an upload never saved, its variant',
    status: 404,
    run: (c) => call('GET', `/media/${c.docentePhoto.replace(/\.jpg$/, '-w480.webp')}`),
  },
  // A page address whose % escapes do not decode names no page: a 4xx, never a 500. On the
  // function's own URL: the Hosting emulator's file server throws on such an address itself.
  {
    group: 'pages',
    name: 'an article address with a broken escape',
    run: () => direct('/noticias/%E0%A4%A'),
  },
  { group: 'pages', name: 'an album address with a broken escape', run: () => direct('/galeria/%E0%A4%A') },
  {
    group: 'pages',
    name: 'a transparency category with a broken escape',
    run: () => direct('/transparencia/%ZZ'),
  },
  { group: 'pages', name: 'a Participa section with a broken escape', run: () => direct('/participa/%E0') },
  // The preview's credential is minted for a staff token only, and only a minted one opens anything.
  {
    group: 'preview',
    name: 'a credential asked without a token',
    status: 401,
    run: () => call('POST', '/vista-previa/sesion'),
  },
  {
    group: 'preview',
    name: 'a credential asked with a junk token',
    status: 401,
    run: () => call('POST', '/vista-previa/sesion', { token: 'abc.def.ghi' }),
  },
  {
    group: 'preview',
    name: "a credential asked with another project's token",
    status: 401,
    run: (c) =>
      call('POST', '/vista-previa/sesion', {
        token: forgeToken({
          ...claimsOf(c.admin),
          aud: 'otro-colegio',
          iss: 'https://securetoken.google.com/otro-colegio',
        }),
      }),
  },
  {
    group: 'preview',
    name: 'a credential asked by an account without a role',
    status: 403,
    run: (c) => call('POST', '/vista-previa/sesion', { token: c.visitor }),
  },
  {
    group: 'preview',
    name: 'a forged credential',
    status: 404,
    run: (c) =>
      call('GET', `/vista-previa/noticias/${c.ownDraft}`, {
        headers: { Cookie: `__session=${'A'.repeat(43)}` },
      }),
  },
  {
    group: 'preview',
    name: 'the ID token in the cookie',
    status: 404,
    run: (c) =>
      call('GET', `/vista-previa/noticias/${c.ownDraft}`, {
        headers: { Cookie: `__session=${c.colaborador}` },
      }),
  },
  {
    group: 'preview',
    name: "a draft's page without a cookie",
    status: 404,
    run: (c) => call('GET', `/vista-previa/noticias/${c.ownDraft}`),
  },
  {
    group: 'preview',
    name: 'a file through the preview without a credential',
    status: 404,
    run: (c) => call('GET', `/vista-previa/media/${c.docentePhoto}`),
  },
  // Decompression bombs whose header lies to image-size (tests/emulator/hostile-images.ts).
  {
    group: 'upload',
    name: 'a banner header over an 8000x8000 JPEG',
    status: 400,
    run: async (c) => upload(c, { image: [await lyingJpeg(), 'c.jpg'] }, { collection: 'convocatorias' }),
  },
  {
    group: 'upload',
    name: 'a staff-photo header over an 8000x8000 JPEG',
    status: 400,
    run: async (c) =>
      upload(
        c,
        { image: [await lyingJpeg({ width: 8000, height: 8000 }, { width: 1040, height: 1040 }), 'd.jpg'] },
        { collection: 'docentes' },
      ),
  },
  {
    group: 'upload',
    name: 'a slide header over a slightly larger JPEG',
    status: 400,
    run: async (c) =>
      upload(c, {
        image: [await lyingJpeg({ width: 1281, height: 472 }, { width: 1280, height: 471 }), 's.jpg'],
      }),
  },
];

// Administrators: every refusal must leave the holders of the claim and _adminlog as
// they were (storedState includes both).
const admins = (ctx: Ctx, json: unknown, token = ctx.admin) => call('POST', '/api/admins', { token, json });
const revokeAdmin =
  (uid: string, token: (c: Ctx) => string | undefined = (c) => c.admin) =>
  (ctx: Ctx) =>
    call('DELETE', `/api/admins/${uid}`, { token: token(ctx) });
const adminCases: Case[] = [
  { group: 'admins', name: 'list without a token', status: 401, run: () => call('GET', '/api/admins') },
  {
    group: 'admins',
    name: 'list by a non-admin',
    status: 403,
    run: (c) => call('GET', '/api/admins', { token: c.visitor }),
  },
  {
    group: 'admins',
    name: 'add by a non-admin',
    status: 403,
    run: (c) => admins(c, { email: 'x@prueba-admins.edu.co' }, c.visitor),
  },
  {
    group: 'admins',
    name: 'add with a forged admin token',
    status: 401,
    run: (c) =>
      admins(
        c,
        { email: 'x@prueba-admins.edu.co' },
        forgeToken({ sub: 'falso', user_id: 'falso', admin: true }),
      ),
  },
  { group: 'admins', name: 'add: e-mail missing', status: 400, run: (c) => admins(c, {}) },
  {
    group: 'admins',
    name: 'add: not an e-mail',
    status: 400,
    run: (c) => admins(c, { email: 'no es un correo' }),
  },
  {
    group: 'admins',
    name: 'add: e-mail as a list',
    status: 400,
    run: (c) => admins(c, { email: ['a@b.co'] }),
  },
  { group: 'admins', name: 'add: body is a list', status: 400, run: (c) => admins(c, [{ email: 'a@b.co' }]) },
  {
    group: 'admins',
    name: 'add: extra claim smuggled in',
    status: 400,
    run: (c) => admins(c, { email: 'x@prueba-admins.edu.co', admin: true }),
  },
  {
    group: 'admins',
    name: 'add: form body',
    status: 415,
    run: (c) =>
      call('POST', '/api/admins', { token: c.admin, form: formOf({ email: 'x@prueba-admins.edu.co' }) }),
  },
  { group: 'admins', name: 'revoke an unknown uid', status: 404, run: revokeAdmin('uid-que-no-existe') },
  {
    group: 'admins',
    name: 'revoke a record id of another collection',
    status: 404,
    run: (c) => revokeAdmin(c.slide)(c),
  },
  { group: 'admins', name: 'revoke a malformed uid', status: 404, run: revokeAdmin('a%00b') },
  {
    group: 'admins',
    name: 'revoke the last administrator (oneself)',
    status: 409,
    run: (c) => revokeAdmin(String(claimsOf(c.admin).user_id))(c),
  },
  {
    group: 'admins',
    name: 'revoke by a non-admin',
    status: 403,
    run: (c) => revokeAdmin(String(claimsOf(c.admin).user_id), (x) => x.visitor)(c),
  },
  {
    group: 'admins',
    name: 'revoke without a token',
    status: 401,
    run: (c) => revokeAdmin(String(claimsOf(c.admin).user_id), () => undefined)(c),
  },
];
cases.push(...adminCases);

// Atención al ciudadano: the public filing and tracking endpoints and the staff actions.
const pqrsdOk = {
  tipo: 'peticion',
  nombre: 'Ana',
  email: 'ana@example.com',
  telefono: '3001234567',
  asunto: 'Asunto',
  mensaje: 'Mensaje',
  consentimiento: PQRSD_CONSENT_VERSION,
};
const pqrsd = (json: unknown) => () => call('POST', '/api/pqrsd', { json });
const pqrsdRaw = (body: string | Buffer, type: string) => () =>
  call('POST', '/api/pqrsd', {
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'Content-Type': type },
  });
const pqrsdForm =
  (fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) =>
  () =>
    call('POST', '/api/pqrsd', { form: formOf(fields, files) });
const pqrsdStatus = (query: string) => () => call('GET', `/api/pqrsd/status${query}`);
/** An answer the server takes: only the case's other input is wrong. */
const GOOD_ANSWER = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Respuesta' }] }],
};
/** The answer's formatted text as the inbox sends it, with a good PDF; a 400 that says what is wrong. */
const answerWith =
  (text: unknown, message: RegExp | string = /^La respuesta .+\.$/) =>
  async (c: Ctx) => {
    const res = await call('POST', `/api/pqrsd/${c.pqrsd}/answer`, {
      token: c.admin,
      form: formOf({ text: JSON.stringify(text) }, { pdf: [fx.pdf('Respuesta'), 'respuesta.pdf'] }),
    });
    expect((res.body as { message?: string }).message).toMatch(message);
    return res;
  };
const pqrsdAction = (action: string, json: unknown, token?: (c: Ctx) => string) => (c: Ctx) =>
  call('POST', `/api/pqrsd/PQRSD-1999-000001/${action}`, { token: token ? token(c) : c.admin, json });
const pqrsdCases: Case[] = [
  { group: 'pqrsd', name: 'truncated JSON', status: 400, run: pqrsdRaw('{"tipo": ', 'application/json') },
  { group: 'pqrsd', name: 'plain text', status: 415, run: pqrsdRaw('hola', 'text/plain') },
  { group: 'pqrsd', name: 'a JSON list', status: 400, run: pqrsd([pqrsdOk]) },
  { group: 'pqrsd', name: 'null', status: 400, run: pqrsd(null) },
  { group: 'pqrsd', name: 'unknown type', status: 400, run: pqrsd({ ...pqrsdOk, tipo: 'tutela' }) },
  { group: 'pqrsd', name: 'type as a list', status: 400, run: pqrsd({ ...pqrsdOk, tipo: ['peticion'] }) },
  {
    group: 'pqrsd',
    name: 'unknown field (estado)',
    status: 400,
    run: pqrsd({ ...pqrsdOk, estado: 'respondida' }),
  },
  {
    group: 'pqrsd',
    name: 'prototype key',
    status: 400,
    run: pqrsdRaw(`{"__proto__":{"admin":true},${JSON.stringify(pqrsdOk).slice(1)}`, 'application/json'),
  },
  { group: 'pqrsd', name: 'anonymous petition', status: 400, run: pqrsd({ ...pqrsdOk, anonimo: true }) },
  { group: 'pqrsd', name: 'no e-mail', status: 400, run: pqrsd({ ...pqrsdOk, email: '' }) },
  {
    group: 'pqrsd',
    name: 'e-mail with a header injection',
    status: 400,
    run: pqrsd({ ...pqrsdOk, email: 'a@b.co\r\nBcc: x@y.co' }),
  },
  {
    group: 'pqrsd',
    name: 'subject with a newline injection',
    status: 400,
    run: pqrsd({ ...pqrsdOk, asunto: 'Hola\u0000' }),
  },
  {
    group: 'pqrsd',
    name: 'message as an object',
    status: 400,
    run: pqrsd({ ...pqrsdOk, mensaje: { $gt: '' } }),
  },
  {
    group: 'pqrsd',
    name: 'message over 5000 characters',
    status: 400,
    run: pqrsd({ ...pqrsdOk, mensaje: 'x'.repeat(5001) }),
  },
  {
    group: 'pqrsd',
    name: 'body over 32 KB',
    status: 413,
    run: pqrsd({ ...pqrsdOk, mensaje: 'x'.repeat(40_000) }),
  },
  { group: 'pqrsd', name: 'no consent', status: 400, run: pqrsd({ ...pqrsdOk, consentimiento: true }) },
  {
    group: 'pqrsd',
    name: 'honeypot filled',
    status: 400,
    run: pqrsd({ ...pqrsdOk, sitioWeb: 'http://spam.example' }),
  },
  {
    group: 'pqrsd',
    name: 'form: attachment is HTML',
    status: 400,
    run: pqrsdForm(pqrsdOk, { adjunto: [fx.html, 'carta.pdf'] }),
  },
  {
    group: 'pqrsd',
    name: 'form: attachment is SVG',
    status: 400,
    run: pqrsdForm(pqrsdOk, { adjunto: [fx.svg, 'foto.png'] }),
  },
  {
    group: 'pqrsd',
    name: 'form: attachment is a ZIP',
    status: 400,
    run: pqrsdForm(pqrsdOk, { adjunto: [fx.zip, 'docs.pdf'] }),
  },
  {
    group: 'pqrsd',
    name: 'form: two attachments',
    status: 400,
    run: pqrsdForm(pqrsdOk, { adjunto: [fx.pdf(), 'a.pdf'], otro: [fx.pdf(), 'b.pdf'] }),
  },
  {
    group: 'pqrsd',
    name: 'form: attachment in another field',
    status: 400,
    run: pqrsdForm(pqrsdOk, { archivo: [fx.pdf(), 'a.pdf'] }),
  },
  {
    group: 'pqrsd',
    name: 'form: attachment over 5 MB',
    status: 413,
    run: pqrsdForm(pqrsdOk, { adjunto: [fx.largePdf(5 * 1024 * 1024 + 100), 'a.pdf'] }),
  },
  {
    group: 'pqrsd',
    name: 'form: invalid fields with a good PDF',
    status: 400,
    run: pqrsdForm({ ...pqrsdOk, email: 'no' }, { adjunto: [fx.pdf(), 'a.pdf'] }),
  },
  {
    group: 'pqrsd',
    name: 'multipart without boundary',
    status: 400,
    run: pqrsdRaw('abc', 'multipart/form-data'),
  },
  { group: 'pqrsd', name: 'status: nothing asked', status: 400, run: pqrsdStatus('') },
  { group: 'pqrsd', name: 'status: no code', status: 400, run: pqrsdStatus('?radicado=PQRSD-2026-000001') },
  {
    group: 'pqrsd',
    name: 'status: a code of 500 characters',
    status: 400,
    run: pqrsdStatus(`?radicado=PQRSD-2026-000001&code=${'A'.repeat(500)}`),
  },
  {
    group: 'pqrsd',
    name: 'status: radicado as a list',
    status: 400,
    run: pqrsdStatus('?radicado=a&radicado=b&code=AAAA'),
  },
  {
    group: 'pqrsd',
    name: 'status: the e-mail alone',
    status: 404,
    run: (c) =>
      call('GET', `/api/pqrsd/status?radicado=${c.pqrsd}&email=${encodeURIComponent(pqrsdOk.email)}`),
  },
  {
    group: 'pqrsd',
    name: 'status: unknown radicado',
    status: 404,
    run: pqrsdStatus('?radicado=PQRSD-1999-000001&code=AAAA-BBBB-CCCC-DDDD-EEEE'),
  },
  {
    group: 'pqrsd',
    name: 'status: injection in the radicado',
    // Not a radicado's shape: refused before any look-up, which says nothing of what is stored.
    status: 400,
    run: pqrsdStatus(`?radicado=${encodeURIComponent('../pqrsd/x')}&code=AAAA`),
  },
  {
    group: 'pqrsd',
    name: 'status: operators in the code',
    status: 400,
    run: pqrsdStatus(`?radicado=PQRSD-2026-000001&code=${encodeURIComponent('" OR 1=1 --')}`),
  },
  {
    group: 'pqrsd',
    name: 'lost code: malformed JSON',
    status: 400,
    run: () =>
      call('POST', '/api/pqrsd/codigo', {
        body: '{"radicado": ',
        headers: { 'Content-Type': 'application/json' },
      }),
  },
  {
    group: 'pqrsd',
    name: 'lost code: body over 1 KB',
    status: 413,
    run: () => call('POST', '/api/pqrsd/codigo', { json: { radicado: 'x'.repeat(2000), email: 'a@b.co' } }),
  },
  {
    group: 'pqrsd',
    name: 'lost code: e-mail as an object',
    status: 400,
    run: () =>
      call('POST', '/api/pqrsd/codigo', { json: { radicado: 'PQRSD-2026-000001', email: { $ne: '' } } }),
  },
  {
    group: 'pqrsd',
    name: 'lost code: header injection in the e-mail',
    status: 400,
    run: () =>
      call('POST', '/api/pqrsd/codigo', {
        json: { radicado: 'PQRSD-2026-000001', email: 'a@b.co\r\nBcc: x@y.co' },
      }),
  },
  { group: 'pqrsd', name: 'list without a token', status: 401, run: () => call('GET', '/api/pqrsd') },
  {
    group: 'pqrsd',
    name: 'list by a non-admin',
    status: 403,
    run: (c) => call('GET', '/api/pqrsd', { token: c.visitor }),
  },
  {
    group: 'pqrsd',
    name: 'answer by a non-admin',
    status: 403,
    run: pqrsdAction('answer', { text: 'x' }, (c) => c.visitor),
  },
  {
    group: 'pqrsd',
    name: 'answer an unknown radicado',
    status: 404,
    run: pqrsdAction('answer', { text: GOOD_ANSWER }),
  },
  // The answer's preview (nothing stored either way).
  {
    group: 'pqrsd',
    name: 'answer preview by a non-admin',
    status: 403,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/respuesta/vista-previa`, {
        token: c.visitor,
        json: { text: GOOD_ANSWER },
      }),
  },
  {
    group: 'pqrsd',
    name: 'answer preview with a recipient field',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/respuesta/vista-previa`, {
        token: c.admin,
        json: { text: GOOD_ANSWER, para: 'otro@example.com' },
      }),
  },
  {
    group: 'pqrsd',
    name: 'answer preview with denied as text',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/respuesta/vista-previa`, {
        token: c.admin,
        json: { text: GOOD_ANSWER, denied: 'sí' },
      }),
  },
  {
    group: 'pqrsd',
    name: 'answer preview with a script node',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/respuesta/vista-previa`, {
        token: c.admin,
        json: { text: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] } },
      }),
  },
  {
    group: 'pqrsd',
    name: 'answer preview over 128 KB',
    status: 413,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/respuesta/vista-previa`, {
        token: c.admin,
        json: { text: 'x'.repeat(140_000) },
      }),
  },
  {
    group: 'pqrsd',
    name: 'answer without text',
    status: 400,
    run: (c) => call('POST', `/api/pqrsd/${c.pqrsd}/answer`, { token: c.admin, json: { text: ' ' } }),
  },
  {
    group: 'pqrsd',
    name: 'answer with an image as the PDF',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/answer`, {
        token: c.admin,
        form: formOf({ text: JSON.stringify(GOOD_ANSWER) }, { pdf: [fx.html, 'r.pdf'] }),
      }),
  },
  {
    group: 'pqrsd',
    name: 'answer without words (empty paragraphs)',
    status: 400,
    run: answerWith(
      { type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph' }] },
      'Escriba la respuesta.',
    ),
  },
  {
    group: 'pqrsd',
    name: 'answer as plain text (not a document)',
    status: 400,
    run: answerWith('Respuesta sin formato'),
  },
  {
    group: 'pqrsd',
    name: 'answer as JSON: a script node in the document object',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/answer`, {
        token: c.admin,
        json: {
          text: { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] },
        },
      }),
  },
  // Every value of the shared rich-text corpus as the answer, sent as the inbox sends it (the
  // document as JSON in the multipart field, with a good PDF): 400, and neither the answer nor
  // its PDF stored.
  ...HOSTILE_RICH_TEXT.map(({ name, value }): Case => ({
    group: 'pqrsd',
    name: `answer: ${name}`,
    status: 400,
    run: answerWith(value),
  })),
  {
    group: 'pqrsd',
    name: 'transfer without a reason',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/transfer`, { token: c.admin, json: { entity: 'Secretaría' } }),
  },
  {
    group: 'pqrsd',
    name: 'extend to a date that is not one',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/extend`, {
        token: c.admin,
        json: { newDate: '2026-02-30', reason: 'Motivo' },
      }),
  },
  {
    group: 'pqrsd',
    name: 'extend into the past',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/extend`, {
        token: c.admin,
        json: { newDate: '2020-01-02', reason: 'Motivo' },
      }),
  },
  {
    group: 'pqrsd',
    name: 'outbox without a token',
    status: 401,
    run: () => call('GET', '/api/pqrsd/outbox'),
  },
  {
    group: 'pqrsd',
    name: 'DELETE a request',
    status: 405,
    run: (c) => call('DELETE', `/api/pqrsd/${c.pqrsd}`, { token: c.admin }),
  },
  {
    group: 'pqrsd',
    name: 'answer a petition as denied information',
    status: 400,
    run: (c) =>
      call('POST', `/api/pqrsd/${c.pqrsd}/answer`, {
        token: c.admin,
        json: { text: GOOD_ANSWER, denied: true },
      }),
  },
  {
    group: 'pqrsd',
    name: "answer's PDF without a token",
    status: 401,
    run: (c) => call('GET', `/api/pqrsd/${c.pqrsd}/respuesta`),
  },
  {
    group: 'pqrsd',
    name: 'report CSV without a token',
    status: 401,
    run: () => call('GET', '/api/pqrsd/informe.csv'),
  },
  {
    group: 'pqrsd',
    name: 'report CSV by a non-admin',
    status: 403,
    run: (c) => call('GET', '/api/pqrsd/informe.csv', { token: c.visitor }),
  },
  {
    group: 'pqrsd',
    name: 'POST to the report',
    status: 405,
    run: () => call('POST', '/api/pqrsd/informe', { json: {} }),
  },
];
cases.push(...pqrsdCases);

// Events and notices: dates in order, real instants, only the declared levels. The
// seeded records are read as the administrator sees them (the seeded notice is not public yet).
const seededId = async (c: Ctx, collection: 'eventos' | 'avisos') =>
  (await call<Array<{ _id: string }>>('GET', `/api/${collection}`, { token: c.admin })).body[0]!._id;
const putEvent = async (c: Ctx, json: unknown) =>
  put(c, json, `/api/eventos/${await seededId(c, 'eventos')}`);
const putNotice = async (c: Ctx, json: unknown) => put(c, json, `/api/avisos/${await seededId(c, 'avisos')}`);
const newEvent = (c: Ctx, json: Record<string, unknown>) =>
  call('POST', '/api/eventos', {
    token: c.admin,
    json: { title: 'Evento', start: '2030-03-02T12:00:00Z', end: '2030-03-02T14:00:00Z', ...json },
  });
const newNotice = (c: Ctx, json: Record<string, unknown>) =>
  call('POST', '/api/avisos', {
    token: c.admin,
    json: {
      text: 'Aviso',
      level: 'info',
      from: '2030-03-01T12:00:00Z',
      until: '2030-03-02T12:00:00Z',
      ...json,
    },
  });
const calendarCases: Case[] = [
  {
    group: 'eventos',
    name: 'end before start (create)',
    status: 400,
    run: (c) => newEvent(c, { end: '2030-03-02T11:59:00Z' }),
  },
  {
    group: 'eventos',
    name: 'end before the stored start (update sends end alone)',
    status: 400,
    run: (c) => putEvent(c, { end: '2000-01-01T00:00:00Z' }),
  },
  {
    group: 'eventos',
    name: 'start after the stored end (update sends start alone)',
    status: 400,
    run: (c) => putEvent(c, { start: '2099-01-01T00:00:00Z' }),
  },
  {
    group: 'eventos',
    name: 'start without a zone',
    status: 400,
    run: (c) => newEvent(c, { start: '2030-03-02T07:00' }),
  },
  {
    group: 'eventos',
    name: 'start as a number',
    status: 400,
    run: (c) => newEvent(c, { start: 1900000000000 }),
  },
  {
    group: 'eventos',
    name: 'a day that does not exist',
    status: 400,
    run: (c) => newEvent(c, { start: '2030-02-30T12:00:00Z' }),
  },
  { group: 'eventos', name: 'allDay as a boolean', status: 400, run: (c) => newEvent(c, { allDay: true }) },
  {
    group: 'eventos',
    name: 'allDay not one of the options',
    status: 400,
    run: (c) => newEvent(c, { allDay: 'quizas' }),
  },
  { group: 'eventos', name: 'title missing', status: 400, run: (c) => newEvent(c, { title: '' }) },
  {
    group: 'eventos',
    name: 'title over 300 characters',
    status: 400,
    run: (c) => newEvent(c, { title: 'x'.repeat(301) }),
  },
  {
    group: 'eventos',
    name: 'a field the declaration lacks',
    status: 400,
    run: (c) => newEvent(c, { organizer: 'alguien' }),
  },
  {
    group: 'eventos',
    name: 'create by a non-admin',
    status: 403,
    run: (c) => call('POST', '/api/eventos', { token: c.visitor, json: { title: 'x' } }),
  },
  {
    group: 'eventos',
    name: 'one event of an ended or unknown id as a calendar file',
    status: 404,
    run: () => call('GET', '/eventos.ics?evento=no-existe'),
  },
  {
    group: 'eventos',
    name: 'a calendar file for an id with a slash',
    status: 404,
    run: () => call('GET', '/eventos.ics?evento=a%2Fb'),
  },
  {
    group: 'eventos',
    name: 'the file of an event that does not exist (the site’s 404 page)',
    status: 404,
    run: () => call('GET', '/eventos/no-existe-este-evento.ics'),
  },
  {
    group: 'eventos',
    name: 'an event file whose name is no address of ours',
    status: 404,
    run: () => call('GET', '/eventos/Reuni%C3%B3n%20de%20padres.ics'),
  },
  {
    group: 'eventos',
    name: 'a script node in the description (formatted text)',
    status: 400,
    run: (c) =>
      newEvent(c, {
        description: {
          type: 'doc',
          content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }],
        },
      }),
  },
  {
    group: 'avisos',
    name: 'until before from',
    status: 400,
    run: (c) => newNotice(c, { until: '2030-02-28T12:00:00Z' }),
  },
  {
    group: 'avisos',
    name: 'until before the stored from (update)',
    status: 400,
    run: (c) => putNotice(c, { until: '2000-01-01T00:00:00Z' }),
  },
  {
    group: 'avisos',
    name: 'level not info or urgente',
    status: 400,
    run: (c) => newNotice(c, { level: 'critico' }),
  },
  { group: 'avisos', name: 'level missing', status: 400, run: (c) => newNotice(c, { level: '' }) },
  { group: 'avisos', name: 'until missing', status: 400, run: (c) => newNotice(c, { until: '' }) },
  {
    group: 'avisos',
    name: 'a javascript: link',
    status: 400,
    run: (c) => newNotice(c, { link: 'javascript:alert(1)' }),
  },
  {
    group: 'avisos',
    name: 'a data: link',
    status: 400,
    run: (c) => newNotice(c, { link: 'data:text/html,<script>alert(1)</script>' }),
  },
  { group: 'avisos', name: 'text as a list', status: 400, run: (c) => newNotice(c, { text: ['a', 'b'] }) },
  {
    group: 'avisos',
    name: 'text over 300 characters',
    status: 400,
    run: (c) => newNotice(c, { text: 'x'.repeat(301) }),
  },
  {
    group: 'avisos',
    name: 'delete without a token',
    status: 401,
    run: async (c) => call('DELETE', `/api/avisos/${await seededId(c, 'avisos')}`),
  },
];
cases.push(...calendarCases);
// Formatted text: every value of the shared rich-text corpus as a field of a page, and
// as a part of a multipart create; each a 400 whose message names the field by its label.
const richTextPut = (value: unknown) => async (ctx: Ctx) => {
  const res = await put(ctx, { stringone: value }, `/api/horizonte/${ctx.horizonte}`);
  expect((res.body as { message?: string }).message).toMatch(/^El campo «Texto del bloque 1» /);
  return res;
};
const richTextCases: Case[] = [
  ...HOSTILE_RICH_TEXT.map(({ name, value }): Case => ({
    group: 'richtext',
    name,
    status: 400,
    run: richTextPut(value),
  })),
  {
    group: 'richtext',
    name: 'raw HTML as the intro part of a multipart create',
    status: 400,
    run: (c) =>
      call('POST', '/api/convocatorias', {
        token: c.admin,
        form: formOf({ title: 'x', string: '<p onclick="alert(1)">Hola</p>' }),
      }),
  },
  {
    group: 'richtext',
    name: 'a javascript: link in the JSON part of a multipart create',
    status: 400,
    run: (c) =>
      call('POST', '/api/transparencia', {
        token: c.admin,
        form: formOf({
          subitem: '4.2',
          title: 'x',
          link: 'https://www.datos.gov.co',
          description: JSON.stringify({
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'x',
                    marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                  },
                ],
              },
            ],
          }),
        }),
      }),
  },
  {
    group: 'richtext',
    name: 'a script node in a policy section',
    status: 400,
    run: (c) =>
      put(
        c,
        {
          stringone: {
            type: 'doc',
            content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }],
          },
        },
        `/api/politicaprivacidad/${c.privacidad}`,
      ),
  },
];
cases.push(...richTextCases);

// Albums: the image-list kind, its cover and the consent, on create and on the seeded
// album; and the gallery rule's size range at upload.
const albumBody = (c: Ctx, over: Record<string, unknown> = {}) => ({
  title: 'Álbum del corpus',
  date: '2026-03-20',
  photos: [{ image: c.galeriaPhoto, alt: 'Estudiantes en la feria' }],
  consent: true,
  ...over,
});
const createAlbum = (c: Ctx, json: unknown) => call('POST', '/api/galerias', { token: c.admin, json });
const putAlbum = (c: Ctx, json: unknown) => call('PUT', `/api/galerias/${c.album}`, { token: c.admin, json });
const galleryCases: Case[] = [
  {
    group: 'galerias',
    name: 'photos as a text',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { photos: 'foto.jpg' })),
  },
  {
    group: 'galerias',
    name: 'photos as a list of names',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { photos: [c.galeriaPhoto] })),
  },
  {
    group: 'galerias',
    name: 'a photo with an extra key',
    status: 400,
    run: (c) =>
      createAlbum(
        c,
        albumBody(c, { photos: [{ image: c.galeriaPhoto, alt: 'x', url: 'https://evil.example' }] }),
      ),
  },
  {
    group: 'galerias',
    name: 'a photo with a number as alt',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { photos: [{ image: c.galeriaPhoto, alt: 7 }] })),
  },
  {
    group: 'galerias',
    name: 'a photo without alt text',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { photos: [{ image: c.galeriaPhoto, alt: '   ' }] })),
  },
  {
    group: 'galerias',
    name: 'an alt text of 10 000 characters',
    status: 400,
    run: (c) =>
      createAlbum(c, albumBody(c, { photos: [{ image: c.galeriaPhoto, alt: 'a'.repeat(10_000) }] })),
  },
  {
    group: 'galerias',
    name: 'a path as the image',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { photos: [{ image: '../../firebase.json', alt: 'x' }] })),
  },
  {
    group: 'galerias',
    name: 'a variant as the image',
    status: 400,
    run: (c) =>
      createAlbum(
        c,
        albumBody(c, { photos: [{ image: c.galeriaPhoto.replace('.jpg', '-w480.webp'), alt: 'x' }] }),
      ),
  },
  {
    group: 'galerias',
    name: "a docente's photo in the album",
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { photos: [{ image: c.docentePhoto, alt: 'x' }] })),
  },
  {
    group: 'galerias',
    name: 'a PDF in the album',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { photos: [{ image: c.manualPdf, alt: 'x' }] })),
  },
  {
    group: 'galerias',
    name: 'the same photo twice',
    status: 400,
    run: (c) =>
      createAlbum(
        c,
        albumBody(c, {
          photos: [
            { image: c.galeriaPhoto, alt: 'a' },
            { image: c.galeriaPhoto, alt: 'b' },
          ],
        }),
      ),
  },
  {
    group: 'galerias',
    name: '10 000 photos',
    status: 400,
    run: (c) =>
      createAlbum(
        c,
        albumBody(c, { photos: Array.from({ length: 10_000 }, () => ({ image: c.galeriaPhoto, alt: 'x' })) }),
      ),
  },
  {
    group: 'galerias',
    name: 'consent as a text',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { consent: 'true' })),
  },
  {
    group: 'galerias',
    name: 'consent false',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { consent: false })),
  },
  {
    group: 'galerias',
    name: 'a cover not in the album',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { cover: c.docentePhoto })),
  },
  {
    group: 'galerias',
    name: 'update: the cover dropped from the photos',
    status: 400,
    run: (c) => putAlbum(c, { cover: c.docentePhoto }),
  },
  { group: 'galerias', name: 'update: an empty album', status: 400, run: (c) => putAlbum(c, { photos: [] }) },
  {
    group: 'galerias',
    name: 'upload: a 4032x3024 photo (over the 2048 px long side)',
    status: 400,
    run: async (c) => upload(c, { photos: [await fx.jpeg(4032, 3024), 'g.jpg'] }, { collection: 'galerias' }),
  },
  {
    group: 'galerias',
    name: 'upload: a 2048x200 sliver',
    status: 400,
    run: async (c) => upload(c, { photos: [await fx.jpeg(2048, 200), 'g.jpg'] }, { collection: 'galerias' }),
  },
  {
    group: 'galerias',
    name: 'upload: a 2048-px header over an 8000x8000 JPEG',
    status: 400,
    run: async (c) =>
      upload(
        c,
        { photos: [await lyingJpeg({ width: 8000, height: 8000 }, { width: 2048, height: 1536 }), 'g.jpg'] },
        { collection: 'galerias' },
      ),
  },
];
cases.push(...galleryCases);

// Bidirectional controls: the server removes them from every single-line text, so one
// typed alone is no text at all and a required field is refused (api-single-line.test.ts shows
// that titles with them are stored without them).
const BIDI = '\u202e\u2066\u2069\u200f';
const bidiCases: Case[] = [
  {
    group: 'bidi',
    name: 'a required title of controls alone (update)',
    status: 400,
    run: (c) => put(c, { title: BIDI }),
  },
  {
    group: 'bidi',
    name: 'a news title of controls alone (create)',
    status: 400,
    run: (c) =>
      call('POST', '/api/noticias', {
        token: c.admin,
        json: { title: BIDI, kind: 'noticia', summary: 'Resumen', publishAt: '2026-03-20T13:00:00Z' },
      }),
  },
  {
    group: 'bidi',
    name: "a notice's text of controls alone",
    status: 400,
    run: (c) => newNotice(c, { text: ` ${BIDI} ` }),
  },
  {
    group: 'bidi',
    name: 'an alt text of controls alone',
    status: 400,
    run: (c) => createAlbum(c, albumBody(c, { photos: [{ image: c.galeriaPhoto, alt: BIDI }] })),
  },
];
cases.push(...bidiCases);

// Malformed JSON. The platform's own body parser reads a JSON body before the function
// runs (the emulator's runtime, the Functions Framework in production) and answers a parse failure
// itself, so no handler of ours sees it: the function sets NODE_ENV=production at start-up so that
// answer is a bare 400, never a stack trace naming source paths (functions/src/index.ts).
const TRACE = /SyntaxError|\bat (?:JSON\.parse|parse|new )|node_modules|\/work\/|\.js:\d+|\.ts:\d+/;
const malformed =
  (method: string, path: (c: Ctx) => string, body: string, token = true) =>
  async (c: Ctx) => {
    const res = await call(method, path(c), {
      token: token ? c.admin : undefined,
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
    expect(text, 'no stack trace, no source path').not.toMatch(TRACE);
    return res;
  };
const malformedJsonCases: Case[] = [
  {
    group: 'malformed-json',
    name: 'POST /api/pqrsd truncated',
    status: 400,
    run: malformed('POST', () => '/api/pqrsd', '{"tipo": ', false),
  },
  {
    group: 'malformed-json',
    name: 'POST /api/pqrsd single quotes',
    status: 400,
    run: malformed('POST', () => '/api/pqrsd', "{'tipo': 'peticion'}", false),
  },
  {
    group: 'malformed-json',
    name: 'POST /api/pqrsd a lone brace',
    status: 400,
    run: malformed('POST', () => '/api/pqrsd', '}', false),
  },
  {
    group: 'malformed-json',
    name: 'PUT a record, trailing garbage',
    status: 400,
    run: malformed('PUT', (c) => `/api/carousel/${c.slide}`, '{"title": "x"} basura'),
  },
  {
    group: 'malformed-json',
    name: 'PUT the settings, truncated',
    status: 400,
    run: malformed('PUT', () => '/api/sitio/x', '{"title": "x", '),
  },
  {
    group: 'malformed-json',
    name: 'PUT an order, unquoted key',
    status: 400,
    run: malformed('PUT', () => '/api/docentes/order', '{ids: []}'),
  },
  {
    group: 'malformed-json',
    name: 'POST /api/admins, truncated',
    status: 400,
    run: malformed('POST', () => '/api/admins', '{"email": "a@b.co"'),
  },
  {
    group: 'malformed-json',
    name: 'POST /api/vitals, NaN',
    status: 400,
    run: malformed('POST', () => '/api/vitals', '{"route": "/", "metrics": {"LCP": NaN}}', false),
  },
];
cases.push(...malformedJsonCases);

// The ITA checklist: a state the matrix cannot hold, or a reader without the `ita` capability.
const ITA_ITEM = '/api/ita/transparencia-2-2';
const putIta = (json: unknown, token?: (c: Ctx) => string) => (c: Ctx) =>
  call('PUT', ITA_ITEM, { token: token ? token(c) : c.admin, json });
const itaField = (json: unknown, field: RegExp) => async (c: Ctx) => {
  const res = await putIta(json)(c);
  expect((res.body as { message: string }).message).toMatch(field);
  return res;
};
const itaCases: Case[] = [
  {
    group: 'ita',
    name: 'no_aplica without a reason',
    status: 400,
    run: itaField({ status: 'no_aplica' }, /Razón por la que no aplica/),
  },
  {
    group: 'ita',
    name: 'no_aplica with a blank reason',
    status: 400,
    run: itaField({ status: 'no_aplica', reason: '   ' }, /Razón por la que no aplica/),
  },
  { group: 'ita', name: 'unknown status', status: 400, run: itaField({ status: 'si' }, /Estado/) },
  { group: 'ita', name: 'status in capitals', status: 400, run: itaField({ status: 'CUMPLE' }, /Estado/) },
  { group: 'ita', name: 'no status', status: 400, run: itaField({ evidence: ['/pqrsd'] }, /Estado/) },
  {
    group: 'ita',
    name: 'http evidence',
    status: 400,
    run: itaField({ status: 'cumple', evidence: ['http://colegio.edu.co/x'] }, /Evidencias/),
  },
  {
    group: 'ita',
    name: 'javascript: evidence',
    status: 400,
    run: itaField({ status: 'cumple', evidence: ['javascript:alert(1)'] }, /Evidencias/),
  },
  {
    group: 'ita',
    name: 'protocol-relative evidence',
    status: 400,
    run: itaField({ status: 'cumple', evidence: ['//evil.example/x'] }, /Evidencias/),
  },
  {
    group: 'ita',
    name: 'relative evidence',
    status: 400,
    run: itaField({ status: 'cumple', evidence: ['transparencia'] }, /Evidencias/),
  },
  {
    group: 'ita',
    name: 'evidence path whose % forms no character',
    status: 400,
    run: itaField({ status: 'cumple', evidence: ['/transparencia/%E0%A4%A'] }, /Evidencias/),
  },
  {
    group: 'ita',
    name: 'evidence fragment whose % forms no character',
    status: 400,
    run: itaField({ status: 'cumple', evidence: ['/transparencia/normativa#%ZZ'] }, /Evidencias/),
  },
  {
    group: 'ita',
    name: 'evidence with credentials',
    status: 400,
    run: itaField({ status: 'cumple', evidence: ['https://user:pw@colegio.edu.co'] }, /Evidencias/),
  },
  {
    group: 'ita',
    name: 'evidence as a string',
    status: 400,
    run: itaField({ status: 'cumple', evidence: '/pqrsd' }, /Evidencias/),
  },
  {
    group: 'ita',
    name: '11 evidences',
    status: 400,
    run: itaField({ status: 'cumple', evidence: Array(11).fill('/pqrsd') }, /Evidencias/),
  },
  {
    group: 'ita',
    name: 'review period of zero',
    status: 400,
    run: itaField({ status: 'cumple', reviewPeriodDays: 0 }, /Revisar cada/),
  },
  {
    group: 'ita',
    name: 'negative review period',
    status: 400,
    run: itaField({ status: 'cumple', reviewPeriodDays: -30 }, /Revisar cada/),
  },
  {
    group: 'ita',
    name: 'fractional review period',
    status: 400,
    run: itaField({ status: 'cumple', reviewPeriodDays: 1.5 }, /Revisar cada/),
  },
  {
    group: 'ita',
    name: 'review period as text',
    status: 400,
    run: itaField({ status: 'cumple', reviewPeriodDays: '30' }, /Revisar cada/),
  },
  {
    group: 'ita',
    name: 'reason of 5000 characters',
    status: 400,
    run: itaField({ status: 'no_aplica', reason: 'a'.repeat(5000) }, /Razón/),
  },
  { group: 'ita', name: 'unknown field', status: 400, run: putIta({ status: 'cumple', checkProblem: null }) },
  { group: 'ita', name: 'array body', status: 400, run: putIta([{ status: 'cumple' }]) },
  {
    group: 'ita',
    name: 'text/plain body',
    status: 415,
    run: (c) =>
      call('PUT', ITA_ITEM, {
        token: c.admin,
        body: '{"status":"cumple"}',
        headers: { 'Content-Type': 'text/plain' },
      }),
  },
  {
    group: 'ita',
    name: 'item the matrix lacks',
    status: 404,
    run: (c) => call('PUT', '/api/ita/11-1', { token: c.admin, json: { status: 'cumple' } }),
  },
  {
    group: 'ita',
    name: 'visitor reading the checklist',
    status: 403,
    run: (c) => call('GET', '/api/ita', { token: c.visitor }),
  },
  { group: 'ita', name: 'no token reading the checklist', status: 401, run: () => call('GET', '/api/ita') },
  {
    group: 'ita',
    name: 'visitor reading the CSV',
    status: 403,
    run: (c) => call('GET', '/api/ita.csv', { token: c.visitor }),
  },
  {
    group: 'ita',
    name: 'visitor saving an item',
    status: 403,
    run: putIta({ status: 'cumple' }, (c) => c.visitor),
  },
];
cases.push(...itaCases);

// Drafts and review: a colaborador's request to publish, to touch another person's draft
// or a published record, or another collection: 403 in Spanish, nothing changed; a review's bad input.
const asColaborador = (method: string, path: (c: Ctx) => string, json?: unknown) => (c: Ctx) =>
  call(method, path(c), { token: c.colaborador, ...(json !== undefined ? { json } : {}) });
const draftNews = {
  title: 'Borrador del corpus',
  kind: 'noticia',
  summary: 'Resumen',
  publishAt: '2026-03-20T13:00:00Z',
};
const draftCases: Case[] = [
  {
    group: 'colaborador',
    name: 'create a published news item',
    status: 403,
    run: asColaborador('POST', () => '/api/noticias', { ...draftNews, estado: 'publicado' }),
  },
  {
    group: 'colaborador',
    name: 'create with an empty estado (which reads as published)',
    status: 403,
    run: asColaborador('POST', () => '/api/noticias', { ...draftNews, estado: '' }),
  },
  {
    group: 'colaborador',
    name: 'multipart create of a published news item',
    status: 403,
    run: (c) =>
      call('POST', '/api/noticias', {
        token: c.colaborador,
        form: formOf({ ...draftNews, estado: 'publicado' }),
      }),
  },
  {
    group: 'colaborador',
    name: 'publish its own draft by a save',
    status: 403,
    run: asColaborador('PUT', (c) => `/api/noticias/${c.ownDraft}`, { estado: 'publicado' }),
  },
  {
    group: 'colaborador',
    name: 'POST /publicar its own draft',
    status: 403,
    run: asColaborador('POST', (c) => `/api/noticias/${c.ownDraft}/publicar`),
  },
  {
    group: 'colaborador',
    name: 'POST /devolver on its own draft',
    status: 403,
    run: asColaborador('POST', (c) => `/api/noticias/${c.ownDraft}/devolver`, { nota: 'x' }),
  },
  {
    group: 'colaborador',
    name: "save another colaborador's draft",
    status: 403,
    run: asColaborador('PUT', (c) => `/api/eventos/${c.otherDraft}`, { title: 'Mío ahora' }),
  },
  {
    group: 'colaborador',
    name: "send another colaborador's draft to review",
    status: 403,
    run: asColaborador('POST', (c) => `/api/eventos/${c.otherDraft}/revision`),
  },
  {
    group: 'colaborador',
    name: 'save a published news item back to draft',
    status: 403,
    run: async (c) =>
      call('PUT', await noticia(), { token: c.colaborador, json: { estado: 'borrador', title: 'x' } }),
  },
  {
    group: 'colaborador',
    name: 'delete its own draft',
    status: 403,
    run: asColaborador('DELETE', (c) => `/api/noticias/${c.ownDraft}`),
  },
  {
    group: 'colaborador',
    name: 'create a docente',
    status: 403,
    run: asColaborador('POST', () => '/api/docentes', { title: 'x' }),
  },
  {
    group: 'colaborador',
    name: 'save the horizonte page',
    status: 403,
    run: asColaborador('PUT', (c) => `/api/horizonte/${c.horizonte}`, { title: 'x' }),
  },
  {
    group: 'colaborador',
    name: 'reorder the docentes',
    status: 403,
    run: (c) => reorder(c, { ids: c.docentes }, 'docentes', c.colaborador),
  },
  {
    group: 'colaborador',
    name: 'upload for the docentes',
    status: 403,
    run: async (c) =>
      call('POST', '/api/upload', {
        token: c.colaborador,
        form: formOf({ collection: 'docentes' }, { image: [await fx.jpeg(1040, 1040), 'd.jpg'] }),
      }),
  },
  {
    group: 'colaborador',
    name: 'empty the Papelera',
    status: 403,
    run: asColaborador('DELETE', () => '/api/trash/noticias/no-existe'),
  },
  {
    group: 'review',
    name: 'return without a note',
    status: 400,
    run: (c) => call('POST', `/api/noticias/${c.ownDraft}/devolver`, { token: c.admin, json: {} }),
  },
  {
    group: 'review',
    name: 'return with a note of spaces',
    status: 400,
    run: (c) =>
      call('POST', `/api/noticias/${c.ownDraft}/devolver`, { token: c.admin, json: { nota: ' \n ' } }),
  },
  {
    group: 'review',
    name: 'return with a number as the note',
    status: 400,
    run: (c) => call('POST', `/api/noticias/${c.ownDraft}/devolver`, { token: c.admin, json: { nota: 7 } }),
  },
  {
    group: 'review',
    name: 'return with a note of 10 000 characters',
    status: 400,
    run: (c) =>
      call('POST', `/api/noticias/${c.ownDraft}/devolver`, {
        token: c.admin,
        json: { nota: 'a'.repeat(10_000) },
      }),
  },
  {
    group: 'review',
    name: 'return, the body not JSON',
    status: 415,
    run: (c) =>
      call('POST', `/api/noticias/${c.ownDraft}/devolver`, {
        token: c.admin,
        body: 'nota=x',
        headers: { 'Content-Type': 'text/plain' },
      }),
  },
  {
    group: 'review',
    name: 'send a docente to review (no drafts there)',
    status: 404,
    run: (c) => call('POST', `/api/docentes/${c.docente}/revision`, { token: c.admin }),
  },
  {
    group: 'review',
    name: 'publish an id with a slash',
    status: 404,
    run: (c) => call('POST', '/api/noticias/..%2Fsitio/publicar', { token: c.admin }),
  },
  {
    group: 'review',
    name: 'publish with a visitor token',
    status: 403,
    run: (c) => call('POST', `/api/noticias/${c.ownDraft}/publicar`, { token: c.visitor }),
  },
  {
    group: 'review',
    name: 'publish without a token',
    status: 401,
    run: (c) => call('POST', `/api/noticias/${c.ownDraft}/publicar`),
  },
];
cases.push(...draftCases);

/** A colaborador account (Admin SDK), signed in: removed with the test accounts afterwards. */
async function colaborador(name: string): Promise<string> {
  const { auth } = emulatorDeps();
  const email = testEmail(name);
  const user = await auth.createUser({ email, password: 'Clave-Corpus-2026' });
  await auth.setCustomUserClaims(user.uid, { role: 'colaborador' });
  return signIn(email, 'Clave-Corpus-2026');
}

let ctx: Ctx;
const tally = { cases: 0, fourXX: 0, jsonMessages: 0, unchanged: 0, serving: 0 };

beforeAll(async () => {
  const slide = await firstRecord('carousel');
  const horizonte = await firstRecord('horizonte');
  ctx = {
    admin: await adminToken(),
    visitor: await visitorToken(),
    slide: slide._id,
    horizonte: horizonte._id,
    docente: (await firstRecord('docentes'))._id,
    directivo: (await firstRecord('directivos'))._id,
    docentePhoto: '',
    manualPdf: '',
    docentes: ((await (await fetch(`${SITE}/api/docentes`)).json()) as Array<{ _id: string }>).map(
      (r) => r._id,
    ),
    entrada: (
      await call<Array<{ _id: string; pdf: string; link: string }>>('GET', '/api/transparencia')
    ).body.find((e) => e.pdf !== '' && e.link === '')!._id,
    notas: (await firstRecord('transparencianotas'))._id,
    privacidad: (await firstRecord('politicaprivacidad'))._id,
    pqrsd: '',
    album: (await firstRecord('galerias'))._id,
    galeriaPhoto: '',
    colaborador: await colaborador('corpus-ana'),
    ownDraft: '',
    otherDraft: '',
  };
  ctx.ownDraft = (
    (await call('POST', '/api/noticias', { token: ctx.colaborador, json: draftNews })).body as { _id: string }
  )._id;
  const other = await colaborador('corpus-beto');
  ctx.otherDraft = (
    (
      await call('POST', '/api/eventos', {
        token: other,
        json: { title: 'Evento de otro', start: '2030-01-10T14:00:00Z', end: '2030-01-10T15:00:00Z' },
      })
    ).body as { _id: string }
  )._id;
  ctx.pqrsd = ((await call('POST', '/api/pqrsd', { json: pqrsdOk })).body as { radicado: string }).radicado;
  const uploaded = async (collection: string, files: Record<string, [Buffer, string]>) =>
    ((await upload(ctx, files, { collection })).body as { files: Record<string, string> }).files;
  ctx.docentePhoto = (
    await uploaded('docentes', { image: [await fx.jpeg(1040, 1040), 'docente.jpg'] })
  ).image!;
  ctx.manualPdf = (await uploaded('manualconvivencia', { pdfone: [fx.pdf(), 'manual.pdf'] })).pdfone!;
  ctx.galeriaPhoto = (
    await uploaded('galerias', { photos: [await fx.jpeg(1600, 1200), 'feria.jpg'] })
  ).photos!;
});

afterAll(async () => {
  await removeTestAdmins();
  console.log(
    `bad-input corpus: ${tally.cases} inputs tried, ${tally.fourXX} answered 4xx, ` +
      `${tally.jsonMessages} with our JSON message, ${tally.unchanged} left stored data unchanged, ` +
      `function serving after ${tally.serving}`,
  );
});

describe('dot segments on /media', () => {
  it('are resolved by Hosting before any rewrite: the answer is a page of the site, never a stored file', async () => {
    for (const path of ['/media/%2e%2e', '/media/..', '/media/%2e%2e/%2e%2e/firebase.json']) {
      const res = await fetch(`${SITE}${path}`);
      const text = await res.text();
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(text).toContain('aria-label="Menú principal"');
      expect(text).not.toContain('"hosting"');
    }
  });
});

describe('bad-input corpus', () => {
  it('has at least 60 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  // The cases run one after another and nothing else writes meanwhile, so the state a case left
  // (checked equal to the state before it) is the next case's "before": one read per case, not two.
  let checked: Awaited<ReturnType<typeof storedState>> | undefined;
  it.each(cases.map((c) => [`${c.group}: ${c.name}`, c] as const))('%s', async (_label, testCase) => {
    tally.cases += 1;
    const before = checked ?? (await storedState());
    checked = undefined;
    const res = await testCase.run(ctx);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (testCase.status) expect(res.status).toBe(testCase.status);
    tally.fourXX += 1;
    if (res.headers.get('content-type')?.includes('json')) {
      const body = res.body as { error: string; message: string };
      expect(body.error).toMatch(/^[a-z-]+$/);
      expect(body.message.length).toBeGreaterThan(10);
      tally.jsonMessages += 1;
    }
    const after = await storedState();
    expect(after).toEqual(before);
    tally.unchanged += 1;
    expect((await fetch(`${SITE}/api/carousel`)).status).toBe(200);
    tally.serving += 1;
    checked = after;
  });
});

// Which school a request is for comes from the host the visitor asked for (Hosting's
// X-Forwarded-Host, functions/src/platform/platform-app.ts), and a host a client invents never
// chooses one: an invented, malformed or doubled host is a 404 with nothing of any school, through
// Hosting and on the function's direct URL, where nothing sits in front of the function. With the
// real host, every address the function writes is still the configured origin's (SITE_ORIGIN,
// which the emulator scripts export; functions/src/tenancy/site-origin.ts), whatever else a client
// invents (the protocol, the Origin, the Host).
describe('invented forwarding headers', () => {
  const ORIGIN = process.env.SITE_ORIGIN ?? SITE;
  const DIRECT = FUNCTION_URL;
  /** San José's own host, as Hosting forwards it. */
  const REAL_HOST = new URL(SITE).host;
  const INVENTED: Array<Record<string, string>> = [
    { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' },
    { 'X-Forwarded-Host': 'evil.example, otro.example', 'X-Forwarded-Proto': 'https' },
    { 'X-Forwarded-Host': `${REAL_HOST}, evil.example`, 'X-Forwarded-Proto': 'https' },
    // A malformed host made the calendar's `new URL(origin)` throw: a 500.
    { 'X-Forwarded-Host': 'a b<c>[', 'X-Forwarded-Proto': 'ht tp' },
  ];
  /** The real host, with a protocol invented beside it. */
  const REAL = { 'X-Forwarded-Host': REAL_HOST, 'X-Forwarded-Proto': 'javascript' };
  const where = [
    ['Hosting', SITE],
    ['the direct URL', DIRECT],
  ] as const;
  /** Every absolute URL in a text (attributes, XML, iCalendar values). */
  const urls = (text: string) => [...text.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s"<>;\\]+/gi)].map((m) => m[0]);
  let admin: string;
  let event = '';
  let slug = '';

  beforeAll(async () => {
    admin = await adminToken();
    const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const created = await call<{ _id: string }>('POST', '/api/eventos', {
      token: admin,
      json: { title: 'Reunión de encabezados', start: inHours(48), end: inHours(49) },
    });
    expect(created.status).toBe(201);
    event = created.body._id;
    slug = String((await firstRecord('noticias')).slug);
    expect(slug).not.toBe('');
  });
  afterAll(async () => {
    if (event) await call('DELETE', `/api/eventos/${event}`, { token: admin });
    const { removeTestAdmins } = await import('./admins');
    await removeTestAdmins();
  });

  for (const [label, base] of where) {
    it(`an invented host (${label}) is a 404: no calendar, page, feed or sitemap of any school`, async () => {
      for (const headers of INVENTED)
        for (const path of [
          '/eventos.ics',
          `/noticias/${slug}`,
          '/noticias/rss.xml',
          '/noticias/sitemap.xml',
        ]) {
          const res = await fetch(`${base}${path}`, { headers });
          const text = await res.text();
          expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
          expect(text).not.toMatch(/evil\.example|javascript|otro\.example|encabezados|San José/);
          expect(text).not.toContain(slug);
        }
    });

    it(`/eventos.ics with the real host (${label}) names only the configured origin`, async () => {
      const res = await fetch(`${base}/eventos.ics`, { headers: REAL });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).toContain(`URL;VALUE=URI:${ORIGIN}/eventos`);
      expect(text).toContain(`UID:${event}@${new URL(ORIGIN).host}`);
      expect(text).not.toMatch(/evil\.example|javascript|otro\.example/);
      for (const url of urls(text).filter(
        (u) => !u.startsWith('http://www.') && !u.startsWith('https://www.'),
      ))
        expect(url.startsWith(ORIGIN), url).toBe(true);
    });

    it(`/noticias/{slug}, the feed and the sitemap with the real host (${label}) name only the configured origin`, async () => {
      const page = await fetch(`${base}/noticias/${slug}`, { headers: REAL });
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/noticias/${slug}" />`);
      expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/noticias/${slug}" />`);
      for (const path of ['/noticias/rss.xml', '/noticias/sitemap.xml']) {
        const feed = await (await fetch(`${base}${path}`, { headers: REAL })).text();
        expect(feed).toContain(`${ORIGIN}/noticias/${slug}<`);
        expect(feed).not.toMatch(/evil\.example|javascript|otro\.example/);
      }
      expect(html).not.toMatch(/evil\.example|javascript:\/\/|otro\.example/);
    });
  }

  it('a news page is made without any request to the host the headers name (the site build ships with the function)', async () => {
    const { createServer } = await import('node:http');
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<html><head><title>trampa</title></head><body>trampa</body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      for (const base of [DIRECT, SITE]) {
        // The trap as the forwarded host: no school's, a 404.
        const invented = await fetch(`${base}/noticias/${slug}`, {
          headers: {
            'X-Forwarded-Host': `127.0.0.1:${port}`,
            'X-Forwarded-Proto': 'http',
            Host: `127.0.0.1:${port}`,
          },
        });
        expect(invented.status).toBe(404);
        expect(await invented.text()).not.toContain('trampa');
        // The real host forwarded, the trap as Host: San José's page, from the function's own build.
        const res = await fetch(`${base}/noticias/${slug}`, {
          headers: { 'X-Forwarded-Host': REAL_HOST, 'X-Forwarded-Proto': 'http', Host: `127.0.0.1:${port}` },
        });
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(html).not.toContain('trampa');
        // The frame's script from /assets/: the page came from the function's copy of the build.
        expect(html).toMatch(/<script type="module"[^>]* src="\/assets\//);
      }
      expect(hits, 'requests the function made to the invented host').toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("an administrator's one-time link names the configured origin, not the request's Origin or forwarded protocol; an invented host creates nothing", async () => {
    const { testEmail } = await import('./admins');
    const email = testEmail('encabezados');
    const refused = await call('POST', '/api/admins', {
      token: admin,
      json: { email, role: 'editor' },
      headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(refused.status).toBe(404);
    const res = await call<{ link: string }>('POST', '/api/admins', {
      token: admin,
      json: { email, role: 'editor' },
      headers: { Origin: 'https://evil.example', ...REAL },
    });
    // 201: the refused request above created no account.
    expect(res.status).toBe(201);
    const link = new URL(res.body.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/login`);
  });
});

// A display name is shown and used as `download=`: it takes the detected type's extension.
describe('a file whose name lies about its type', () => {
  it('is named by what it is: a PDF uploaded as x.html is x.pdf, a JPEG as foto.png is foto.jpg', async () => {
    const admin = await adminToken();
    const sent = async (collection: string, field: string, bytes: Buffer, name: string) => {
      const res = await call<{ names: Record<string, string> }>('POST', '/api/upload', {
        token: admin,
        form: formOf({ collection }, { [field]: [bytes, name] }),
      });
      expect(res.status).toBe(200);
      return res.body.names[field];
    };
    expect(await sent('manualconvivencia', 'pdfone', fx.pdf(), 'x.html')).toBe('x.pdf');
    expect(await sent('manualconvivencia', 'pdfone', fx.pdf(), 'Acta.PDF')).toBe('Acta.PDF');
    expect(await sent('docentes', 'image', await fx.jpeg(1040, 1040), 'foto.png')).toBe('foto.jpg');
  });
});
