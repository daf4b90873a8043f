/**
 * The Secretaría's overview (GET /api/plataforma/panel and its CSV, decision 0034): every school's
 * summary read in one query; the PQRSD counts change in the same transaction as a filing and an
 * answer; a request the test clock made overdue is counted in `vencidas` by the hourly recount;
 * an ITA answer and a public save update their parts; the staff and their sign-ins come with the
 * recount. Both Secretaría roles read it; the inbox links are `secretaria`'s only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { TEST_CLOCK_DOC } from '../../functions/src/data/clock';
import { refreshSchoolSummary } from '../../functions/src/maintenance/school-summary';
import { PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';
import type { PanelAnswer, PanelRow, SchoolSummaryDoc } from '../../functions/src/model/school-summary';
import { PLATFORM, platformCall, seededAccount, seededToken } from './platform';

const SCHOOL = 'lasacacias';
const acacias = emulatorDeps(SCHOOL);
const root = emulatorRoot();
const tokens: Record<string, string> = {};

const petition = {
  tipo: 'peticion',
  nombre: 'Ana Pérez',
  documento: '1020304050',
  email: 'ana.perez@example.com',
  telefono: '300 123 4567',
  asunto: 'Certificado de estudios',
  mensaje: 'Solicito un certificado de estudios de mi hijo.',
  consentimiento: PQRSD_CONSENT_VERSION,
};

const panel = async (token = tokens.secretaria) => {
  const res = await platformCall<PanelAnswer>('GET', '/api/plataforma/panel', { token });
  expect(res.status).toBe(200);
  return res.body;
};
const rowOf = async (token = tokens.secretaria): Promise<PanelRow> =>
  (await panel(token)).rows.find((r) => r.id === SCHOOL)!;
const stored = async () =>
  (await acacias.db.doc('panel/resumen').get()).data() as SchoolSummaryDoc | undefined;
/** The test clock's offset: the function reads it (`_test/clock`); the hourly recount here is given the same time. */
let offsetMs = 0;
const setClock = async (offset: number) => {
  offsetMs = offset;
  if (offset) await root.db.doc(TEST_CLOCK_DOC).set({ offsetMs: offset });
  else await root.db.doc(TEST_CLOCK_DOC).delete();
};
const recount = () => refreshSchoolSummary(acacias.db, acacias.auth, Date.now() + offsetMs);

beforeAll(async () => {
  tokens.secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
  tokens.lectura = await seededToken(seededAccount({ platform: 'secretaria-lectura' }));
  tokens.school = await seededToken(seededAccount({ school: SCHOOL }));
  await setClock(0);
  await recount();
});
afterAll(() => setClock(0));

