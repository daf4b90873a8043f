/**
 * The e-mail subscribers of a school (decision 0039): subscribe with double opt-in, confirm,
 * change the preferences, unsubscribe, and the retention the hourly maintenance applies.
 *
 * - One document per address, `suscriptores/{subscriberId(email)}`: a second subscription of the
 *   same address finds the first. A new one is `pendiente`, with a fresh nonce, and its
 *   confirmation mail is queued in the same transaction: the only message ever sent to an address
 *   nobody confirmed. Subscribing again while pending merges the choices and sends nothing; once
 *   confirmed, subscribing changes nothing. The caller answers the same in every case.
 * - Every other action comes with a signed link (tokens.ts) whose nonce must be the stored one: a
 *   tampered, foreign or old link changes nothing (`InvalidLink`).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { DomainError } from '../domain/errors';
import { guardedTransaction } from '../data/guarded-transaction';
import {
  PUSH_SUBSCRIBERS_COLLECTION,
  RETENTION_MS,
  SUBSCRIBERS_COLLECTION,
  UNCONFIRMED_TTL_MS,
  type Audience,
  type SubscriberChoicesView,
  type SubscriberDoc,
  type TokenAction,
} from '../model/subscriptions';
import type { SubscriptionChoices, SubscriptionInput } from '../model/subscription-input';
import { queueMailSentApart, schoolMailSettings, type Mail } from '../pqrsd/outbox';
import { subscriberLinks } from './links';
import { mailButton, mailPage } from './mail-frame';
import { deleteSubscriber } from './staff-views';
import { newNonce, subscriberId, verifyToken } from './tokens';

/** A link that verifies to nothing, or no longer matches its subscription: nothing was changed. */
export class InvalidLink extends DomainError {
  constructor(
    message = 'El enlace no es válido: puede estar incompleto, haber sido modificado o ser de una suscripción que ya no existe. No se hizo ningún cambio.',
  ) {
    super('invalid-link', message);
  }
}

export const EXPIRED_LINK_MESSAGE =
  'El enlace de confirmación venció: pasaron más de 7 días desde la suscripción. Suscríbase de nuevo en el sitio. No se hizo ningún cambio.';

const iso = (ms: number) => new Date(ms).toISOString();
const ref = (db: Firestore, id: string) => db.collection(SUBSCRIBERS_COLLECTION).doc(id);

