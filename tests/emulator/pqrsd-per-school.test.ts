/**
 * Atención al ciudadano, school by school, through Hosting: San José on its own domain
 * (127.0.0.1) and Las Acacias on the platform's (`/lasacacias/`). Each school numbers its own
 * requests, per year, with its DANE code from the platform's table in the radicado
 * (PQRSD-105001000101-2026-000001); a radicado of one school is unknown at the other's look-up
 * (the same 404 as any unknown one); each school's mail goes out with its own name, from the
 * platform's one address; its outbox and mail caps are its own. A request stored before
 * radicados carried the code keeps its radicado and is found by it.
 *
 * Las Acacias has no content of its own in the seed: what its filing needs (the settings' name
 * and the address its new requests go to) is written here with its scoped handles, and its
 * requests, mail and settings put back as they were afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/mail-catcher';
import { formatRadicado, PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';
import { MAIL_RATE_COLLECTION } from '../../functions/src/pqrsd/mail-caps';
import { OUTBOX_COLLECTION, SEND_APART_COLLECTION } from '../../functions/src/pqrsd/outbox';
import { RATE_COLLECTION } from '../../functions/src/pqrsd/rate-limit';
import { bogotaDate } from '../../functions/src/pqrsd/due-date';
import { SITE } from './site';
import { adminToken } from './state';

type Filed = { radicado: string; dueDate: string | null; trackingCode: string };
type Answer = { error?: string; message?: string; radicado?: string };

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
/** Each school as a visitor reaches it: San José at its own domain, Las Acacias under its slug. */
const SCHOOLS = {
  sanjose: { origin: SITE, dane: '105001000101', name: 'Institución Educativa San José' },
  lasacacias: { origin: `${PLATFORM}/lasacacias`, dane: '105001000201', name: 'I. E. Las Acacias' },
} as const;
type School = keyof typeof SCHOOLS;
const SENDER = 'no-responder@colegio.local';
/** Las Acacias' own address for new requests (its settings, written below). */
const ACACIAS_INBOX = 'atencion@lasacacias.example';

const sanjose = emulatorDeps();
const acacias = emulatorDeps('lasacacias');
/** Everything a filing writes in a school, cleared in Las Acacias before and after. */
const PQRSD_DATA = [
  'pqrsd',
  '_counters',
  '_pqrsdQueue',
  '_pqrsdFiled',
  '_pqrsdLock',
  OUTBOX_COLLECTION,
  SEND_APART_COLLECTION,
  MAIL_RATE_COLLECTION,
  RATE_COLLECTION,
];
const year = Number(bogotaDate(new Date()).slice(0, 4));
const stamp = Date.now();
let catcher: MailCatcher;
/** Las Acacias' settings as they were, to put back: null when it had none. */
let savedSettings: { id: string; data: FirebaseFirestore.DocumentData } | null = null;
let settingsId = 'sitio-pqrsd-per-school';

