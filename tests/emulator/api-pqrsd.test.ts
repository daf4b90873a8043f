/**
 * Atención al ciudadano through Hosting: filing (JSON and multipart), the radicado
 * under 50 requests at once, the attachment checks, the per-client limit, tracking with right and
 * wrong pairs, the staff's list and actions, and the mail through the outbox, received by a real
 * SMTP server (scripts/mail-catcher.ts, where functions/.env.demo-school points the function).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SMTP_PORT, startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { PQRSD_CONSENT_VERSION, RADICADO_PATTERN, radicadoParts } from '../../functions/src/model/pqrsd';
import { formatCalendarDate } from '../../functions/src/model/date-time';
import { bogotaDate, dueDate } from '../../functions/src/pqrsd/due-date';
import { deliverOutbox, OUTBOX_COLLECTION } from '../../functions/src/pqrsd/outbox';
import { smtpSend } from '../../functions/src/pqrsd/mailer';
import * as fx from './fixtures';
import { call, formOf } from './site';
import { adminToken, visitorToken } from './state';

type Filed = { radicado: string; dueDate: string | null; trackingCode: string };
/** A receipt's code: five groups of four from the unambiguous alphabet (no 0/O, 1/I/L). */
const CODE = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/;
type Answer = { error: string; message: string };

const petition = {
  tipo: 'peticion',
  nombre: 'Ana Pérez',
  documento: '1020304050',
  email: 'ana.perez@example.com',
  telefono: '300 123 4567',
  asunto: 'Certificado de estudios',
  mensaje: 'Solicito un certificado de estudios de mi hijo.',
  consentimiento: PQRSD_CONSENT_VERSION,
};

/** An answer with what the editor makes: bold, a list, a link. */
const FORMATTED_ANSWER = {
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
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Preguntas: ' },
        {
          type: 'text',
          text: 'escríbanos',
          marks: [{ type: 'link', attrs: { href: 'mailto:secretaria@colegio.edu.co' } }],
        },
      ],
    },
  ],
};

/**
 * Forwarding headers a client invents: the limit never reads them (pqrsd/rate-limit.ts), so every
 * request here carries other ones, and the limit's test shows they change nothing.
 */
let clientNo = 0;
const client = () => {
  const invented = `198.51.100.${(clientNo = (clientNo % 250) + 1)}`;
  return { 'Fastly-Client-IP': invented, 'X-Forwarded-For': `${invented}, 203.0.113.${clientNo}` };
};
const file = (json: unknown, headers = client()) =>
  call<Filed & Answer>('POST', '/api/pqrsd', { json, headers });
const status = (query: Record<string, string>) =>
  call<Record<string, unknown> & Answer>('GET', `/api/pqrsd/status?${new URLSearchParams(query)}`, {
    headers: client(),
  });

/** The look-up as the page asks: a POST with a JSON body. */
const lookUp = (json: Record<string, string>) =>
  call<Record<string, unknown> & Answer>('POST', '/api/pqrsd/status', { json, headers: client() });

const { db, bucket } = emulatorDeps();
let admin: string;
let catcher: MailCatcher | null = null;

beforeAll(async () => {
  admin = await adminToken();
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.close();
  await db.doc('_test/pqrsd').delete();
});

