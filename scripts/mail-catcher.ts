/**
 * A local mail server for the emulators: an SMTP server (smtp-server) on 127.0.0.1:2525 that
 * accepts every message, parses it (mailparser) and keeps it in memory, so `npm start` and the
 * tests show real messages leaving the PQRSD outbox (functions/.env.demo-school and the SMTP_PORT
 * of scripts/emulator-env.sh point the function's SMTP transport here). Nothing leaves the machine.
 *
 * As a program (`tsx scripts/mail-catcher.ts`, which npm start runs): prints one line per message
 * and lists them at http://127.0.0.1:2526/ (JSON at /messages). In tests: `startMailCatcher()`.
 */
import { createServer, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** 2525, or the port of the emulator suite the tests run on (scripts/with-emulators.sh exports it). */
export const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2525);
export const MAIL_VIEW_PORT = 2526;

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, when the message has one. */
  html: string;
  /** Every header, its name in lower case, its value as sent (the last one when repeated). */
  headers: Record<string, string>;
  receivedAt: string;
}

export interface MailCatcher {
  messages: CaughtMail[];
  /** Resolves with the first message (already caught or still to come) that matches. */
  waitFor(match: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(
  port = SMTP_PORT,
  onMail?: (m: CaughtMail) => void,
): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
            receivedAt: new Date().toISOString(),
          };
          messages.push(mail);
          onMail?.(mail);
          for (const w of [...waiters]) {
            if (w.match(mail)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    waitFor(match, timeoutMs = 30_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('No llegó el correo esperado al servidor local.')),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const catcher = await startMailCatcher(SMTP_PORT, (m) =>
    console.log(`Correo local: «${m.subject}» para ${m.to.join(', ')} (http://127.0.0.1:${MAIL_VIEW_PORT}/)`),
  );
  const view: Server = createServer((req, res) => {
    if (req.url === '/messages') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(catcher.messages));
      return;
    }
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="es"><meta charset="utf-8"><title>Correo local</title><h1>Correo enviado por el sitio (local)</h1>` +
        [...catcher.messages]
          .reverse()
          .map(
            (m) =>
              `<article><h2>${esc(m.subject)}</h2><p>Para: ${esc(m.to.join(', '))} · ${esc(m.receivedAt)}</p><pre>${esc(m.text)}</pre></article>`,
          )
          .join('') || '<p>Aún no hay mensajes.</p>',
    );
  });
  view.listen(MAIL_VIEW_PORT, '127.0.0.1');
  console.log(
    `Servidor de correo local: SMTP 127.0.0.1:${SMTP_PORT}, mensajes en http://127.0.0.1:${MAIL_VIEW_PORT}/`,
  );
  const stop = () => {
    view.close();
    void catcher.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && /mail-catcher\.ts$/.test(process.argv[1])) void main();