async function api<T>(school: School, method: string, path: string, json?: unknown) {
  const res = await fetch(`${SCHOOLS[school].origin}/api${path}`, {
    method,
    headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as T };
}

const petition = (email: string) => ({
  tipo: 'peticion',
  nombre: 'Marta Gómez',
  documento: '',
  email,
  telefono: '',
  asunto: 'Certificado de estudios',
  mensaje: 'Solicito un certificado de estudios.',
  consentimiento: PQRSD_CONSENT_VERSION,
});

async function file(school: School, email: string): Promise<Filed> {
  const res = await api<Filed & Answer>(school, 'POST', '/pqrsd', petition(email));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const lookUp = (school: School, radicado: string, code: string) =>
  api<Answer>(school, 'POST', '/pqrsd/status', { radicado, code });

async function clearAcaciasRequests() {
  for (const name of PQRSD_DATA) await acacias.db.recursiveDelete(acacias.db.collection(name));
}

/** Every document under a collection (subcollections too), to put the school's seed back after. */
async function documentsUnder(
  collection: FirebaseFirestore.CollectionReference,
): Promise<Array<[FirebaseFirestore.DocumentReference, FirebaseFirestore.DocumentData]>> {
  const out: Array<[FirebaseFirestore.DocumentReference, FirebaseFirestore.DocumentData]> = [];
  for (const ref of await collection.listDocuments()) {
    const snap = await ref.get();
    if (snap.exists) out.push([ref, snap.data()!]);
    for (const sub of await ref.listCollections()) out.push(...(await documentsUnder(sub)));
  }
  return out;
}

/** Las Acacias' requests as the seed left them, put back once this file is done. */
let seededRequests: Array<[FirebaseFirestore.DocumentReference, FirebaseFirestore.DocumentData]> = [];

/** The next number of `year` in a school: its counter, untouched by any other school's filings. */
async function nextNumber(db: FirebaseFirestore.Firestore): Promise<number> {
  const snap = await db.collection('_counters').doc(`pqrsd-${year}`).get();
  return snap.exists ? Number(snap.get('next')) : 1;
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  for (const name of PQRSD_DATA) seededRequests.push(...(await documentsUnder(acacias.db.collection(name))));
  await clearAcaciasRequests();
  const existing = (await acacias.db.collection('sitio').limit(1).get()).docs[0];
  if (existing) {
    savedSettings = { id: existing.id, data: existing.data() };
    settingsId = existing.id;
  }
  await acacias.db
    .collection('sitio')
    .doc(settingsId)
    .set(
      { title: SCHOOLS.lasacacias.name, email: ACACIAS_INBOX, formRecipient: ACACIAS_INBOX },
      { merge: true },
    );
});

afterAll(async () => {
  await clearAcaciasRequests();
  for (const [ref, data] of seededRequests) await ref.set(data);
  seededRequests = [];
  const ref = acacias.db.collection('sitio').doc(settingsId);
  if (savedSettings) await ref.set(savedSettings.data);
  else await ref.delete();
  await catcher?.close();
});

describe('radicados per school', () => {
  const filed: Record<School, Filed[]> = { sanjose: [], lasacacias: [] };
  const email = (school: School, n: number) => `${school}-${n}-${stamp}@example.com`;

  it('numbers each school from its own counter, with its own DANE code in the radicado', async () => {
    const sanjoseNext = await nextNumber(sanjose.db);
    filed.lasacacias.push(await file('lasacacias', email('lasacacias', 1)));
    filed.sanjose.push(await file('sanjose', email('sanjose', 1)));
    filed.lasacacias.push(await file('lasacacias', email('lasacacias', 2)));
    // Las Acacias starts at 1; San José goes on from its own counter, whatever Las Acacias filed.
    expect(filed.lasacacias.map((f) => f.radicado)).toEqual([
      `PQRSD-105001000201-${year}-000001`,
      `PQRSD-105001000201-${year}-000002`,
    ]);
    expect(filed.sanjose[0]!.radicado).toBe(formatRadicado(year, sanjoseNext, SCHOOLS.sanjose.dane));
    expect(await nextNumber(sanjose.db)).toBe(sanjoseNext + 1);
    expect(await nextNumber(acacias.db)).toBe(3);
    // Each school's requests in its own data only.
    for (const f of filed.lasacacias) {
      expect((await acacias.db.collection('pqrsd').doc(f.radicado).get()).exists).toBe(true);
      expect((await sanjose.db.collection('pqrsd').doc(f.radicado).get()).exists).toBe(false);
    }
    expect((await acacias.db.collection('pqrsd').doc(filed.sanjose[0]!.radicado).get()).exists).toBe(false);
  });

  it('reads its own radicado as people type it: whole, without prefix, year and number, or the number alone', async () => {
    const [first] = filed.lasacacias;
    for (const radicado of [
      first!.radicado,
      `105001000201-${year}-000001`,
      `PQRSD-${year}-000001`,
      `${year}-1`,
      '000001',
      '1',
    ]) {
      const res = await lookUp('lasacacias', radicado, first!.trackingCode);
      expect(res.status, radicado).toBe(200);
      expect(res.body.radicado).toBe(first!.radicado);
    }
  });

  it("answers another school's radicado as an unknown one: the same 404, nothing that says it exists", async () => {
    const unknown = await lookUp(
      'sanjose',
      `PQRSD-${SCHOOLS.sanjose.dane}-1999-000001`,
      filed.sanjose[0]!.trackingCode,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/No encontramos/);
    const acacia = filed.lasacacias[0]!;
    const mine = filed.sanjose[0]!;
    for (const [school, radicado, code] of [
      // Las Acacias' request, whole or by its number, at San José's look-up, with its right code.
      ['sanjose', acacia.radicado, acacia.trackingCode],
      ['sanjose', `105001000201-${year}-1`, acacia.trackingCode],
      ['sanjose', '1', acacia.trackingCode],
      // And San José's at Las Acacias'.
      ['lasacacias', mine.radicado, mine.trackingCode],
      ['lasacacias', mine.radicado.slice(-6), mine.trackingCode],
    ] as const) {
      const res = await lookUp(school, radicado, code);
      expect({ status: res.status, body: res.body }, `${school} ${radicado}`).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
    }
  });

  it("finds a request stored before radicados carried the school's code by the radicado it was given", async () => {
    // As if Las Acacias' first request had been filed before its table entry had a DANE code.
    const first = filed.lasacacias[0]!;
    const legacy = `PQRSD-${year}-000001`;
    const old = (await acacias.db.collection('pqrsd').doc(first.radicado).get()).data()!;
    await acacias.db
      .collection('pqrsd')
      .doc(legacy)
      .create({ ...old, radicado: legacy });
    await acacias.db.collection('pqrsd').doc(first.radicado).delete();
    for (const radicado of [legacy, `${year}-000001`, '1']) {
      const res = await lookUp('lasacacias', radicado, first.trackingCode);
      expect(res.status, radicado).toBe(200);
      expect(res.body.radicado).toBe(legacy);
    }
    // The year's numbering ran on across the change: 2 is the one with the code.
    const second = await lookUp('lasacacias', '2', filed.lasacacias[1]!.trackingCode);
    expect(second.body.radicado).toBe(`PQRSD-105001000201-${year}-000002`);
  });

  it("sends each school's mail with its own name, from the platform's address, and keeps its outbox apart", async () => {
    const from = (school: School) => `"${SCHOOLS[school].name}" <${SENDER}>`;
    const acuse = (school: School, f: Filed, n: number) =>
      catcher.waitFor((m: CaughtMail) => m.to.includes(email(school, n)) && m.subject.includes(f.radicado));
    expect((await acuse('sanjose', filed.sanjose[0]!, 1)).from).toBe(from('sanjose'));
    for (const [i, f] of filed.lasacacias.entries()) {
      expect((await acuse('lasacacias', f, i + 1)).from).toBe(from('lasacacias'));
      // The school's notice of a new request: to Las Acacias' own address, with its name.
      const notice = await catcher.waitFor(
        (m) => /Nueva solicitud/.test(m.subject) && m.subject.includes(f.radicado),
      );
      expect(notice.to).toEqual([ACACIAS_INBOX]);
      expect(notice.from).toBe(from('lasacacias'));
    }
    // Each school's outbox holds its own mail only, and its caps count in its own data.
    const radicados = async (db: FirebaseFirestore.Firestore) =>
      new Set((await db.collection(OUTBOX_COLLECTION).get()).docs.map((d) => String(d.get('radicado'))));
    const acaciasMail = await radicados(acacias.db);
    expect([...acaciasMail].sort()).toEqual(filed.lasacacias.map((f) => f.radicado).sort());
    const sanjoseMail = await radicados(sanjose.db);
    for (const f of filed.lasacacias) expect(sanjoseMail.has(f.radicado)).toBe(false);
    expect((await acacias.db.collection(MAIL_RATE_COLLECTION).get()).size).toBeGreaterThan(0);
    // San José's staff see San José's unsent mail only.
    const res = await fetch(`${SITE}/api/pqrsd/outbox`, {
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
    const { items } = (await res.json()) as { items: { radicado: string }[] };
    for (const f of filed.lasacacias) expect(items.map((m) => m.radicado)).not.toContain(f.radicado);
  });
});