/** A list of sedes or grades merged: empty on either side is "all", which stays "all". */
const mergeAudience = (a: string[], b: string[]) =>
  a.length === 0 || b.length === 0 ? [] : [...new Set([...a, ...b])];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The confirmation mail: the school's name and the confirmation link, nothing the visitor typed
 * but the address it goes to (anyone can type anyone's address in the form). Text and HTML parts.
 */
export function confirmationMail(email: string, schoolName: string, confirmLink: string): Mail {
  const school = schoolName || 'el colegio';
  const lines = [
    `Alguien pidió suscribir este correo electrónico a los avisos del sitio web de ${school}: circulares, noticias o eventos.`,
    ``,
    `Para confirmar la suscripción, abra este enlace y pulse «Confirmar suscripción»:`,
    confirmLink,
    ``,
    `El enlace sirve durante 7 días. Si usted no lo pidió, ignore este mensaje: no le enviaremos nada más y la dirección se borra sola.`,
    ``,
    `Este es un mensaje automático; no responda a este correo.`,
  ];
  const link = escapeHtml(confirmLink);
  const html = mailPage(
    school,
    'Confirme su suscripción',
    [
      `<h1 style="margin:0 0 12px;font-size:22px;color:#062a4a">Confirme su suscripción</h1>`,
      `<p style="margin:0 0 16px">Alguien pidió suscribir este correo electrónico a los avisos del sitio web de ${escapeHtml(school)}: circulares, noticias o eventos.</p>`,
      mailButton(confirmLink, 'Confirmar suscripción'),
      `<p style="margin:0 0 16px;font-size:14px;color:#4a5560">Si el botón no funciona, copie esta dirección en su navegador:<br><a href="${link}" style="color:#0b4f8a;word-break:break-all">${link}</a></p>`,
      `<p style="margin:0 0 16px;font-size:14px;color:#4a5560">El enlace sirve durante 7 días. Si usted no lo pidió, ignore este mensaje: no le enviaremos nada más y la dirección se borra sola.</p>`,
      `<p style="margin:0;font-size:13px;color:#4a5560">Este es un mensaje automático; no responda a este correo.</p>`,
    ].join('\n'),
  );
  return {
    kind: 'suscripcion-confirmar',
    radicado: '',
    to: { email },
    subject: `Confirme su suscripción a los avisos de ${school}`,
    text: lines.join('\n'),
    html,
  };
}

/**
 * Subscribes `input.email` (see the module's comment). Returns the id of the queued confirmation,
 * or null when nothing was mailed (a pending one merged, a confirmed one left alone): for the
 * tests and logs only, never for the answer, which must not tell whether the address was known.
 */
export async function subscribe(
  db: Firestore,
  input: SubscriptionInput,
  nowMs: number,
): Promise<string | null> {
  const id = subscriberId(input.email);
  const nonce = newNonce();
  // Signed and read outside the transaction: the key and the school's name change nothing in it.
  const [links, school] = await Promise.all([subscriberLinks(db, { id, nonce }), schoolMailSettings(db)]);
  const at = iso(nowMs);
  return guardedTransaction(db, 'subscribe', async (tx, guard) => {
    const snap = await tx.get(ref(db, id));
    const stored = snap.data() as SubscriberDoc | undefined;
    guard.stillWanted();
    if (stored?.estado === 'confirmada') return null;
    const expired = stored && Date.parse(stored.creadaEl) + UNCONFIRMED_TTL_MS <= nowMs;
    if (stored && !expired) {
      tx.update(ref(db, id), {
        temas: [...new Set([...stored.temas, ...input.temas])],
        modo: input.modo,
        sedes: mergeAudience(stored.sedes, input.sedes),
        grados: mergeAudience(stored.grados, input.grados),
      });
      guard.committing();
      return null;
    }
    const doc: SubscriberDoc = {
      email: input.email.trim().toLowerCase(),
      temas: input.temas,
      modo: input.modo,
      sedes: input.sedes,
      grados: input.grados,
      estado: 'pendiente',
      nonce,
      consentimiento: input.consentimiento,
      creadaEl: at,
      confirmadaEl: null,
      ultimaConfirmacion: null,
    };
    tx.set(ref(db, id), doc);
    const mailId = queueMailSentApart(
      db,
      tx,
      { ...confirmationMail(doc.email, school.name, links.confirmar), suscriptor: id },
      Timestamp.fromMillis(nowMs),
    );
    guard.committing();
    return mailId;
  });
}

/** The subscription a link names, read in `tx`: refused unless the link holds and its nonce is the stored one. */
async function linked(db: Firestore, token: unknown, action: TokenAction) {
  const claims = await verifyToken(db, token, action);
  if (!claims) throw new InvalidLink();
  return claims;
}

export type ConfirmOutcome = 'confirmada' | 'ya-confirmada';

/** Confirms a pending subscription (its `confirmar` link, within 7 days of subscribing). */
export async function confirmSubscription(
  db: Firestore,
  token: unknown,
  nowMs: number,
): Promise<ConfirmOutcome> {
  const claims = await linked(db, token, 'confirmar');
  return guardedTransaction(db, 'confirm subscription', async (tx, guard) => {
    const snap = await tx.get(ref(db, claims.s));
    const stored = snap.data() as SubscriberDoc | undefined;
    guard.stillWanted();
    if (!stored || stored.nonce !== claims.n) throw new InvalidLink();
    if (stored.estado === 'confirmada') return 'ya-confirmada';
    if (Date.parse(stored.creadaEl) + UNCONFIRMED_TTL_MS <= nowMs)
      throw new InvalidLink(EXPIRED_LINK_MESSAGE);
    tx.update(ref(db, claims.s), {
      estado: 'confirmada',
      confirmadaEl: iso(nowMs),
      ultimaConfirmacion: iso(nowMs),
    });
    guard.committing();
    return 'confirmada';
  });
}

export type UnsubscribeOutcome = 'borrada' | 'no-existe';

/**
 * Deletes the subscription of a `baja` link. One already gone answers `no-existe` (a second click,
 * a mail provider's retry), and changes nothing; one made again since (another nonce) is refused.
 */
export async function unsubscribe(db: Firestore, token: unknown): Promise<UnsubscribeOutcome> {
  const claims = await linked(db, token, 'baja');
  const snap = await withDeadline('Firestore', ref(db, claims.s).get());
  const stored = snap.data() as SubscriberDoc | undefined;
  if (!stored) return 'no-existe';
  if (stored.nonce !== claims.n) throw new InvalidLink();
  // Everything of it goes, as on a request to the school: the messages not sent yet (none will
  // leave), its «Enterado» marks, its address on those sent, the subscription last.
  await deleteSubscriber(db, claims.s);
  return 'borrada';
}

/** What the preferences page shows: the choices, and the address half hidden. */
export type SubscriberPreferences = SubscriberChoicesView;

/** `ma•••@example.com`: enough for a family to know which of its addresses, not more. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••@${domain}`;
};

/** The choices of a confirmed subscription a `preferencias` link names, or null for any bad link. */
export async function readPreferences(db: Firestore, token: unknown): Promise<SubscriberPreferences | null> {
  const claims = await verifyToken(db, token, 'preferencias');
  if (!claims) return null;
  const snap = await withDeadline('Firestore', ref(db, claims.s).get());
  const stored = snap.data() as SubscriberDoc | undefined;
  if (!stored || stored.nonce !== claims.n || stored.estado !== 'confirmada') return null;
  const { temas, modo, sedes, grados } = stored;
  return { temas, modo, sedes, grados, correo: maskEmail(stored.email) };
}

/** Saves new choices through a `preferencias` link; the save is a confirmation (retention counts from it). */
export async function savePreferences(
  db: Firestore,
  token: unknown,
  choices: SubscriptionChoices,
  nowMs: number,
): Promise<void> {
  const claims = await linked(db, token, 'preferencias');
  await guardedTransaction(db, 'save subscription preferences', async (tx, guard) => {
    const snap = await tx.get(ref(db, claims.s));
    const stored = snap.data() as SubscriberDoc | undefined;
    guard.stillWanted();
    if (!stored || stored.nonce !== claims.n || stored.estado !== 'confirmada') throw new InvalidLink();
    const audience: Audience = { sedes: choices.sedes, grados: choices.grados };
    tx.update(ref(db, claims.s), {
      temas: choices.temas,
      modo: choices.modo,
      ...audience,
      ultimaConfirmacion: iso(nowMs),
    });
    guard.committing();
  });
}

/**
 * The retention (the hourly maintenance): unconfirmed subscriptions older than 7 days, and
 * confirmed ones whose last confirmation is older than 12 months. One-field range queries (no
 * composite index), the state checked here; a few hundred at a time until none is left.
 */
export async function purgeSubscribers(db: Firestore, nowMs: number): Promise<number> {
  const col = db.collection(SUBSCRIBERS_COLLECTION);
  const passes: Array<{ field: keyof SubscriberDoc; before: string; estado: SubscriberDoc['estado'] }> = [
    { field: 'creadaEl', before: iso(nowMs - UNCONFIRMED_TTL_MS), estado: 'pendiente' },
    { field: 'ultimaConfirmacion', before: iso(nowMs - RETENTION_MS), estado: 'confirmada' },
  ];
  let deleted = 0;
  for (const { field, before, estado } of passes) {
    let cursor: string | null = null;
    for (let round = 0; round < 50; round++) {
      let query = col.where(field, '<', before).orderBy(field).limit(300);
      if (cursor) query = query.startAfter(cursor);
      const snap = await withDeadline('Firestore', query.get());
      if (snap.empty) break;
      const batch = db.batch();
      let n = 0;
      for (const d of snap.docs) {
        if (d.get('estado') !== estado) continue;
        batch.delete(d.ref);
        n++;
      }
      if (n) await withDeadline('Firestore', batch.commit());
      deleted += n;
      cursor = snap.docs[snap.docs.length - 1]!.get(field) as string;
      if (snap.size < 300) break;
    }
  }
  // Phones nothing reached for 12 months (renovadaEl: push-send.ts), a few hundred at a time.
  const push = db.collection(PUSH_SUBSCRIBERS_COLLECTION);
  for (let round = 0; round < 50; round++) {
    const snap = await withDeadline(
      'Firestore',
      push
        .where('renovadaEl', '<', iso(nowMs - RETENTION_MS))
        .limit(300)
        .get(),
    );
    if (snap.empty) break;
    const batch = db.batch();
    for (const d of snap.docs) batch.delete(d.ref);
    await withDeadline('Firestore', batch.commit());
    deleted += snap.size;
    if (snap.size < 300) break;
  }
  return deleted;
}
