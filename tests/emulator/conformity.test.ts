/**
 * The conformity check through the function (decision 0038): a school's administrator runs it
 * (POST /api/conformidad) and reads it back; its summary lands in `panel/resumen`, its verdicts in
 * the ITA checklist; the Secretaría runs and reads it per school, `secretaria-lectura` only reads;
 * a second run while one holds the school's turn is a 409. And the footer's judicial notifications
 * e-mail: removed from the school's settings, the check flags its footer element in the report,
 * the checklist and the summary; restored, the flag goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformityReport, ConformitySummary } from '../../functions/src/model/conformity';
import { FOOTER_ELEMENTS } from '../../functions/src/model/govco-footer';
import type { ItaItemView } from '../../functions/src/model/ita-matrix';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { platformCall, seededAccount, seededToken } from './platform';
import { call } from './site';
import { adminToken, firstRecord } from './state';

type Answer = { report: ConformityReport | null; message?: string };
type Row = { id: string; conformidad: ConformitySummary | null };

/** The settings field holding the judicial notifications e-mail, once the shared footer shows it. */
/** The school's mailbox for judicial notifications (CPACA art. 197), a field of its settings. */
const JUDICIAL_FIELD = 'judicialEmail';

let admin = '';
const db = (school = 'sanjose') => emulatorDeps(school).db;

