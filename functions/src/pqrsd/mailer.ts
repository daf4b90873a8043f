/**
 * The SMTP transport (nodemailer) the outbox sends with; docs/decisions/0010-pqrsd-mail.md says
 * why SMTP. Configured from the environment: SMTP_HOST, SMTP_PORT (587), SMTP_SECURE ("true" for
 * port 465), SMTP_USER, MAIL_FROM, and SMTP_PASSWORD, which production binds from Secret Manager
 * (the function's `secrets`). The emulator's functions/.env.demo-school points it at the local
 * mail catcher (scripts/mail-catcher.ts). Without SMTP_HOST every send fails with that reason,
 * and the messages wait in the outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
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

export const smtpSend: SendMail = async ({ to, subject, text }) => {
  if (!process.env.SMTP_HOST) throw new Error('El envío de correo no está configurado (falta SMTP_HOST).');
  await transportFromEnv().sendMail({
    from: process.env.MAIL_FROM ?? 'Sitio web del colegio <no-responder@localhost>',
    to,
    subject,
    text,
  });
};
