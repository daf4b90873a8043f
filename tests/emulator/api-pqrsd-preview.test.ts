/**
 * The answer's confirmation: `POST /api/pqrsd/{radicado}/respuesta/vista-previa` shows
 * staff the mail "Enviar" will send, built by the same code, storing nothing; the mail the local
 * SMTP server then receives is that text. Every mail to the citizen about a staff action (answer,
 * extension, transfer) has its dates in words and the tracking link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';
import { formatCalendarDate } from '../../functions/src/model/date-time';
import { OUTBOX_COLLECTION } from '../../functions/src/pqrsd/outbox';
import * as fx from './fixtures';
import { call, formOf, SITE } from './site';
import { adminToken, visitorToken } from './state';

type Filed = { radicado: string; dueDate: string | null; trackingCode: string };
type Preview = { para: string | null; asunto: string; texto: string };
type Problem = { error: string; message: string };

const ANSWER = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Adjuntamos el ' },
        { type: 'text', text: 'certificado', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' solicitado.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Recójalo en secretaría' }] }],
        },
      ],
    },
  ],
};
/** A date as the form stores it (2026-12-22): never in a mail to the citizen. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

const { db } = emulatorDeps();
let admin: string;
let catcher: MailCatcher;
let clientNo = 0;

const file = async (over: Record<string, unknown> = {}) => {
  clientNo++;
  const res = await call<Filed>('POST', '/api/pqrsd', {
    json: {
      tipo: 'peticion',
      nombre: 'Ana Pérez',
      documento: '1020304050',
      email: `vista-${Date.now()}-${clientNo}@example.com`,
      telefono: '',
      asunto: 'Certificado de estudios',
      mensaje: 'Solicito un certificado de estudios.',
      consentimiento: PQRSD_CONSENT_VERSION,
      ...over,
    },
    headers: { 'X-Forwarded-For': `198.51.100.${clientNo}` },
  });
  expect(res.status).toBe(201);
  return res.body;
};
const preview = (radicado: string, json: unknown, token: string | null = admin) =>
  call<Preview & Problem>('POST', `/api/pqrsd/${radicado}/respuesta/vista-previa`, {
    token: token ?? undefined,
    json,
  });
/** The request and its outbox, to show a preview changed neither. */
const stored = async (radicado: string) => ({
  request: (await db.collection('pqrsd').doc(radicado).get()).data(),
  outbox: (await db.collection(OUTBOX_COLLECTION).where('radicado', '==', radicado).get()).docs
    .map((d) => d.id)
    .sort(),
});

beforeAll(async () => {
  admin = await adminToken();
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});

