/**
 * The caps on mail to a citizen's address (pqrsd/mail-caps.ts), through Hosting and the
 * local SMTP server: anyone can type any address in the form, so the school's sender mails one
 * address at most N times an hour and all citizens M times, and the rest waits in the outbox,
 * visible to staff, until the next hour. The filing itself is never refused for it (201).
 * The caps are lowered with `_test/pqrsd` and the hour moved with `_test/clock` (emulator only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';
import { call, SITE } from './site';
import { adminToken } from './state';

type Filed = { radicado: string; trackingCode: string };
type Unsent = {
  radicado: string;
  kind: string;
  to: string;
  state: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
};

const HOUR = 60 * 60 * 1000;
const HOSTILE = 'Gane un premio en https://evil.example';
const petition = {
  tipo: 'peticion',
  nombre: HOSTILE,
  documento: '1020304050',
  telefono: '',
  asunto: `${HOSTILE} hoy`,
  mensaje: 'Texto de prueba de los límites de correo.',
  consentimiento: PQRSD_CONSENT_VERSION,
};

const { db } = emulatorDeps();
let admin: string;
let catcher: MailCatcher;
/** The test clock's offset: 5 minutes into the coming hour, so the filings share one window. */
let offsetMs: number;
let windowStart: number;

const setClock = (offset: number) => db.doc('_test/clock').set({ offsetMs: offset });
const acusesTo = (email: string) =>
  catcher.messages.filter((m) => m.to.includes(email) && /Recibimos su solicitud/.test(m.subject));
const outbox = async () =>
  (await call<{ items: Unsent[] }>('GET', '/api/pqrsd/outbox', { token: admin })).body.items;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the staff's outbox list until `ready` holds (the first attempt may end after the 201). */
async function outboxWhen(ready: (items: Unsent[]) => boolean): Promise<Unsent[]> {
  for (let i = 0; i < 40; i++) {
    const items = await outbox();
    if (ready(items)) return items;
    await sleep(500);
  }
  throw new Error('El buzón de salida no llegó al estado esperado.');
}

async function fileTo(email: string): Promise<Filed> {
  const res = await call<Filed>('POST', '/api/pqrsd', { json: { ...petition, email } });
  // A petition is never refused for a mail cap.
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  admin = await adminToken();
  catcher = await startMailCatcher();
  windowStart = (Math.floor(Date.now() / HOUR) + 1) * HOUR;
  offsetMs = windowStart + 5 * 60_000 - Date.now();
  await setClock(offsetMs);
  await db.doc('_test/pqrsd').set({ mailCapPerAddress: 2 });
});

afterAll(async () => {
  await db.doc('_test/pqrsd').delete();
  await db.doc('_test/clock').delete();
  await catcher?.close();
});

describe('caps on mail to a citizen', () => {
  const email = `tope-${Date.now()}@example.com`;
  const filed: Filed[] = [];

  it('sends an address at most its cap of acuses an hour and holds the rest, pending, for staff to see', async () => {
    for (let i = 0; i < 4; i++) filed.push(await fileTo(email));
    const mine = (items: Unsent[]) =>
      items.filter((m) => filed.some((f) => f.radicado === m.radicado) && m.kind === 'pqrsd-acuse');
    const held = mine(await outboxWhen((items) => mine(items).length === 2));
    expect(held.map((m) => m.radicado).sort()).toEqual([filed[2]!.radicado, filed[3]!.radicado]);
    for (const m of held) {
      expect(m).toMatchObject({ to: 'ciudadano', state: 'pending', attempts: 0 });
      expect(m.lastError).toMatch(/^Retenido: se alcanzó el límite de correos por hora a esta dirección/);
      expect(m.nextAttemptAt).toBe(new Date(windowStart + HOUR).toISOString());
    }
    // Only the capped number arrived, the first two (each may leave after its 201: waited for; the
    // other two are held, as the outbox says); the school heard of all four.
    for (const f of filed.slice(0, 2)) {
      await catcher.waitFor(
        (m) =>
          m.to.includes(email) && /Recibimos su solicitud/.test(m.subject) && m.subject.includes(f.radicado),
      );
    }
    expect(
      acusesTo(email)
        .map((m) => m.subject.match(/PQRSD-\d{12}-\d{4}-\d{6}/)![0])
        .sort(),
    ).toEqual([filed[0]!.radicado, filed[1]!.radicado].sort());
    for (const f of filed)
      await catcher.waitFor((m) => /Nueva solicitud/.test(m.subject) && m.subject.includes(f.radicado));
  });

  it('mails the acuse with nothing the filer typed: radicado, code, dates and the tracking link', async () => {
    const ack = acusesTo(email).find((m) => m.subject.includes(filed[0]!.radicado))!;
    expect(ack.text).not.toContain('evil.example');
    expect(ack.text).not.toContain('premio');
    expect(ack.text).toContain(filed[0]!.trackingCode);
    expect(ack.text).toMatch(/Recibida el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(ack.text).toContain(
      `${SITE}/pqrsd/consulta?radicado=${filed[0]!.radicado}#codigo=${filed[0]!.trackingCode.replace(/-/g, '')}`,
    );
  });

  it('holds mail to any citizen past the total cap, with its own reason', async () => {
    // The four filings above already spent more than one of this hour's total.
    await db.doc('_test/pqrsd').set({ mailCapPerHour: 1 });
    const other = `otra-${Date.now()}@example.com`;
    const f = await fileTo(other);
    const [held] = (
      await outboxWhen((items) => items.some((m) => m.radicado === f.radicado && m.kind === 'pqrsd-acuse'))
    ).filter((m) => m.radicado === f.radicado);
    expect(held).toMatchObject({ kind: 'pqrsd-acuse', state: 'pending', attempts: 0 });
    expect(held!.lastError).toMatch(/^Retenido: se alcanzó el límite total de correos por hora/);
    filed.push(f);
    expect(acusesTo(other)).toEqual([]);
  });

  it("keeps holding them on the staff's retry within the hour, and sends them in the next", async () => {
    const heldRadicados = [filed[2]!.radicado, filed[3]!.radicado, filed[4]!.radicado];
    const retry = await call<{ sent: number; failed: number }>('POST', '/api/pqrsd/outbox/retry', {
      token: admin,
    });
    expect(retry.status).toBe(200);
    const still = (await outbox()).filter(
      (m) => heldRadicados.includes(m.radicado) && m.kind === 'pqrsd-acuse',
    );
    expect(still).toHaveLength(3);
    expect(acusesTo(email)).toHaveLength(2);

    // The next hour, with the total cap back to the emulator's.
    await db.doc('_test/pqrsd').set({ mailCapPerAddress: 2 });
    await setClock(offsetMs + HOUR);
    const next = await call<{ sent: number; failed: number }>('POST', '/api/pqrsd/outbox/retry', {
      token: admin,
    });
    expect(next.status).toBe(200);
    expect(next.body.sent).toBeGreaterThanOrEqual(3);
    for (const radicado of heldRadicados)
      await catcher.waitFor((m) => m.subject.includes(radicado) && /Recibimos su solicitud/.test(m.subject));
    expect(acusesTo(email)).toHaveLength(4);
    const left = (await outbox()).filter((m) => heldRadicados.includes(m.radicado));
    expect(left).toEqual([]);
  });

  it('keeps the counters under a hash, never the address', async () => {
    const ids = (await db.collection('_mail_rate').listDocuments()).map((d) => d.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.join(' ')).not.toContain('tope-');
    expect(ids.join(' ')).not.toContain('example.com');
  });
});
