/**
 * The ITA checklist: GET /api/ita merges the matrix (model/ita-matrix.ts) with the
 * stored state and the site's automatic evidence; PUT /api/ita/{id} stores a state; stale follows
 * from the review period on the test clock; the CSV has the matrix's columns and one row per
 * item; the hourly maintenance's evidence check turns an item to no_cumple when its page is
 * emptied, and back when it is mended. Roles: a visitor, atención or a colaborador may not read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITA_CSV_COLUMNS, ITA_ITEMS, type ItaItemView } from '../../functions/src/model/ita-matrix';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_NO_APLICA } from '../../scripts/seed/ita';
import { FORMULA_PAYLOADS, readCsv } from '../unit/spreadsheet-payloads';
import { call, signIn, SITE } from './site';
import { adminToken, firstRecord, visitorToken } from './state';

type Checklist = { now: string; counts: Record<string, number>; items: ItaItemView[] };

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Clave-Ita-2026';
let admin = '';

const db = () => emulatorDeps().db;
const setClock = (offsetMs: number) => db().doc('_test/clock').set({ offsetMs });
const checklist = async (token = admin) => (await call<Checklist>('GET', '/api/ita', { token })).body;
const itemOf = async (id: string) => (await checklist()).items.find((i) => i.id === id)!;

/** A public page as a visitor's browser gets it: its HTML. */
async function pageOf(path: string): Promise<{ html: string }> {
  const res = await fetch(`${SITE}${path}`);
  expect(res.status).toBe(200);
  return { html: await res.text() };
}

/** An account holding `role` (set with the Admin SDK, as `npm run admin` does), signed in. */
async function tokenWithRole(role: string): Promise<string> {
  const { auth } = emulatorDeps();
  const email = `ita-${role}-${Date.now().toString(36)}@prueba-ita.edu.co`;
  const user = await auth.createUser({ email, password: PASSWORD });
  await auth.setCustomUserClaims(user.uid, { role });
  return signIn(email, PASSWORD);
}

/**
 * Moves the clock `offsetMs` ahead and lets one maintenance run happen (the lease is hourly),
 * started as the emulator starts it: by an administrator's write.
 */
