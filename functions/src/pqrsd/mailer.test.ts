/**
 * The From of a school's mail (mailer.ts): the platform's one sender address with the school's
 * name, built into a real message by nodemailer (its stream transport: the bytes an SMTP server
 * would get) and read back with mailparser, as the local mail catcher reads it. A name in the
 * settings is typed by a school's staff: it must not add a header nor an address.
 */
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { cleanDisplayName, mailOptions, senderOf } from './mailer';

const PLATFORM = 'Colegio (emulador) <no-responder@colegio.local>';

async function sent(senderName: string) {
  const saved = process.env.MAIL_FROM;
  process.env.MAIL_FROM = PLATFORM;
  try {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const options = mailOptions({ to: 'ana@example.com', subject: 'Asunto', text: 'Texto', senderName });
    const info = (await transport.sendMail(options)) as { message: Buffer };
    const raw = info.message.toString();
    return { raw, parsed: await simpleParser(raw), headerLines: raw.split('\r\n\r\n')[0]!.split('\r\n') };
  } finally {
    if (saved === undefined) delete process.env.MAIL_FROM;
    else process.env.MAIL_FROM = saved;
  }
}

describe('senderOf', () => {
  it("goes out from the platform's address with the school's name", () => {
    expect(senderOf('Institución Educativa San José', PLATFORM)).toEqual({
      name: 'Institución Educativa San José',
      address: 'no-responder@colegio.local',
    });
  });

  it("keeps MAIL_FROM's own name when the settings have none, and a generic sender without MAIL_FROM", () => {
    expect(senderOf('', 'Secretaría de Educación <correo@educacion.example>')).toEqual({
      name: 'Secretaría de Educación',
      address: 'correo@educacion.example',
    });
    expect(senderOf('  \r\n ', 'no-responder@colegio.local')).toEqual({
      name: 'Sitio web del colegio',
      address: 'no-responder@colegio.local',
    });
    expect(senderOf('I. E. Las Acacias', 'no es una dirección')).toEqual({
      name: 'I. E. Las Acacias',
      address: 'no-responder@localhost',
    });
  });

  it('puts a name on one line, without controls, within its size', () => {
    expect(cleanDisplayName('Colegio\r\nBcc: x@evil.example')).toBe('Colegio Bcc: x@evil.example');
    expect(cleanDisplayName('I.E.\u202e San\u0000José\t\u2028 ')).toBe('I.E. San José');
    expect(cleanDisplayName('x'.repeat(300))).toHaveLength(100);
  });
});

describe("a school's mail as sent", () => {
  it("reads From: the school's name <the platform's address>, accents and all", async () => {
    const { parsed } = await sent('Institución Educativa San José');
    expect(parsed.from?.value).toEqual([
      { name: 'Institución Educativa San José', address: 'no-responder@colegio.local' },
    ]);
  });

  it('keeps quotes, commas and angle brackets inside the name: one sender, no other address', async () => {
    const name = 'Colegio "Las Acacias", <rector@evil.example>';
    const { parsed } = await sent(name);
    expect(parsed.from?.value).toEqual([{ name, address: 'no-responder@colegio.local' }]);
  });

  it('lets no name from the settings start a header of its own', async () => {
    const { parsed, headerLines } = await sent('Colegio\r\nBcc: x@evil.example\r\nReply-To: y@evil.example');
    expect(parsed.from?.value).toEqual([
      { name: 'Colegio Bcc: x@evil.example Reply-To: y@evil.example', address: 'no-responder@colegio.local' },
    ]);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.headers.has('reply-to')).toBe(false);
    expect(headerLines.filter((l) => /^(bcc|reply-to):/i.test(l))).toEqual([]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'ana@example.com' }] });
  });
});
