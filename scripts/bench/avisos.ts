/**
 * (j) A circular to 5,000 families (decision 0039): 5,000 confirmed immediate subscribers of
 * circulars are written into San José's data, then a circular is published through the API as the
 * admin's form does. It prints how long the publish answered, how long until every message was in
 * the families' queue (`_outboxAvisos`, written by the notice's trigger), and the hours the
 * families' hourly cap implies for sending them all. Nothing asserted.
 * While it runs the hourly cap is lowered to 1 (`_test/pqrsd`), so the trigger's drain holds the
 * messages instead of sending them (the bench runs no mail server); everything it wrote is deleted
 * at the end. `BENCH_ONLY=avisos npm run bench` runs it alone.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { richTextFrom } from '../../functions/src/model';
import {
  NOTICES_COLLECTION,
  SUBSCRIBERS_COLLECTION,
  type SubscriberDoc,
} from '../../functions/src/model/subscriptions';
import { SUBSCRIBER_OUTBOX } from '../../functions/src/pqrsd/outbox';
import { newNonce, subscriberId } from '../../functions/src/subscriptions/tokens';
import { SEED_ADMIN } from '../seed/accounts';
import { emulatorDeps } from '../seed/emulator-admin';
import { say, SITE } from './common';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const COUNT = Number(process.env.BENCH_AVISOS_SUBSCRIBERS ?? 5000);
const LIMIT_MS = 10 * 60_000;
const TEST_LIMITS = '_test/pqrsd';
/** The families' hourly cap in production unless AVISOS_MAIL_CAP_PER_HOUR says otherwise (pqrsd/mail-caps.ts). */
const CAP_PER_HOUR = Number(process.env.AVISOS_MAIL_CAP_PER_HOUR ?? 1000);
const email = (n: number) => `familia-${String(n).padStart(5, '0')}@bench-avisos.example.com`;

async function token(): Promise<string> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...SEED_ADMIN, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error('the administrator could not sign in');
  return body.idToken;
}

async function writeSubscribers(db: Firestore): Promise<void> {
  const at = new Date().toISOString();
  const writer = db.bulkWriter();
  for (let n = 1; n <= COUNT; n++) {
    const doc: SubscriberDoc = {
      email: email(n),
      temas: ['circulares'],
      modo: 'inmediato',
      estado: 'confirmada',
      sedes: [],
      grados: [],
      nonce: newNonce(),
      consentimiento: '2026-12',
      creadaEl: at,
      confirmadaEl: at,
      ultimaConfirmacion: at,
    };
    void writer.set(db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(doc.email)), doc);
  }
  await writer.close();
}

async function removeAll(db: Firestore, item: string | null): Promise<void> {
  const writer = db.bulkWriter();
  for (let n = 1; n <= COUNT; n++)
    void writer.delete(db.collection(SUBSCRIBERS_COLLECTION).doc(subscriberId(email(n))));
  if (item) {
    const notice = `noticias--${item}--1`;
    const queued = await db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', notice).select().get();
    for (const d of queued.docs) void writer.delete(d.ref);
    void writer.delete(db.collection(NOTICES_COLLECTION).doc(notice));
    void writer.delete(db.collection('noticias').doc(item));
  }
  await writer.close();
  await db.doc(TEST_LIMITS).set({ avisosCapPerHour: FieldValue.delete() }, { merge: true });
}

async function main() {
  const { db } = emulatorDeps();
  say(`\n(j) Una circular a ${COUNT} familias suscritas (aviso inmediato por correo)`);
  await db.doc(TEST_LIMITS).set({ avisosCapPerHour: 1 }, { merge: true });
  let item: string | null = null;
  try {
    let started = Date.now();
    await writeSubscribers(db);
    say(`  Suscriptores escritos: ${COUNT} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const auth = { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' };
    started = Date.now();
    const res = await fetch(`${SITE}/api/noticias`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title: `Circular del benchmark ${Date.now().toString(36)}`,
        kind: 'circular',
        summary: 'Una circular para medir el envío a las familias.',
        body: richTextFrom('Texto de la circular.'),
        publishAt: new Date().toISOString(),
      }),
    });
    const answeredMs = Date.now() - started;
    if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
    item = ((await res.json()) as { _id: string })._id;
    say(`  Publicar (POST /api/noticias): ${answeredMs} ms`);
    const notice = `noticias--${item}--1`;
    let queued = 0;
    while (Date.now() - started < LIMIT_MS) {
      const count = await db.collection(SUBSCRIBER_OUTBOX).where('aviso', '==', notice).count().get();
      queued = count.data().count;
      if (queued >= COUNT) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const queuedMs = Date.now() - started;
    say(
      queued >= COUNT
        ? `  Todos los mensajes en la cola (_outboxAvisos): ${(queuedMs / 1000).toFixed(1)} s desde la publicación`
        : `  En la cola tras ${(LIMIT_MS / 60_000).toFixed(0)} min: ${queued} de ${COUNT}`,
    );
    const hours = COUNT / CAP_PER_HOUR;
    say(
      `  Envío dentro del límite de ${CAP_PER_HOUR} correos por hora (AVISOS_MAIL_CAP_PER_HOUR): ` +
        `${hours.toFixed(1)} h para ${COUNT} mensajes (${Math.ceil(hours)} corridas horarias)`,
    );
  } finally {
    await removeAll(db, item);
    say('  Suscriptores, aviso, mensajes y circular del benchmark borrados.');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
