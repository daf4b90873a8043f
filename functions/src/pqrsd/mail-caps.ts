/**
 * Caps on the mail the outbox sends to a citizen's address: anyone on the internet can
 * file a request naming any address, so without a limit the school's sender could be made to mail
 * a stranger again and again, and a sender used that way ends on blocklists (and then no parent
 * gets the school's real mail). Per address and in total, per clock hour:
 * PQRSD_MAIL_CAP_PER_ADDRESS (default 3) and PQRSD_MAIL_CAP_PER_HOUR (default 60). The emulator's
 * functions/.env.demo-school raises both so no suite meets them; in the emulator only, a test may
 * lower them with `_test/pqrsd { mailCapPerAddress, mailCapPerHour }`, as it does the rate limit.
 *
 * A message past a cap is held, not failed: it stays pending until the next hour's window, with
 * the reason as its last error (staff see it in the outbox list). Filing is never refused for it.
 * The counters are `_mail_rate/{hash}-{window}` and `_mail_rate/total-{window}`, counted in the
 * same transaction that claims the message (outbox.ts), so two senders cannot both take the last
 * place; the address is stored only as a salted hash.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { TEST_LIMIT_DOC } from './rate-limit';

export const MAIL_RATE_COLLECTION = '_mail_rate';
export const MAIL_CAP_WINDOW_MS = 60 * 60 * 1000;
const DEFAULT_PER_ADDRESS = 3;
const DEFAULT_PER_HOUR = 60;
/**
 * The families' notices (subscriptions/) go only to addresses that confirmed, from their own
 * queue, under caps of their own: AVISOS_MAIL_CAP_PER_ADDRESS (default 10) and
 * AVISOS_MAIL_CAP_PER_HOUR (default 1000, what a school's sender can keep up without landing on
 * blocklists: a publication to 5,000 families takes five hours). A test lowers them with
 * `_test/pqrsd { avisosCapPerAddress, avisosCapPerHour }`.
 */
const DEFAULT_AVISOS_PER_ADDRESS = 10;
const DEFAULT_AVISOS_PER_HOUR = 1000;

export interface MailCaps {
  perAddress: number;
  perHour: number;
  avisosPerAddress: number;
  avisosPerHour: number;
}

/** Which caps a message counts against: a citizen's (PQRSD) or a subscriber's (the families' notices). */
export type CapScope = 'pqrsd' | 'avisos';

const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The caps in force: the environment's (read at each call), or in the emulator a test's override. */
export async function mailCaps(db: Firestore): Promise<MailCaps> {
  const caps = {
    perAddress: positive(process.env.PQRSD_MAIL_CAP_PER_ADDRESS, DEFAULT_PER_ADDRESS),
    perHour: positive(process.env.PQRSD_MAIL_CAP_PER_HOUR, DEFAULT_PER_HOUR),
    avisosPerAddress: positive(process.env.AVISOS_MAIL_CAP_PER_ADDRESS, DEFAULT_AVISOS_PER_ADDRESS),
    avisosPerHour: positive(process.env.AVISOS_MAIL_CAP_PER_HOUR, DEFAULT_AVISOS_PER_HOUR),
  };
  if (!isEmulator()) return caps;
  const snap = await withDeadline('Firestore', db.doc(TEST_LIMIT_DOC).get());
  if (!snap.exists) return caps;
  return {
    perAddress: positive(snap.get('mailCapPerAddress'), caps.perAddress),
    perHour: positive(snap.get('mailCapPerHour'), caps.perHour),
    avisosPerAddress: positive(snap.get('avisosCapPerAddress'), caps.avisosPerAddress),
    avisosPerHour: positive(snap.get('avisosCapPerHour'), caps.avisosPerHour),
  };
}

/** An address as the counter knows it: a salted hash of its trimmed, lower-case form. */
export const addressKey = (email: string) =>
  createHash('sha256').update(`pqrsd-mail-cap:${email.trim().toLowerCase()}`).digest('hex').slice(0, 40);

export type CapCheck = { ok: true; take: () => void } | { ok: false; reason: string; retryAt: Timestamp };

/**
 * Reads this hour's counters for `email` inside `tx`. When both have room, `take()` queues their
 * increments (call it with the transaction's other writes); otherwise says which cap holds the
 * message and when the next window opens. An attempt counts whether or not the server accepts it
 * (the strict side: a failed attempt may still have reached the recipient).
 */
export async function checkMailCaps(
  db: Firestore,
  tx: Transaction,
  email: string,
  caps: MailCaps,
  nowMs: number,
  scope: CapScope = 'pqrsd',
): Promise<CapCheck> {
  const window = Math.floor(nowMs / MAIL_CAP_WINDOW_MS);
  const col = db.collection(MAIL_RATE_COLLECTION);
  // The families' counters apart from the citizens': neither kind of mail eats the other's room.
  const prefix = scope === 'avisos' ? 'avisos-' : '';
  const perAddress = scope === 'avisos' ? caps.avisosPerAddress : caps.perAddress;
  const perHour = scope === 'avisos' ? caps.avisosPerHour : caps.perHour;
  const addressRef = col.doc(`${prefix}${addressKey(email)}-${window}`);
  const totalRef = col.doc(`${prefix}total-${window}`);
  const [address, total] = await tx.getAll(addressRef, totalRef);
  const addressCount = Number(address!.get('count') ?? 0);
  const totalCount = Number(total!.get('count') ?? 0);
  const retryAt = Timestamp.fromMillis((window + 1) * MAIL_CAP_WINDOW_MS);
  if (addressCount >= perAddress) {
    return {
      ok: false,
      retryAt,
      reason: `Retenido: se alcanzó el límite de correos por hora a esta dirección (${perAddress}). Se enviará automáticamente en la hora siguiente.`,
    };
  }
  if (totalCount >= perHour) {
    const whom = scope === 'avisos' ? 'a los suscriptores' : 'a los ciudadanos';
    return {
      ok: false,
      retryAt,
      reason: `Retenido: se alcanzó el límite total de correos por hora ${whom} (${perHour}). Se enviará automáticamente en la hora siguiente.`,
    };
  }
  return {
    ok: true,
    take() {
      // expiresAt: a TTL policy on _mail_rate may drop past windows.
      tx.set(addressRef, { count: addressCount + 1, expiresAt: retryAt });
      tx.set(totalRef, { count: totalCount + 1, expiresAt: retryAt });
    },
  };
}
