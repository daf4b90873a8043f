/**
 * The SMTP transport (nodemailer) the outbox sends with; docs/decisions/0010-pqrsd-mail.md says
 * why SMTP. Configured from the environment: SMTP_HOST, SMTP_PORT (587), SMTP_SECURE ("true" for
 * port 465), SMTP_USER, MAIL_FROM, and SMTP_PASSWORD, which production binds from Secret Manager
 * (the function's `secrets`). The emulator's functions/.env.demo-school points it at the local
 * mail catcher (scripts/mail-catcher.ts). Without SMTP_HOST every send fails with that reason,
 * and the messages wait in the outbox.
 *
 * One sender address for the whole platform, MAIL_FROM's (the one address its SMTP server, SPF
 * and DKIM vouch for), with each school's own name as the display name: a parent sees which
 * school wrote, and no school can make the platform send as an address of its choosing.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { stripBidi } from '../model/single-line';
import type { SendMail } from './outbox';

let transport: Transporter | null = null;

function transportFromEnv(): Transporter {
  const env = process.env;
  transport ??= nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === 'true',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
    // A request waits for its first attempt: a mail server that does not answer must not hold it.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return transport;
}

const DEFAULT_FROM = 'Sitio web del colegio <no-responder@localhost>';
/** Room for any school's full name; a display name longer than this is cut. */
const MAX_NAME = 100;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A display name as a From header may carry it: on one line (line breaks, tabs and every other
 * control character become spaces, so a name from the settings cannot start a header of its
 * own), without bidirectional controls, its runs of spaces made one, at most MAX_NAME characters.
 * Quotes, commas and angle brackets stay: nodemailer quotes or encodes the name (mailOptions).
 */
export function cleanDisplayName(name: string): string {
  return stripBidi(name).replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME).trim();
}

/**
 * Who a school's mail comes from: MAIL_FROM's address, with `schoolName` (the school's settings)
 * as the display name, else MAIL_FROM's own display name, else a generic one.
 */
export function senderOf(
  schoolName: string,
  mailFrom = process.env.MAIL_FROM ?? DEFAULT_FROM,
): { name: string; address: string } {
  const [configured] = addressparser(mailFrom, { flatten: true });
  const fallback = addressparser(DEFAULT_FROM, { flatten: true })[0]!;
  const address = configured?.address || fallback.address;
  const name = cleanDisplayName(schoolName) || cleanDisplayName(configured?.name ?? '') || fallback.name;
  return { name, address };
}

/**
 * The message as nodemailer takes it. The sender is an object, never a string put together here:
 * nodemailer quotes a name with commas or quotes and encodes one with accents or anything
 * unusual, so no name can add an address or a header.
 */
export const mailOptions = ({ to, subject, text, senderName, html, headers }: Parameters<SendMail>[0]) => ({
  from: senderOf(senderName),
  to,
  subject,
  text,
  ...(html ? { html } : {}),
  // Only headers the server wrote (the families' notices' List-Unsubscribe pair), each on one line.
  ...(headers ? { headers: oneLineHeaders(headers) } : {}),
});

/** Header values with any line break or control character made a space: no value can start a header. */
function oneLineHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => /^[A-Za-z][A-Za-z0-9-]{0,60}$/.test(name))
      .map(([name, value]) => [name, String(value).replace(CONTROLS, ' ').slice(0, 2000)]),
  );
}

export const smtpSend: SendMail = async (message) => {
  if (!process.env.SMTP_HOST) throw new Error('El envío de correo no está configurado (falta SMTP_HOST).');
  await transportFromEnv().sendMail(mailOptions(message));
};