async function maintenanceAt(offsetMs: number): Promise<void> {
  // A run still under way (an earlier write's, perhaps at a clock days ahead) ends first: it read
  // the records before, and would write its verdicts after, this run's. A run takes seconds; one
  // whose lease was taken over 20 s ago (wall clock) without a report failed (the faults file
  // cuts Firestore off mid-run) and will never end.
  const sweep = db().doc('_maintenance/sweep');
  const idle = async () => {
    const snap = await sweep.get();
    const started = snap.get('startedAt') as string | undefined;
    if (!started || (snap.get('lastRun') as { at?: string } | undefined)?.at === started) return true;
    return Date.now() - (snap.updateTime?.toMillis() ?? 0) > 20_000;
  };
  for (let i = 0; i < 100 && !(await idle()); i++) await new Promise((r) => setTimeout(r, 250));
  // A run an earlier file left with a later clock would read as this one (and hold the lease): the
  // lease and its report start over, so only a run at the moved clock counts.
  await sweep.delete();
  await setClock(offsetMs);
  // A run already under way (started by an earlier write, at the old clock) is not this one: wait
  // for a run whose own time is the moved clock's. Not a later one either: a run an earlier test
  // started with the clock days ahead (the review period's) may finish after the delete above,
  // having read the records before this test changed them.
  const since = Date.now() + offsetMs - 1000;
  const until = since + 5 * 60_000;
  const done = async () => {
    const snap = await db().doc('_maintenance/sweep').get();
    const at = Date.parse(String((snap.get('lastRun') as { at?: string } | undefined)?.at ?? ''));
    return at >= since && at <= until;
  };
  const docente = await firstRecord('docentes');
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await call('PUT', `/api/docentes/${docente._id}`, {
      token: admin,
      json: { title: docente.title },
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 60; i++) {
      if (await done()) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('no maintenance run happened after five writes');
}

beforeAll(async () => {
  admin = await adminToken();
});

afterAll(async () => {
  await db().doc('_test/clock').delete();
  // The role accounts made here: the administrators' list (api-admins) must show the seed's alone.
  const { auth } = emulatorDeps();
  const { users } = await auth.listUsers(1000);
  const ours = users.filter((u) => u.email?.endsWith('@prueba-ita.edu.co')).map((u) => u.uid);
  if (ours.length > 0) await auth.deleteUsers(ours);
  // The checklist's answers made here are published on the transparency pages other files look
  // at: the next file's setup puts the seed's back (tests/emulator/seed-state.ts).
});

describe('GET /api/ita', () => {
  it('lists every item of the matrix, with the evidence the site covers filled in automatically', async () => {
    const res = await call<Checklist>('GET', '/api/ita', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.body.items.map((i) => i.id)).toEqual(ITA_ITEMS.map((i) => i.id));
    const byId = new Map(res.body.items.map((i) => [i.id, i]));
    expect(byId.get('transparencia-1-10')).toMatchObject({
      automaticEvidence: ['/pqrsd'],
      number: '1.10',
      annex: 'Anexo 2',
    });
    expect(byId.get('transparencia-1-11')!.automaticEvidence).toEqual(['/eventos']);
    expect(byId.get('sitio-2-3-1')!.automaticEvidence).toEqual(['/terminos-y-condiciones']);
    expect(byId.get('accesibilidad-g')!.automaticEvidence).toEqual(['/accesibilidad']);
    // Nothing stored about an item the school has to document: pending, never "cumple".
    expect(byId.get('datos-abiertos-publicacion')).toMatchObject({
      status: 'pendiente',
      automaticEvidence: [],
    });
    const total = Object.values(res.body.counts).reduce((a, b) => a + b, 0);
    expect(total).toBe(ITA_ITEMS.length);
  });

  it('is staff only: 401 without a token, 403 for a visitor, atención al ciudadano or a colaborador', async () => {
    expect((await call('GET', '/api/ita')).status).toBe(401);
    expect((await call('GET', '/api/ita.csv')).status).toBe(401);
    for (const token of [
      await visitorToken(),
      await tokenWithRole('atencion'),
      await tokenWithRole('colaborador'),
    ]) {
      const res = await call<{ message: string }>('GET', '/api/ita', { token });
      expect(res.status).toBe(403);
      expect(res.body.message.length).toBeGreaterThan(10);
      expect(
        (await call('PUT', '/api/ita/datos-abiertos-metadatos', { token, json: { status: 'cumple' } }))
          .status,
      ).toBe(403);
    }
  });

  it('is open to editors, who may update an item (recorded in the role matrix)', async () => {
    const editor = await tokenWithRole('editor');
    expect((await call('GET', '/api/ita', { token: editor })).status).toBe(200);
    const res = await call<ItaItemView>('PUT', '/api/ita/transparencia-9-1', {
      token: editor,
      json: {
        status: 'cumple',
        evidence: ['/transparencia/obligacion-de-reporte-de-informacion-especifica'],
        responsible: 'Secretaría',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.updatedBy).toMatch(/@prueba-ita\.edu\.co$/);
  });
});

describe('PUT /api/ita/{id}', () => {
  it('stores the status, evidence, reason, responsible and review period, and publishes a "no aplica" reason', async () => {
    const reason = 'La institución educativa no recauda rentas locales (Ley 715 de 2001).';
    const res = await call<ItaItemView>('PUT', '/api/ita/transparencia-10-1', {
      token: admin,
      json: { status: 'no_aplica', reason, responsible: 'Rectoría', reviewPeriodDays: 365 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'no_aplica',
      reason,
      responsible: 'Rectoría',
      reviewPeriodDays: 365,
      stale: false,
    });
    expect(await itemOf('transparencia-10-1')).toMatchObject({ status: 'no_aplica', reason });
    const published = await call<{ items: Array<{ subitem: string; reason: string }> }>(
      'GET',
      '/api/ita/no-aplica',
    );
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toMatch(/public/);
    expect(published.body.items).toContainEqual(expect.objectContaining({ subitem: '10.1', reason }));

    // Published in the page itself, without JavaScript: under its sub-item on the category page.
    const page = await pageOf('/transparencia/informacion-tributaria-en-entidades-territoriales-locales');
    expect(page.html).toContain('<strong>No aplica a la institución:</strong>');
    expect(page.html).toContain(reason);
    // The one source: the new reason replaces the seed's, and the sub-item's note is not published.
    expect(page.html).not.toContain(SEED_NO_APLICA[0]!.reason);
    const note = 'Se publicará cuando la alcaldía envíe la información.';
    const notes = await firstRecord('transparencianotas');
    const saved = await call('PUT', `/api/transparencianotas/${notes._id}`, {
      token: admin,
      json: { nota10_1: note },
    });
    expect(saved.status).toBe(200);
    try {
      const again = await pageOf('/transparencia/informacion-tributaria-en-entidades-territoriales-locales');
      expect(again.html).toContain(reason);
      expect(again.html).not.toContain(note);
    } finally {
      await call('PUT', `/api/transparencianotas/${notes._id}`, {
        token: admin,
        json: { nota10_1: notes.nota10_1 ?? '' },
      });
    }
  });

  it('publishes on /transparencia every "no aplica" with its reason, an item of another annex too', async () => {
    const item = ITA_ITEMS.find((i) => i.id === 'datos-abiertos-metadatos')!;
    const reason =
      'La institución no publica conjuntos de datos propios: sus datos los publica la Secretaría de Educación.';
    expect(
      (
        await call('PUT', `/api/ita/${item.id}`, {
          token: admin,
          json: { status: 'no_aplica', reason, responsible: 'Rectoría' },
        })
      ).status,
    ).toBe(200);
    const page = await pageOf('/transparencia');
    expect(page.html).toContain('Ítems del Índice de Transparencia que no aplican a la institución');
    expect(page.html).toContain(`${item.number} ${item.name}`);
    expect(page.html).toContain(reason);
    // A page that is no transparency page carries none.
    expect((await pageOf('/contacto')).html).not.toContain(reason);

    // An item whose evidence is a page of its own: the reason is on that page too.
    const participa =
      'La institución no maneja presupuesto participativo: su presupuesto lo aprueba el consejo directivo.';
    expect(
      (
        await call('PUT', '/api/ita/participa-6-2-2', {
          token: admin,
          json: { status: 'no_aplica', reason: participa, responsible: 'Rectoría' },
        })
      ).status,
    ).toBe(200);
    const body = (html: string) => html;
    const section = body((await pageOf('/participa/planeacion')).html);
    expect(section).toContain('No aplica a la institución');
    expect(section).toContain(participa);
    expect(body((await pageOf('/participa/consulta')).html)).not.toContain(participa);
  });

  it('lists external evidence for a person to check', async () => {
    const res = await call<ItaItemView>('PUT', '/api/ita/datos-abiertos-publicacion', {
      token: admin,
      json: {
        status: 'cumple',
        evidence: ['https://www.datos.gov.co/dataset/colegio'],
        responsible: 'Secretaría',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.externalToCheck).toEqual(['https://www.datos.gov.co/dataset/colegio']);
  });

  it('answers 404 for an item the matrix does not have', async () => {
    const res = await call<{ message: string }>('PUT', '/api/ita/no-existe', {
      token: admin,
      json: { status: 'cumple' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/ítem/);
  });

  it.each([
    ['no_aplica without a reason', { status: 'no_aplica' }, /Razón/],
    ['an unknown status', { status: 'si' }, /Estado/],
    ['an http evidence', { status: 'cumple', evidence: ['http://colegio.edu.co/x'] }, /Evidencias/],
    ['a javascript: evidence', { status: 'cumple', evidence: ['javascript:alert(1)'] }, /Evidencias/],
    [
      'an evidence path whose % forms no character',
      { status: 'cumple', evidence: ['/transparencia/%E0%A4%A'] },
      /Evidencias.*%/,
    ],
    ['a review period of zero', { status: 'cumple', reviewPeriodDays: 0 }, /Revisar cada/],
  ])('refuses %s with 400, naming the field, and stores nothing', async (_name, json, message) => {
    const before = (await db().doc('ita/transparencia-2-2').get()).data();
    const res = await call<{ message: string }>('PUT', '/api/ita/transparencia-2-2', { token: admin, json });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await db().doc('ita/transparencia-2-2').get()).data()).toEqual(before);
  });
});

describe('stale items', () => {
  it('turn stale once their review period has passed on the clock', async () => {
    const res = await call<ItaItemView>('PUT', '/api/ita/transparencia-3-1', {
      token: admin,
      json: {
        status: 'cumple',
        evidence: ['/transparencia/contratacion#plan-anual-de-adquisiciones'],
        reviewPeriodDays: 30,
      },
    });
    expect(res.body.stale).toBe(false);
    try {
      await setClock(31 * DAY);
      expect((await itemOf('transparencia-3-1')).stale).toBe(true);
      await setClock(29 * DAY);
      expect((await itemOf('transparencia-3-1')).stale).toBe(false);
    } finally {
      await setClock(0);
    }
  });
});

describe('GET /api/ita.csv', () => {
  it("has the matrix's columns, one row per item, UTF-8 with a BOM", async () => {
    const res = await fetch(`${process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000'}/api/ita.csv`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="indice-transparencia-/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(ITA_CSV_COLUMNS.join(';'));
    expect(lines).toHaveLength(ITA_ITEMS.length + 1);
    const row = lines.find((l) => l.includes(';10.1;'))!;
    expect(row).toContain(';N/A;');
    expect(row).toContain('no recauda rentas');
  });

  it('hands a stored text a spreadsheet would run as a formula back as inert text, every cell whole', async () => {
    const { hyperlink, dde, plus, minus, tab, carriageReturn } = FORMULA_PAYLOADS;
    // The input's cleaning trims a leading tab or CR away: what is stored is the formula after it.
    const saved: Array<[string, string, string]> = [
      ['transparencia-4-1', hyperlink, hyperlink],
      ['transparencia-4-2', dde, dde],
      ['transparencia-4-3', plus, plus],
      ['transparencia-4-4', minus, minus],
      ['transparencia-4-5', tab, tab.trim()],
      ['transparencia-4-6', carriageReturn, carriageReturn.trim()],
    ];
    for (const [id, responsible] of saved) {
      const res = await call<ItaItemView>('PUT', `/api/ita/${id}`, {
        token: admin,
        json: { status: 'cumple', responsible },
      });
      expect(res.status).toBe(200);
    }
    const res = await fetch(`${SITE}/api/ita.csv`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const rows = readCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()));
    expect(rows[0]).toEqual([...ITA_CSV_COLUMNS]);
    expect(rows).toHaveLength(ITA_ITEMS.length + 1);
    expect(rows.every((r) => r.length === ITA_CSV_COLUMNS.length)).toBe(true);
    const responsible = ITA_CSV_COLUMNS.indexOf('Responsable');
    const number = ITA_CSV_COLUMNS.indexOf('Número');
    for (const [id, , stored] of saved) {
      const item = ITA_ITEMS.find((i) => i.id === id)!;
      expect(rows.find((r) => r[number] === item.number)![responsible], id).toBe(`'${stored}`);
    }
    // No cell of the file starts as a formula would.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

describe('the hourly evidence check', () => {
  it('turns an item to no_cumple with the reason when its page is emptied, and back once it is mended', async () => {
    const policy = await firstRecord('politicaprivacidad');
    const ref = db().collection('politicaprivacidad').doc(policy._id);
    const stored = (await ref.get()).data()!;
    const emptied = Object.fromEntries(
      Object.entries(stored).map(([k, v]) => [
        k,
        ['title', 'createdAt', 'updatedAt', 'updatedBy'].includes(k)
          ? v
          : typeof v === 'string'
            ? ''
            : v && typeof v === 'object' && (v as { type?: string }).type === 'doc'
              ? { type: 'doc', content: [] }
              : v,
      ]),
    );
    emptied.date = '';
    try {
      await ref.set(emptied);
      await maintenanceAt(2 * 60 * 60 * 1000);
      const broken = await itemOf('sitio-2-3-2');
      expect(broken.status).toBe('no_cumple');
      expect(broken.checkProblem).toMatch(/\/politica-de-privacidad no muestra nada publicado/);
      expect(broken.checkedAt).not.toBeNull();
      // Every item naming that page fails too; the rest keep their status.
      expect((await itemOf('seguridad-datos-personales')).status).toBe('no_cumple');
      expect((await itemOf('transparencia-1-10')).status).toBe('cumple');
    } finally {
      await ref.set(stored);
    }
    await maintenanceAt(4 * 60 * 60 * 1000);
    const mended = await itemOf('sitio-2-3-2');
    expect(mended).toMatchObject({ status: 'cumple', checkProblem: null });
    await setClock(0);
  });

  it('fails an item whose stored path cannot be read, and checks the other items all the same', async () => {
    // As an older version could have stored it (the save refuses it now): straight into Firestore.
    await db()
      .doc('ita/transparencia-7-1')
      .set({
        status: 'cumple',
        evidence: ['/transparencia/%E0%A4%A'],
        responsible: 'Secretaría',
        updatedAt: new Date().toISOString(),
        updatedBy: 'admin@colegio.edu.co',
      });
    // An item after it in the matrix, with a path the check fails on its own.
    const later = await call('PUT', '/api/ita/transparencia-7-2', {
      token: admin,
      json: { status: 'cumple', evidence: ['/pagina-que-no-existe'] },
    });
    expect(later.status).toBe(200);
    await maintenanceAt(8 * 60 * 60 * 1000);
    const report = (await db().doc('_maintenance/sweep').get()).get('lastItaCheck') as {
      failing: string[];
    } | null;
    expect(report?.failing).toEqual(expect.arrayContaining(['transparencia-7-1', 'transparencia-7-2']));
    const unreadable = await itemOf('transparencia-7-1');
    expect(unreadable.status).toBe('no_cumple');
    expect(unreadable.checkProblem).toMatch(/\/transparencia\/%E0%A4%A no es una ruta válida/);
    const missing = await itemOf('transparencia-7-2');
    expect(missing.status).toBe('no_cumple');
    expect(missing.checkProblem).toMatch(/no existe en el sitio/);
    await setClock(0);
  });

  it('fails a school path that is no page of the site (a 404)', async () => {
    await call('PUT', '/api/ita/transparencia-2-3', {
      token: admin,
      json: { status: 'cumple', evidence: ['/proyectos-de-normas-que-no-existe'] },
    });
    await maintenanceAt(6 * 60 * 60 * 1000);
    const item = await itemOf('transparencia-2-3');
    expect(item.status).toBe('no_cumple');
    expect(item.checkProblem).toMatch(/no existe en el sitio/);
    await setClock(0);
  });
});