const run = async (token = admin) => {
  const res = await call<Answer>('POST', '/api/conformidad', { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.report!;
};
const itaItem = async (id: string) =>
  (await call<{ items: ItaItemView[] }>('GET', '/api/ita', { token: admin })).body.items.find(
    (i) => i.id === id,
  )!;
const summary = async (school = 'sanjose') =>
  (await db(school).doc('panel/resumen').get()).get('conformidad') as ConformitySummary | undefined;

/** Leaves no report behind: a later file's checklist must not take this file's verdicts. */
async function forget(school: string) {
  const { FieldValue } = await import('firebase-admin/firestore');
  await db(school).doc('panel/conformidad').delete();
  await db(school).doc('panel/conformidad-turno').delete();
  await db(school).doc('panel/resumen').set({ conformidad: FieldValue.delete() }, { merge: true });
}

beforeAll(async () => {
  admin = await adminToken();
});
afterAll(async () => {
  await forget('sanjose');
  await forget('lasacacias');
});

describe('a school runs its check', () => {
  it('answers the report, keeps it, summarises it and feeds the checklist', async () => {
    const before = await call<Answer>('GET', '/api/conformidad', { token: admin });
    expect(before.status).toBe(200);
    const report = await run();
    expect(report.origen).toBe('manual');
    expect(report.paginas).toBeGreaterThan(20);
    expect(report.enlaces).toBeGreaterThanOrEqual(report.paginas);
    expect(report.fallos).toBeGreaterThanOrEqual(report.problemas.length);
    expect(report.estado).toBe(report.fallos ? 'fallos' : 'cumple');
    // Every problem names a page of the site and says what is wrong in Spanish.
    for (const p of report.problemas) {
      expect(p.page).toMatch(/^\//);
      expect(p.message).toMatch(/[a-záéíóúñ]/i);
    }
    // The seeded site has its required pages, linked from its menu and footer, and no broken link.
    expect(report.problemas.filter((p) => p.kind === 'paginas' || p.kind === 'enlaces')).toEqual([]);
    const read = await call<Answer>('GET', '/api/conformidad', { token: admin });
    expect(read.body.report).toEqual(report);
    expect(await summary()).toEqual({
      estado: report.estado,
      fallos: report.fallos,
      revisadoEl: report.revisadoEl,
      completo: report.completo,
      pie: report.pie,
    });
    // The footer item of the checklist follows the footer's elements.
    const footerItem = await itaItem('sitio-2-2-2');
    if (report.pie.faltan.length) {
      expect(footerItem.status).toBe('no_cumple');
      expect(footerItem.checkProblem).toContain('Al pie de página le falta');
    } else {
      expect(footerItem.checkProblem ?? '').not.toContain('Al pie de página');
    }
  });

  it('refuses a second run while one holds the school’s turn (409, in Spanish)', async () => {
    await db()
      .doc('panel/conformidad-turno')
      .set({ hasta: Date.now() + 60_000 });
    try {
      const res = await call<Answer>('POST', '/api/conformidad', { token: admin });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/Ya hay una revisión de este sitio en curso/);
    } finally {
      await db().doc('panel/conformidad-turno').set({ hasta: 0 });
    }
  });
});

describe('the Secretaría', () => {
  it('runs a school’s check, reads it and sees every school’s summary; read-only is refused the run', async () => {
    const secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
    const lectura = await seededToken(seededAccount({ platform: 'secretaria-lectura' }));
    const path = '/api/plataforma/colegios/lasacacias/conformidad';
    const refused = await platformCall<Answer>('POST', path, { token: lectura });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/solo lectura/);
    const ran = await platformCall<Answer>('POST', path, { token: secretaria });
    expect(ran.status, ran.body.message).toBe(200);
    expect(ran.body.report!.paginas).toBeGreaterThan(20);
    const read = await platformCall<Answer>('GET', path, { token: lectura });
    expect(read.body.report).toEqual(ran.body.report);
    const table = await platformCall<{ schools: Row[] }>('GET', '/api/plataforma/conformidad', {
      token: lectura,
    });
    expect(table.status).toBe(200);
    expect(table.body.schools.find((s) => s.id === 'lasacacias')!.conformidad).toMatchObject({
      fallos: ran.body.report!.fallos,
      revisadoEl: ran.body.report!.revisadoEl,
    });
    const unknown = await platformCall<Answer>('GET', '/api/plataforma/colegios/no-existe/conformidad', {
      token: secretaria,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the judicial notifications e-mail', () => {
  const judicial = FOOTER_ELEMENTS.find((e) => e.key === 'notificaciones-judiciales')!;
  let sitio: Record<string, unknown> & { _id: string };
  beforeAll(async () => {
    sitio = await firstRecord('sitio');
  });
  afterAll(async () => {
    await call('PUT', `/api/sitio/${sitio._id}`, {
      token: admin,
      json: { [JUDICIAL_FIELD]: sitio[JUDICIAL_FIELD] },
    });
  });

  it('removed from the settings: flagged in the report, the checklist and the summary; restored: cleared', async () => {
    expect(sitio[JUDICIAL_FIELD], 'the seed gives the judicial e-mail').toBeTruthy();
    const cleared = await call('PUT', `/api/sitio/${sitio._id}`, {
      token: admin,
      json: { [JUDICIAL_FIELD]: '' },
    });
    expect(cleared.status).toBe(200);
    const flagged = await run();
    expect(flagged.pie.faltan).toContain(judicial.key);
    expect(flagged.problemas).toContainEqual({
      page: '/',
      kind: 'pie',
      rule: `pie-${judicial.key}`,
      message: `Al pie de página le falta «${judicial.label}».`,
    });
    const item = await itaItem('sitio-2-2-2');
    expect(item.status).toBe('no_cumple');
    expect(item.checkProblem).toContain(judicial.label);
    expect((await summary())!.pie.faltan).toContain(judicial.key);

    const restored = await call('PUT', `/api/sitio/${sitio._id}`, {
      token: admin,
      json: { [JUDICIAL_FIELD]: sitio[JUDICIAL_FIELD] },
    });
    expect(restored.status).toBe(200);
    const clean = await run();
    expect(clean.pie.faltan).not.toContain(judicial.key);
    expect((await itaItem('sitio-2-2-2')).checkProblem ?? '').not.toContain(judicial.label);
    expect((await summary())!.pie.faltan).not.toContain(judicial.key);
  });
});