describe('the answer preview', () => {
  it('shows the mail "Enviar" sends, storing nothing; the outbox then sends exactly that text', async () => {
    const filed = await file();
    const email = (await db.collection('pqrsd').doc(filed.radicado).get()).get('email') as string;
    await catcher.waitFor((m) => m.to.includes(email));
    const before = await stored(filed.radicado);

    const res = await preview(filed.radicado, { text: ANSWER, pdf: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.para).toBe(email);
    expect(res.body.asunto).toBe(`Respuesta a su solicitud ${filed.radicado}`);
    expect(res.body.texto).toContain('Adjuntamos el certificado solicitado.\nRecójalo en secretaría');
    expect(res.body.texto).toContain('trae un documento PDF');
    // Dates in words, the tracking link; no YYYY-MM-DD.
    const received = (before.request as { receivedDate: string }).receivedDate;
    expect(res.body.texto).toContain(`recibida el ${formatCalendarDate(received)}`);
    expect(res.body.texto).toContain(`${SITE}/pqrsd/consulta?radicado=${filed.radicado}`);
    expect(res.body.texto).not.toMatch(ISO_DATE);
    // Nothing stored, nothing sent.
    expect(await stored(filed.radicado)).toEqual(before);
    expect(catcher.messages.some((m) => m.to.includes(email) && /^Respuesta/.test(m.subject))).toBe(false);

    const answered = await call('POST', `/api/pqrsd/${filed.radicado}/answer`, {
      token: admin,
      form: formOf({ text: JSON.stringify(ANSWER) }, { pdf: [fx.pdf('Respuesta'), 'respuesta.pdf'] }),
    });
    expect(answered.status).toBe(200);
    const queued = await db
      .collection(OUTBOX_COLLECTION)
      .where('radicado', '==', filed.radicado)
      .where('kind', '==', 'pqrsd-respuesta')
      .get();
    expect(queued.docs).toHaveLength(1);
    expect(queued.docs[0]!.get('subject')).toBe(res.body.asunto);
    expect(queued.docs[0]!.get('text')).toBe(res.body.texto);
    expect(queued.docs[0]!.get('to')).toEqual({ email: res.body.para });
    const mail = await catcher.waitFor((m) => m.to.includes(email) && /^Respuesta/.test(m.subject));
    expect(mail.subject).toBe(res.body.asunto);
    expect(mail.text.trim()).toBe(res.body.texto.trim());

    // Once answered, there is nothing left to preview.
    const again = await preview(filed.radicado, { text: ANSWER });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta solicitud ya fue respondida.');
  });

  it('says no mail goes for an anonymous request (no address)', async () => {
    const filed = await file({ tipo: 'denuncia', anonimo: true, nombre: '', documento: '', email: '' });
    const res = await preview(filed.radicado, { text: ANSWER });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ para: null, asunto: '', texto: '' });
  });

  it('refuses what the answer refuses, and bad bodies, with a Spanish message, changing nothing', async () => {
    const filed = await file();
    const before = await stored(filed.radicado);
    const cases: Array<[string, () => ReturnType<typeof preview>, number, RegExp?]> = [
      ['no token', () => preview(filed.radicado, { text: ANSWER }, null), 401],
      ['a visitor', async () => preview(filed.radicado, { text: ANSWER }, await visitorToken()), 403],
      [
        'no words',
        () => preview(filed.radicado, { text: { type: 'doc', content: [{ type: 'paragraph' }] } }),
        400,
        /^Escriba la respuesta\.$/,
      ],
      ['no text', () => preview(filed.radicado, {}), 400, /^Escriba la respuesta\.$/],
      [
        'a script node',
        () => preview(filed.radicado, { text: { type: 'doc', content: [{ type: 'script', text: 'x' }] } }),
        400,
        /^La respuesta /,
      ],
      [
        'denied on a petition',
        () => preview(filed.radicado, { text: ANSWER, denied: true }),
        400,
        /información/,
      ],
      [
        'denied as text',
        () => preview(filed.radicado, { text: ANSWER, denied: 'true' }),
        400,
        /true o false/,
      ],
      ['pdf as a number', () => preview(filed.radicado, { text: ANSWER, pdf: 1 }), 400, /true o false/],
      [
        'another field',
        () => preview(filed.radicado, { text: ANSWER, to: 'otro@example.com' }),
        400,
        /Campo no permitido/,
      ],
      ['a list', () => preview(filed.radicado, [{ text: ANSWER }]), 400, /objeto JSON/],
      ['over 128 KB', () => preview(filed.radicado, { text: 'x'.repeat(140_000) }), 413],
      [
        'not JSON',
        () =>
          call<Preview & Problem>('POST', `/api/pqrsd/${filed.radicado}/respuesta/vista-previa`, {
            token: admin,
            body: 'hola',
            headers: { 'Content-Type': 'text/plain' },
          }),
        415,
      ],
      ['an unknown radicado', () => preview('PQRSD-1999-000001', { text: ANSWER }), 404],
      ['a malformed radicado', () => preview('no-es-un-radicado', { text: ANSWER }), 404],
    ];
    for (const [name, run, status, message] of cases) {
      const res = await run();
      expect(res.status, name).toBe(status);
      expect(typeof res.body.message, name).toBe('string');
      if (message) expect(res.body.message, name).toMatch(message);
    }
    const get = await call('GET', `/api/pqrsd/${filed.radicado}/respuesta/vista-previa`, { token: admin });
    expect(get.status).toBe(405);
    expect(await stored(filed.radicado)).toEqual(before);
  });
});

describe('the transfer mail', () => {
  it('tells the citizen where the request went and why, with the date in words and the tracking link', async () => {
    const filed = await file();
    const email = (await db.collection('pqrsd').doc(filed.radicado).get()).get('email') as string;
    const res = await call<{ transfer: { date: string } }>('POST', `/api/pqrsd/${filed.radicado}/transfer`, {
      token: admin,
      json: { entity: 'Secretaría de Educación', reason: 'Es de su competencia.' },
    });
    expect(res.status).toBe(200);
    const mail = await catcher.waitFor((m) => m.to.includes(email) && /^Traslado/.test(m.subject));
    expect(mail.subject).toBe(`Traslado de su solicitud ${filed.radicado} a otra entidad`);
    expect(mail.text).toContain(
      `el ${formatCalendarDate(res.body.transfer.date)} se trasladó a Secretaría de Educación`,
    );
    expect(mail.text).toContain('Motivo: Es de su competencia.');
    expect(mail.text).toContain(`${SITE}/pqrsd/consulta?radicado=${filed.radicado}`);
    expect(mail.text).not.toMatch(ISO_DATE);
  });
});