describe('POST /api/pqrsd', () => {
  it('stores a petition and answers 201 with its radicado and due date', async () => {
    const res = await file(petition);
    expect(res.status).toBe(201);
    expect(res.body.radicado).toMatch(RADICADO_PATTERN);
    // San José's DANE code (the platform's table), then the year.
    expect(radicadoParts(res.body.radicado)).toMatchObject({
      dane: '105001000101',
      year: Number(bogotaDate(new Date()).slice(0, 4)),
    });
    expect(res.body.dueDate).toBe(dueDate(new Date(), 'peticion'));
    // Every request has a tracking code, stored only as its hash.
    expect(res.body.trackingCode).toMatch(CODE);
    const stored = (await db.collection('pqrsd').doc(res.body.radicado).get()).data()!;
    expect(stored).toMatchObject({
      tipo: 'peticion',
      estado: 'radicada',
      nombre: 'Ana Pérez',
      email: 'ana.perez@example.com',
    });
    // Ley 1581 proof: the consent's version, text and time.
    expect(stored.consent.version).toBe(PQRSD_CONSENT_VERSION);
    expect(stored.consent.text).toMatch(/Ley 1581/);
    expect(stored.consent.at.toMillis()).toBeGreaterThan(Date.now() - 120_000);
    expect(JSON.stringify(stored)).not.toContain(res.body.trackingCode.replace(/-/g, ''));
  });

  it('gives a contact message a radicado and no legal term', async () => {
    const res = await file({ ...petition, tipo: 'contacto' });
    expect(res.status).toBe(201);
    expect(res.body.dueDate).toBeNull();
  });

  it('files an anonymous denuncia without identity and answers a tracking code', async () => {
    const res = await file({ ...petition, tipo: 'denuncia', anonimo: true });
    expect(res.status).toBe(201);
    expect(res.body.trackingCode).toMatch(CODE);
    const stored = (await db.collection('pqrsd').doc(res.body.radicado).get()).data()!;
    expect(stored).toMatchObject({ anonimo: true, nombre: '', email: '', telefono: '', documento: '' });
    expect(JSON.stringify(stored)).not.toContain(res.body.trackingCode.replace(/-/g, ''));
  });

  it('gives 50 requests at once 50 distinct consecutive radicados', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => file({ ...petition, asunto: `Carga ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const seqs = results.map((r) => Number(r.body.radicado.slice(-6))).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(50);
    expect(seqs[49]! - seqs[0]!).toBe(49);
    // Nothing skipped either: the counter is right after the last one handed out.
    const { year } = radicadoParts(results[0]!.body.radicado)!;
    expect((await db.doc(`_counters/pqrsd-${year}`).get()).get('next')).toBe(seqs[49]! + 1);
  }, 240_000);

  it('takes one attachment, PDF, JPEG or PNG, checked from its bytes, and keeps it out of /media', async () => {
    for (const [bytes, name] of [
      [fx.pdf(), 'carta.pdf'],
      [await fx.jpeg(400, 300), 'foto.jpg'],
      [await fx.png(200, 200), 'captura.png'],
    ] as const) {
      const res = await call<Filed>('POST', '/api/pqrsd', {
        form: formOf(petition, { adjunto: [bytes, name] }),
        headers: client(),
      });
      expect(res.status).toBe(201);
      const stored = (await db.collection('pqrsd').doc(res.body.radicado).get()).get('attachment');
      expect(stored).toMatchObject({ name, bytes: bytes.length });
      expect(stored.path).toMatch(/^pqrsd\//);
      const [exists] = await bucket.file(stored.path).exists();
      expect(exists).toBe(true);
      expect((await call('GET', `/media/${stored.path.slice(6)}`)).status).toBe(404);
    }
  });

  it.each([
    ['an HTML page named .pdf', () => [fx.html, 'carta.pdf'] as const, 400, /PDF, JPEG o PNG/],
    ['a WebP image', async () => [await fx.webp(100, 100), 'foto.webp'] as const, 400, /PDF, JPEG o PNG/],
    ['an empty file', () => [Buffer.alloc(0), 'vacio.pdf'] as const, 400, /vacío/],
    ['a PDF over 5 MB', () => [fx.largePdf(5 * 1024 * 1024 + 10), 'grande.pdf'] as const, 413, /5 MB/],
  ])('refuses %s, storing nothing', async (_name, make, code, message) => {
    const before = (await db.collection('pqrsd').count().get()).data().count;
    const [bytes, name] = await make();
    const res = await call<Answer>('POST', '/api/pqrsd', {
      form: formOf(petition, { adjunto: [bytes, name] }),
      headers: client(),
    });
    expect(res.status).toBe(code);
    expect(res.body.message).toMatch(message);
    expect((await db.collection('pqrsd').count().get()).data().count).toBe(before);
  });

  it('refuses a filled honeypot with a 400 and stores nothing', async () => {
    const before = (await db.collection('pqrsd').count().get()).data().count;
    const res = await file({ ...petition, sitioWeb: 'https://spam.example' });
    expect(res.status).toBe(400);
    expect((await db.collection('pqrsd').count().get()).data().count).toBe(before);
  });

  describe('the per-client limit', () => {
    // This hour's counters start empty for the test, and go with it: the suite's other requests
    // came from the same address (the emulator's, the only one it can know).
    const clearCounters = () => db.recursiveDelete(db.collection('_pqrsd_rate'));
    afterEach(async () => {
      await db.doc('_test/pqrsd').delete();
      await clearCounters();
    });

    it('answers 429 in Spanish past the limit, storing nothing, whatever forwarding headers the client invents', async () => {
      await clearCounters();
      await db.doc('_test/pqrsd').set({ rateLimit: 2 });
      expect((await file(petition)).status).toBe(201);
      expect((await file(petition)).status).toBe(201);
      const before = (await db.collection('pqrsd').count().get()).data().count;
      // Each invented address is a fresh one: under the old key (a client's header) each got a
      // counter of its own and the limit bound nobody who lied.
      for (let i = 0; i < 5; i++) {
        const refused = await file(petition, {
          'Fastly-Client-IP': `192.0.2.${i}`,
          'X-Forwarded-For': `10.9.8.${i}, 192.0.2.${i}`,
          'X-Real-IP': `192.0.2.${100 + i}`,
          Forwarded: `for=192.0.2.${i}`,
        } as unknown as ReturnType<typeof client>);
        expect(refused.status).toBe(429);
        expect(refused.body.message).toMatch(/demasiadas solicitudes/);
      }
      expect((await db.collection('pqrsd').count().get()).data().count).toBe(before);
      // One counter document for this scope and hour, whatever the headers said.
      const counters = (await db.collection('_pqrsd_rate').get()).docs.filter((d) =>
        d.id.startsWith('file-'),
      );
      expect(counters).toHaveLength(1);
    });
  });
});

describe('POST /api/pqrsd/status (and GET, for older links)', () => {
  it('reads a request from a POST, the code out of the address; a radicado as its number alone or with its year', async () => {
    const filed = (await file(petition)).body;
    const [, dane, year, seq] = /^PQRSD-(\d{12})-(\d{4})-(\d{6})$/.exec(filed.radicado)!;
    for (const radicado of [
      filed.radicado,
      `${dane}-${year}-${seq}`,
      `PQRSD-${year}-${seq}`,
      String(Number(seq)),
      seq!,
      `${year}-${seq}`,
      `${year}-${Number(seq)}`,
    ]) {
      const res = await lookUp({ radicado, code: filed.trackingCode });
      expect(res.status, radicado).toBe(200);
      expect(res.body).toMatchObject({ radicado: filed.radicado, estado: 'radicada' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const wrong = await lookUp({ radicado: filed.radicado, code: 'AAAA-BBBB-CCCC-DDDD-EEEE' });
    expect(wrong.status).toBe(404);
    expect((await call('POST', '/api/pqrsd/status', { json: ['x'], headers: client() })).status).toBe(400);
    expect(
      (
        await call('POST', '/api/pqrsd/status', {
          body: 'radicado=1',
          headers: { ...client(), 'Content-Type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
  });

  it('shows type, state and dates for the radicado and its tracking code, as people type them, with no personal data', async () => {
    const filed = (await file(petition)).body;
    const plain = filed.radicado.replace(/-0+(\d)/, '-$1');
    for (const [radicado, code] of [
      [filed.radicado, filed.trackingCode],
      [filed.radicado.toLowerCase(), filed.trackingCode.toLowerCase()],
      [plain, filed.trackingCode.replace(/-/g, '')],
      [` ${plain} `, filed.trackingCode.replace(/-/g, ' ')],
    ]) {
      const res = await status({ radicado: radicado!, code: code! });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        radicado: filed.radicado,
        tipo: 'peticion',
        estado: 'radicada',
        dueDate: filed.dueDate,
        answer: null,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/Ana|1020304050|300 123|ana\.perez/);
    }
  });

  it('finds an anonymous request by its tracking code', async () => {
    const filed = (await file({ ...petition, tipo: 'queja', anonimo: true })).body;
    const res = await status({ radicado: filed.radicado, code: filed.trackingCode.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.tipo).toBe('queja');
  });

  it('reads nothing with the radicado and the e-mail: the same answer as an unknown radicado', async () => {
    const filed = (await file(petition)).body;
    const anon = (await file({ ...petition, tipo: 'denuncia', anonimo: true })).body;
    const unknown = await status({ radicado: 'PQRSD-1999-000001', code: filed.trackingCode });
    const answers = [
      // The right e-mail, in any letter case, reads nothing: only the tracking code does.
      await status({ radicado: filed.radicado, email: petition.email }),
      await status({ radicado: filed.radicado, email: 'ANA.Perez@example.com' }),
      await status({ radicado: filed.radicado, code: anon.trackingCode }),
      await status({ radicado: filed.radicado, code: 'AAAA-BBBB-CCCC-DDDD-EEEE' }),
      await status({ radicado: anon.radicado, email: '' }),
      await lookUp({ radicado: filed.radicado, code: anon.trackingCode }),
      await lookUp({ radicado: 'PQRSD-1999-000001', code: filed.trackingCode }),
    ];
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/No encontramos/);
    for (const a of answers)
      expect({ status: a.status, body: a.body }).toEqual({ status: unknown.status, body: unknown.body });
  });

  it('tells a radicado or a code that cannot be one apart, before looking anything up', async () => {
    const filed = (await file(petition)).body;
    for (const res of [
      await status({ radicado: filed.radicado, code: 'AAAA-BBBB-CCCC' }),
      await lookUp({ radicado: filed.radicado, code: 'O0O0-1111-IIII-LLLL-0000' }),
      await lookUp({ radicado: 'PQRSD-1999-000001', code: 'corto' }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/El código de seguimiento no es válido: tiene 20 letras y números/);
    }
    for (const radicado of ['no-es-un-radicado', 'PQRSD-50', '1234567']) {
      const res = await lookUp({ radicado, code: filed.trackingCode });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/El número de radicado no es válido/);
    }
  });

  it('asks for the radicado and the code', async () => {
    expect((await status({ code: 'AAAA' })).status).toBe(400);
    const res = await status({ radicado: 'PQRSD-2026-000001' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/código de seguimiento/);
  });
});

describe('POST /api/pqrsd/codigo ("¿Perdió su código?")', () => {
  const askCode = (json: unknown) =>
    call<{ message: string } & Answer>('POST', '/api/pqrsd/codigo', { json, headers: client() });

  it('mails a new code to the stored address only; the new one reads the request, the old one no longer', async () => {
    const email = `codigo-${Date.now()}@example.com`;
    const filed = (await file({ ...petition, email })).body;
    await catcher!.waitFor((m) => m.to.includes(email) && m.subject.includes(filed.radicado));
    const res = await askCode({
      radicado: filed.radicado.replace(/-0+(\d)/, '-$1'),
      email: email.toUpperCase(),
    });
    expect(res.status).toBe(202);
    expect(res.body.message).toMatch(/Si los datos corresponden/);
    const mail = await catcher!.waitFor((m) => m.to.includes(email) && /Nuevo código/.test(m.subject));
    const code = /Código de seguimiento: ([2-9A-Z-]{24})/.exec(mail.text)![1]!;
    expect(code).toMatch(CODE);
    expect(code).not.toBe(filed.trackingCode);
    expect((await status({ radicado: filed.radicado, code })).status).toBe(200);
    expect((await status({ radicado: filed.radicado, code: filed.trackingCode })).status).toBe(404);
    // Nothing the filer typed in it either.
    expect(mail.text).not.toMatch(/Ana|Certificado de estudios/);
  });

  it('answers a wrong pair exactly as a right one, and sends nothing', async () => {
    const filed = (await file(petition)).body;
    const right = await askCode({ radicado: 'PQRSD-1999-000001', email: petition.email });
    const wrong = await askCode({ radicado: filed.radicado, email: 'otra@example.com' });
    expect(wrong.status).toBe(202);
    expect(wrong.body).toEqual(right.body);
    const mine = await db
      .collection(OUTBOX_COLLECTION)
      .where('radicado', '==', filed.radicado)
      .where('kind', '==', 'pqrsd-codigo')
      .get();
    expect(mine.size).toBe(0);
    // The code still reads: a stranger's guess changed nothing.
    expect((await status({ radicado: filed.radicado, code: filed.trackingCode })).status).toBe(200);
  });

  it('sends one request at most three new codes an hour, whoever asks', async () => {
    const filed = (await file(petition)).body;
    for (let i = 0; i < 5; i++)
      expect((await askCode({ radicado: filed.radicado, email: petition.email })).status).toBe(202);
    const mine = await db
      .collection(OUTBOX_COLLECTION)
      .where('radicado', '==', filed.radicado)
      .where('kind', '==', 'pqrsd-codigo')
      .get();
    expect(mine.size).toBe(3);
  });

  it("sends the filer a new code after any number of wrong guesses on its radicado: guesses spend nothing of the filer's allowance", async () => {
    const email = `adivinanzas-${Date.now()}@example.com`;
    const filed = (await file({ ...petition, email })).body;
    // More wrong guesses than the hour's allowance: each answered as a right pair would be.
    for (let i = 0; i < 5; i++) {
      const guess = await askCode({ radicado: filed.radicado, email: `intento-${i}-${email}` });
      expect(guess.status).toBe(202);
      expect(guess.body.message).toMatch(/Si los datos corresponden/);
    }
    expect((await askCode({ radicado: filed.radicado, email })).status).toBe(202);
    const mail = await catcher!.waitFor((m) => m.to.includes(email) && /Nuevo código/.test(m.subject));
    const code = /Código de seguimiento: ([2-9A-Z-]{24})/.exec(mail.text)![1]!;
    expect((await status({ radicado: filed.radicado, code })).status).toBe(200);
    // One new code, to the stored address: the guesses queued nothing.
    const codes = await db
      .collection(OUTBOX_COLLECTION)
      .where('radicado', '==', filed.radicado)
      .where('kind', '==', 'pqrsd-codigo')
      .get();
    expect(codes.docs.map((d) => d.get('to'))).toEqual([{ email }]);
  });

  it('answers a right pair in the time a wrong one takes: the mail is queued and sent apart, never while the asker waits', async () => {
    // Ten requests, two right asks each: within the allowance, so every right ask queues a mail.
    const stamp = Date.now();
    // And an eleventh, for the warm-up.
    const emails = Array.from({ length: 11 }, (_, i) => `tiempo-${i}-${stamp}@example.com`);
    const filed = await Promise.all(emails.map(async (email) => (await file({ ...petition, email })).body));
    // A quiet start: every mail of the filings (the acuse, the school's notice) has had its try,
    // sent or waiting for a retry, so no send overlaps a timed call. On a loaded machine a first
    // try can be cut short, and its retry is the hourly run's: waiting for the mail itself could
    // then wait for ever.
    const radicados = filed.map((f) => f.radicado);
    for (const deadline = Date.now() + 120_000; ;) {
      const mails = (await db.collection(OUTBOX_COLLECTION).where('radicado', 'in', radicados).get()).docs;
      const acused = new Set(
        mails.filter((d) => d.get('kind') === 'pqrsd-acuse').map((d) => d.get('radicado') as string),
      );
      if (
        acused.size === radicados.length &&
        mails.every((d) => d.get('state') === 'sent' || Number(d.get('attempts')) > 0)
      )
        break;
      if (Date.now() > deadline)
        throw new Error(`Las radicaciones no terminaron de enviar su correo (${mails.length} mensajes).`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const codesOf = (radicado: string) =>
      db
        .collection(OUTBOX_COLLECTION)
        .where('radicado', '==', radicado)
        .where('kind', '==', 'pqrsd-codigo')
        .get();
    /**
     * Until the `n` new codes of `radicado` are sent and their function is done: on these 2 cores
     * its work would otherwise overlap the next timed call, which production runs elsewhere.
     */
    async function sentApart(radicado: string, n: number) {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const docs = (await codesOf(radicado)).docs;
        const pending = await Promise.all(
          docs.map(async (d) => (await db.collection('_outboxSend').doc(d.id).get()).exists),
        );
        if (docs.length === n && docs.every((d) => d.get('state') === 'sent') && !pending.includes(true))
          return;
        if (Date.now() > deadline)
          throw new Error(`Los ${n} códigos de ${radicado} no salieron (${docs.length} en el buzón).`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const bodies = new Set<string>();
    const timed = async (json: { radicado: string; email: string }) => {
      const started = performance.now();
      const res = await askCode(json);
      const ms = performance.now() - started;
      expect(res.status).toBe(202);
      bodies.add(JSON.stringify(res.body));
      return ms;
    };
    const right = (i: number) => ({ radicado: filed[i % 10]!.radicado, email: emails[i % 10]! });
    const wrong = (i: number) => ({
      radicado: filed[i % 10]!.radicado,
      email: `otra-${i}-${stamp}@example.com`,
    });
    // Not timed: the first of each way starts the emulator's workers (the function apart's too).
    await timed(wrong(0));
    await timed({ radicado: filed[10]!.radicado, email: emails[10]! });
    await sentApart(filed[10]!.radicado, 1);
    const times = { right: [] as number[], wrong: [] as number[] };
    for (let i = 0; i < 20; i++) {
      // Interleaved, each way first in turn: a slower stretch of the machine falls on both.
      for (const way of i % 2 ? (['wrong', 'right'] as const) : (['right', 'wrong'] as const)) {
        times[way].push(await timed(way === 'right' ? right(i) : wrong(i)));
        if (way === 'right') await sentApart(filed[i % 10]!.radicado, Math.floor(i / 10) + 1);
      }
    }
    expect(bodies.size).toBe(1);
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return (s[9]! + s[10]!) / 2;
    };
    const [m, w] = [median(times.right), median(times.wrong)];
    console.info(
      `POST /api/pqrsd/codigo, median of 20: right pair ${m.toFixed(0)} ms, wrong pair ${w.toFixed(0)} ms`,
    );
    // Sending inside the request made a right pair take 191-614 ms against 41-103 ms.
    expect(Math.abs(m - w)).toBeLessThan(Math.max(40, 0.5 * Math.min(m, w)));
    // Every right ask did queue its code, and no wrong one did.
    for (const f of filed.slice(0, 10)) expect((await codesOf(f.radicado)).size).toBe(2);
  }, 240_000);

  it('still answers a flood of guesses from one client 429 past the per-client limit', async () => {
    const clearCounters = () => db.recursiveDelete(db.collection('_pqrsd_rate'));
    await clearCounters();
    await db.doc('_test/pqrsd').set({ rateLimit: 3 });
    try {
      const answers = [];
      for (let i = 1; i <= 8; i++) {
        answers.push(
          await askCode({
            radicado: `PQRSD-2026-${String(i).padStart(6, '0')}`,
            email: `inundacion-${i}@example.com`,
          }),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
      for (const refused of answers.slice(3)) expect(refused.body.message).toMatch(/demasiadas solicitudes/);
    } finally {
      await db.doc('_test/pqrsd').delete();
      await clearCounters();
    }
  });

  it.each([
    ['no e-mail', { radicado: 'PQRSD-2026-000001' }, /correo/],
    ['another field', { radicado: 'PQRSD-2026-000001', email: 'a@b.co', code: 'x' }, /solo lleva/],
    ['a list', [{ radicado: 'PQRSD-2026-000001', email: 'a@b.co' }], /objeto JSON/],
  ])('refuses %s with 400', async (_name, json, message) => {
    const res = await askCode(json);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('the staff API', () => {
  it('lists requests for administrators only: 401 without a token, 403 for a visitor', async () => {
    expect((await call('GET', '/api/pqrsd')).status).toBe(401);
    expect((await call('GET', '/api/pqrsd', { token: await visitorToken() })).status).toBe(403);
    const filed = (await file(petition)).body;
    const res = await call<{
      today: string;
      items: Array<{ radicado: string; daysLeft: number | null; overdue: boolean }>;
    }>('GET', '/api/pqrsd', { token: admin });
    expect(res.status).toBe(200);
    const mine = res.body.items.find((i) => i.radicado === filed.radicado)!;
    expect(mine).toMatchObject({ overdue: false });
    expect(mine.daysLeft).toBeGreaterThanOrEqual(14);
    // Open requests with a term come first, the nearest due date first.
    const open = res.body.items.filter((i) => i.daysLeft !== null).map((i) => i.daysLeft!);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect((await call('GET', `/api/pqrsd/${filed.radicado}`, { token: await visitorToken() })).status).toBe(
      403,
    );
  });

  it('answers a request (formatted text and PDF): state, log with who and when, the citizen sees it and gets the mail', async () => {
    const filed = (await file({ ...petition, email: `respuesta-${Date.now()}@example.com` })).body;
    const email = (await db.collection('pqrsd').doc(filed.radicado).get()).get('email') as string;
    const res = await call<{
      estado: string;
      answer: { text: unknown };
      log: Array<{ action: string; by: { email: string } | null; at: string }>;
    }>('POST', `/api/pqrsd/${filed.radicado}/answer`, {
      token: admin,
      form: formOf(
        { text: JSON.stringify(FORMATTED_ANSWER) },
        { pdf: [fx.pdf('Certificado'), 'certificado.pdf'] },
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.estado).toBe('respondida');
    expect(res.body.answer.text).toEqual(FORMATTED_ANSWER);
    expect(res.body.log.at(-1)).toMatchObject({
      action: 'respondida',
      by: { email: 'admin@colegio.edu.co' },
    });
    // Stored as the document itself (field name `text`), not as its JSON string.
    expect((await db.collection('pqrsd').doc(filed.radicado).get()).get('answer.text')).toEqual(
      FORMATTED_ANSWER,
    );
    const seen = await status({ radicado: filed.radicado, code: filed.trackingCode });
    expect(seen.body).toMatchObject({ estado: 'respondida', answer: { text: FORMATTED_ANSWER, pdf: true } });
    // Mail is plain text: the answer's words, a block a line.
    const mail = await catcher!.waitFor((m) => m.to.includes(email) && /Respuesta/.test(m.subject));
    expect(mail.text).toContain(
      'Adjuntamos el certificado solicitado.\nRecójalo en secretaría\nPreguntas: escríbanos',
    );
    // Answered is final.
    expect(
      (
        await call('POST', `/api/pqrsd/${filed.radicado}/answer`, {
          token: admin,
          json: { text: FORMATTED_ANSWER },
        })
      ).status,
    ).toBe(409);
  });

  it('reads an answer stored as plain text (before it was formatted) as a document', async () => {
    const filed = (await file(petition)).body;
    const ref = db.collection('pqrsd').doc(filed.radicado);
    await ref.update({
      estado: 'respondida',
      answer: {
        text: 'Primera línea.\nSegunda línea.',
        at: Timestamp.now(),
        date: bogotaDate(new Date()),
        by: { uid: 'x', email: 'admin@colegio.edu.co' },
        pdf: null,
        denied: false,
      },
    });
    const asDoc = {
      type: 'doc',
      content: ['Primera línea.', 'Segunda línea.'].map((text) => ({
        type: 'paragraph',
        content: [{ type: 'text', text }],
      })),
    };
    expect((await status({ radicado: filed.radicado, code: filed.trackingCode })).body).toMatchObject({
      answer: { text: asDoc },
    });
    expect((await call('GET', `/api/pqrsd/${filed.radicado}`, { token: admin })).body).toMatchObject({
      answer: { text: asDoc },
    });
  });

  it('transfers a request with the entity and the reason', async () => {
    const filed = (await file(petition)).body;
    const res = await call<{
      estado: string;
      transfer: { entity: string; reason: string; by: { email: string } };
    }>('POST', `/api/pqrsd/${filed.radicado}/transfer`, {
      token: admin,
      json: { entity: 'Secretaría de Educación', reason: 'Es competencia de la Secretaría.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      estado: 'trasladada',
      transfer: { entity: 'Secretaría de Educación', by: { email: 'admin@colegio.edu.co' } },
    });
    const seen = await status({ radicado: filed.radicado, code: filed.trackingCode });
    expect(seen.body).toMatchObject({
      estado: 'trasladada',
      transfer: { entity: 'Secretaría de Educación' },
    });
    expect(JSON.stringify(seen.body)).not.toContain('competencia');
  });

  it('extends a request up to double its term, with a reason, and refuses beyond', async () => {
    const filed = (await file({ ...petition, tipo: 'informacion' })).body;
    const { latestExtension, addBusinessDays } = await import('../../functions/src/pqrsd/due-date');
    const latest = latestExtension(new Date(), 'informacion')!;
    const beyond = addBusinessDays(latest, 1);
    const refused = await call<Answer>('POST', `/api/pqrsd/${filed.radicado}/extend`, {
      token: admin,
      json: { newDate: beyond, reason: 'Volumen de documentos.' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/doble del término/);
    expect(
      (await call('POST', `/api/pqrsd/${filed.radicado}/extend`, { token: admin, json: { newDate: latest } }))
        .status,
    ).toBe(400);
    const res = await call<{
      estado: string;
      dueDate: string;
      extensions: Array<{ from: string; to: string }>;
    }>('POST', `/api/pqrsd/${filed.radicado}/extend`, {
      token: admin,
      json: { newDate: latest, reason: 'Volumen de documentos.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      estado: 'prorrogada',
      dueDate: latest,
      extensions: [{ from: filed.dueDate, to: latest }],
    });
  });

  it('refuses actions on an unknown radicado (404) and by visitors (403)', async () => {
    expect(
      (
        await call('POST', '/api/pqrsd/PQRSD-1999-000001/transfer', {
          token: admin,
          json: { entity: 'X', reason: 'Y' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/pqrsd/PQRSD-1999-000001/transfer', {
          token: await visitorToken(),
          json: { entity: 'X', reason: 'Y' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('mail through the outbox', () => {
  it("tells the school (its settings' recipient) and acknowledges to the citizen, by SMTP", async () => {
    const email = `acuse-${Date.now()}@example.com`;
    const filed = (await file({ ...petition, email })).body;
    const ack = await catcher!.waitFor((m) => m.to.includes(email));
    expect(ack.subject).toContain(filed.radicado);
    // The due date in words ("22 de diciembre de 2026"), as the acuse writes it.
    expect(ack.text).toContain(formatCalendarDate(filed.dueDate!));
    const school = await catcher!.waitFor(
      (m) => m.subject.includes(filed.radicado) && /Nueva solicitud/.test(m.subject),
    );
    expect(school.to).toEqual(['secretaria@iesanjose.edu.co']);
    const sent = await db.collection(OUTBOX_COLLECTION).where('radicado', '==', filed.radicado).get();
    expect(sent.docs.map((d) => d.get('state'))).toEqual(['sent', 'sent']);
  });

  it('keeps a mail that failed in the outbox, with its error, and sends it on a later try', async () => {
    await catcher!.close();
    catcher = null;
    const email = `caida-${Date.now()}@example.com`;
    const res = await file({ ...petition, email });
    // The request is stored and answered even though no mail could leave.
    expect(res.status).toBe(201);
    const mine = db.collection(OUTBOX_COLLECTION).where('radicado', '==', res.body.radicado);
    const waiting = (await mine.get()).docs.map((d) => d.data());
    expect(waiting).toHaveLength(2);
    for (const m of waiting) {
      expect(m).toMatchObject({ state: 'pending', attempts: 1 });
      expect(m.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(m.nextAttemptAt.toMillis()).toBeGreaterThan(Date.now());
    }
    // Visible to the administrator, without the message or the address.
    const unsent = await call<{ items: Array<{ radicado: string; state: string; lastError: string }> }>(
      'GET',
      '/api/pqrsd/outbox',
      { token: admin },
    );
    expect(unsent.body.items.filter((i) => i.radicado === res.body.radicado)).toHaveLength(2);
    expect(JSON.stringify(unsent.body)).not.toContain(email);

    catcher = await startMailCatcher();
    // The maintenance run's sender (the same code, pointed at the same SMTP server): not before the
    // backoff has passed, then it sends.
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String(SMTP_PORT);
    // And the function's caps (functions/.env.demo-school): the suite's mail fills this hour's.
    process.env.PQRSD_MAIL_CAP_PER_ADDRESS = process.env.PQRSD_MAIL_CAP_PER_HOUR = '100000';
    const ids = (await mine.get()).docs.map((d) => d.id);
    expect(await deliverOutbox(db, smtpSend, Date.now(), { ids })).toEqual({ sent: 0, failed: 0 });
    expect(await deliverOutbox(db, smtpSend, Date.now() + 2 * 60_000, { ids })).toEqual({
      sent: 2,
      failed: 0,
    });
    await catcher.waitFor((m) => m.to.includes(email));
    expect((await mine.get()).docs.map((d) => d.get('state'))).toEqual(['sent', 'sent']);
  });

  it('lets the administrator send the unsent mail at once', async () => {
    await catcher!.close();
    catcher = null;
    const email = `reintento-${Date.now()}@example.com`;
    const res = await file({ ...petition, email });
    catcher = await startMailCatcher();
    const retry = await call<{ sent: number }>('POST', '/api/pqrsd/outbox/retry', { token: admin });
    expect(retry.status).toBe(200);
    expect(retry.body.sent).toBeGreaterThanOrEqual(2);
    await catcher.waitFor((m) => m.to.includes(email) && m.subject.includes(res.body.radicado));
    expect((await call('POST', '/api/pqrsd/outbox/retry')).status).toBe(401);
  });
});

describe('retention', () => {
  it("deletes requests older than the settings' period, with their files and mail, and keeps the counter", async () => {
    const { purgeExpiredRequests } = await import('../../functions/src/pqrsd/retention');
    const res = await call<Filed>('POST', '/api/pqrsd', {
      form: formOf(petition, { adjunto: [fx.pdf(), 'carta.pdf'] }),
      headers: client(),
    });
    const { radicado } = res.body;
    const ref = db.collection('pqrsd').doc(radicado);
    const path = (await ref.get()).get('attachment.path') as string;
    const counter = db.doc(`_counters/pqrsd-${radicadoParts(radicado)!.year}`);
    const next = (await counter.get()).get('next');
    expect(next).toBeGreaterThan(1);
    // This request is made four, then six years old; every other request (the seeded ones the
    // transparency report counts) stays as young as it is, so the purge leaves them alone.
    const receivedAt = (await ref.get()).get('receivedAt') as Timestamp;
    const aged = (years: number) =>
      ref.update({ receivedAt: Timestamp.fromMillis(receivedAt.toMillis() - years * 365 * 86_400_000) });
    await aged(4);
    expect(await purgeExpiredRequests(db, bucket, Date.now())).not.toContain(radicado);
    expect((await ref.get()).exists).toBe(true);
    await aged(6);
    const before = (await db.collection('pqrsd').count().get()).data().count;
    expect(await purgeExpiredRequests(db, bucket, Date.now(), 1000)).toEqual([radicado]);
    expect((await db.collection('pqrsd').count().get()).data().count).toBe(before - 1);
    expect((await ref.get()).exists).toBe(false);
    expect((await bucket.file(path).exists())[0]).toBe(false);
    expect((await db.collection(OUTBOX_COLLECTION).where('radicado', '==', radicado).get()).size).toBe(0);
    expect((await counter.get()).get('next')).toBe(next);
  });
});