describe('the panel', () => {
  it('lists every active school for both roles; the inbox link is for secretaria only', async () => {
    const full = await panel();
    expect(full.rows.map((r) => r.id).sort()).toEqual(
      expect.arrayContaining(['elcarmen', 'lasacacias', 'sanjose']),
    );
    const row = full.rows.find((r) => r.id === SCHOOL)!;
    expect(row).toMatchObject({ municipio: expect.any(String), url: `${PLATFORM}/${SCHOOL}/` });
    expect(row.pqrsdInbox).toBe(`${PLATFORM}/${SCHOOL}/admin/pqrsd`);
    expect(row.conformidad.estado).toBe(
      (await stored())?.conformidad ? (await stored())!.conformidad!.estado : 'sin revisar',
    );
    const read = await panel(tokens.lectura);
    expect(read.rows.map((r) => r.id)).toEqual(full.rows.map((r) => r.id));
    expect(read.rows.every((r) => r.pqrsdInbox === null)).toBe(true);
    expect((await platformCall('GET', '/api/plataforma/panel', { token: tokens.school })).status).toBe(404);
    expect((await platformCall('GET', '/api/plataforma/panel')).status).toBe(401);
  });

  it('gives the staff and their last sign-in after the recount', async () => {
    await recount();
    const row = await rowOf();
    const admin = row.personal.find((p) => p.email === seededAccount({ school: SCHOOL }).email);
    expect(admin).toMatchObject({ rol: 'admin' });
    // The token above was a sign-in.
    expect(Date.parse(admin!.ultimoIngreso ?? '')).toBeGreaterThan(Date.now() - 3_600_000);
  });

  it('exports the rows as CSV with Spanish headers, narrowed as asked', async () => {
    const res = await fetch(
      `${PLATFORM}/api/plataforma/panel.csv?municipio=${encodeURIComponent('Ninguno')}`,
      {
        headers: { Authorization: `Bearer ${tokens.lectura}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    // UTF-8 with a BOM (fetch's text() drops it), Spanish headers.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const none = bytes.subarray(3).toString('utf8');
    expect(none.startsWith('Colegio;Identificador;Municipio;Comuna;')).toBe(true);
    expect(none.trim().split('\r\n')).toHaveLength(1);
    const all = await (
      await fetch(`${PLATFORM}/api/plataforma/panel.csv`, {
        headers: { Authorization: `Bearer ${tokens.secretaria}` },
      })
    ).text();
    expect(all).toContain(`;${SCHOOL};`);
  });
});

describe('the figures kept on write', () => {
  it('counts a filing and an answer in their own transactions; the test clock makes one overdue at the recount', async () => {
    await recount();
    const before = (await rowOf()).pqrsd;
    const headers = { 'X-Forwarded-For': '198.51.100.77' };
    const filed = await platformCall<{ radicado: string }>('POST', `/${SCHOOL}/api/pqrsd`, {
      json: petition,
      headers,
    });
    expect(filed.status).toBe(201);
    // No recount: the filing's own commit counted it.
    expect((await rowOf()).pqrsd).toMatchObject({ abiertas: before.abiertas + 1, vencidas: before.vencidas });

    // Forty days later its 15 business days are long gone: the hourly recount says so.
    await setClock(40 * 86_400_000);
    await recount();
    const late = (await rowOf()).pqrsd;
    expect(late.vencidas).toBeGreaterThanOrEqual(before.vencidas + 1);
    expect(Date.parse(late.calculadoEl!)).toBeGreaterThan(Date.now() + 39 * 86_400_000);

    // The answer closes it, and its own transaction takes it off the counts.
    const answered = await platformCall('POST', `/${SCHOOL}/api/pqrsd/${filed.body.radicado}/answer`, {
      token: tokens.school,
      json: {
        text: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Adjunto.' }] }],
        },
      },
    });
    expect(answered.status).toBe(200);
    expect((await rowOf()).pqrsd).toMatchObject({ abiertas: late.abiertas - 1, vencidas: late.vencidas - 1 });
    await setClock(0);
    await recount();
    expect((await rowOf()).pqrsd).toMatchObject({ abiertas: before.abiertas, vencidas: before.vencidas });
  });

  it('an ITA answer updates the ITA figures at once', async () => {
    await recount();
    const before = (await rowOf()).ita;
    const res = await platformCall('PUT', `/${SCHOOL}/api/ita/transparencia-2-3`, {
      token: tokens.school,
      json: { status: 'no_cumple', responsible: 'Rectoría' },
    });
    expect(res.status).toBe(200);
    const after = (await rowOf()).ita;
    expect(after.noCumple).toBeGreaterThanOrEqual(Math.max(1, before.noCumple));
    expect(after.estado).toBe('no cumple');
    expect(Date.parse(after.revisadoEl!)).toBeGreaterThan(Date.now() - 60_000);
    await platformCall('PUT', `/${SCHOOL}/api/ita/transparencia-2-3`, {
      token: tokens.school,
      json: { status: 'cumple', responsible: 'Rectoría' },
    });
  });

  it('a public save is the last publication', async () => {
    const list = await platformCall<Array<{ _id: string; updatedAt: string; tagline?: string }>>(
      'GET',
      `/${SCHOOL}/api/sitio`,
    );
    const sitio = list.body[0]!;
    const start = Date.now();
    const saved = await platformCall('PUT', `/${SCHOOL}/api/sitio/${sitio._id}`, {
      token: tokens.school,
      json: { tagline: sitio.tagline ?? 'Lema', updatedAt: sitio.updatedAt },
    });
    expect(saved.status).toBe(200);
    expect(Date.parse((await rowOf()).ultimaPublicacion!)).toBeGreaterThanOrEqual(start - 5_000);
  });
});
