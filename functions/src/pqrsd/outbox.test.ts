/**
 * The texts of the PQRSD mail (outbox.ts). The acuse goes to whatever address the filer typed, so
 * it must carry nothing the filer typed (a filing named "Gane un premio en
 * https://evil.example" would put that text in a mail to a stranger, from the school's sender).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../model/date-time';
import { acknowledgement, answerMail, extensionMail, newRequestMail, transferMail } from './outbox';
import type { PqrsdDoc } from './stored';

const HOSTILE = 'Gane un premio en https://evil.example';
const at = Timestamp.fromMillis(Date.UTC(2026, 11, 1, 15));

const doc: PqrsdDoc = {
  radicado: 'PQRSD-2026-000042',
  year: 2026,
  seq: 42,
  tipo: 'peticion',
  estado: 'radicada',
  anonimo: false,
  nombre: HOSTILE,
  documento: '1020304050',
  email: 'victima@example.com',
  telefono: '',
  asunto: `${HOSTILE} ahora`,
  mensaje: `Visite ${HOSTILE} y reclame`,
  receivedAt: at,
  receivedDate: '2026-12-01',
  dueDate: '2026-12-22',
  originalDueDate: '2026-12-22',
  consent: { version: 'v1', text: 'Ley 1581', at },
  trackingCodeHash: 'x',
  attachment: null,
  answer: null,
  transfer: null,
  extensions: [],
  log: [],
};
const CODE = 'ABCD-EFGH-JKMN-PQRS-TUVW';

// Set before the describe blocks build their mail (the collection phase, before any hook).
const saved = process.env.SITE_ORIGIN;
process.env.SITE_ORIGIN = 'https://www.colegio.edu.co';
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_ORIGIN;
  else process.env.SITE_ORIGIN = saved;
});

describe('formatCalendarDate', () => {
  it('writes a calendar date in words, the same day in Bogotá', () => {
    expect(formatCalendarDate('2026-12-22')).toBe('22 de diciembre de 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('1 de enero de 2027');
    expect(formatCalendarDate('2026-02-30')).toBe('');
    expect(formatCalendarDate('22/12/2026')).toBe('');
  });
});

describe('acknowledgement', () => {
  const mail = acknowledgement(doc, CODE);
  const all = `${mail.subject}\n${mail.text}`;

  it('carries nothing the filer typed', () => {
    expect(all).not.toContain('evil.example');
    expect(all).not.toContain('premio');
    expect(all).not.toContain('1020304050');
  });

  it('carries the radicado, the code, the type, the dates in words and the tracking link', () => {
    expect(mail.to).toEqual({ email: 'victima@example.com' });
    expect(mail.subject).toContain('PQRSD-2026-000042');
    expect(mail.text).toContain('Código de seguimiento: ABCD-EFGH-JKMN-PQRS-TUVW');
    expect(mail.text).toContain('Tipo: Petición');
    expect(mail.text).toContain('1 de diciembre de 2026');
    expect(mail.text).toContain('22 de diciembre de 2026');
    expect(mail.text).not.toContain('2026-12-22');
    expect(mail.text).toContain(
      'https://www.colegio.edu.co/pqrsd/consulta?radicado=PQRSD-2026-000042#codigo=ABCDEFGHJKMNPQRSTUVW',
    );
  });

  it('takes the code with or without separators', () => {
    expect(acknowledgement(doc, 'abcdefghjkmnpqrstuvw').text).toContain('ABCD-EFGH-JKMN-PQRS-TUVW');
  });

  it('says there is no legal term for a contact message', () => {
    const text = acknowledgement({ ...doc, tipo: 'contacto', dueDate: null }, CODE).text;
    expect(text).toMatch(/no tiene un término legal/);
  });
});

describe('the other mail', () => {
  it('gives the answer and the extension the tracking link without the code, and dates in words', () => {
    const answered = answerMail(doc, {
      text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Listo.' }] }] },
      withPdf: false,
    });
    const extended = extensionMail(doc, '2027-01-19', 'Se consulta a la Secretaría.');
    const transferred = transferMail(doc, 'Secretaría de Educación', 'Es de su competencia.', '2026-12-22');
    for (const mail of [answered, extended, transferred]) {
      expect(mail.text).toContain('https://www.colegio.edu.co/pqrsd/consulta?radicado=PQRSD-2026-000042');
      expect(mail.text).not.toContain('codigo=');
    }
    expect(answered.text).toContain('1 de diciembre de 2026');
    expect(extended.text).toContain('19 de enero de 2027');
    expect(transferred.text).toContain('22 de diciembre de 2026');
    expect(transferred.text).toContain('Secretaría de Educación');
    expect(transferred.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(transferred.to).toEqual({ email: doc.email });
  });

  it('says when the answer brings a PDF', () => {
    const text = 'Listo.';
    expect(answerMail(doc, { text, withPdf: true }).text).toContain('trae un documento PDF');
    expect(answerMail(doc, { text, withPdf: false }).text).not.toContain('PDF');
  });

  it('keeps the details in the mail to the school', () => {
    const mail = newRequestMail(doc);
    expect(mail.to).toBe('school');
    expect(mail.text).toContain(doc.asunto);
    expect(mail.text).toContain(doc.mensaje);
  });
});
