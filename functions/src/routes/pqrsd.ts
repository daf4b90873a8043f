/**
 * Atención al ciudadano (PQRSD), docs/api.md:
 *   POST /api/pqrsd                      anyone: file a request (JSON, or multipart with `adjunto`)
 *   POST /api/pqrsd/status               anyone with the request's tracking code: { radicado, code } → its state and answer
 *   GET  /api/pqrsd/status?radicado=&code=   the same, for links made before the POST (the code then sits in the address)
 *   POST /api/pqrsd/codigo               anyone: { radicado, email } → a new code mailed to the stored address (sent apart)
 *   GET  /api/pqrsd/informe              anyone: the report per semester and per quarter (aggregate figures, cacheable)
 *   GET  /api/pqrsd/informe/trimestres.csv, /semestres.csv   anyone: the same figures as CSV
 *   GET  /api/pqrsd/informe.csv          staff: one row per request, no personal data
 *   GET  /api/pqrsd                      staff: every request, overdue first
 *   GET  /api/pqrsd/outbox               staff: the mail not sent yet, with its last error
 *   POST /api/pqrsd/outbox/retry         staff: send the unsent mail now
 *   GET  /api/pqrsd/:radicado            staff: one request, with its log
 *   GET  /api/pqrsd/:radicado/adjunto    staff: the citizen's attachment
 *   GET  /api/pqrsd/:radicado/respuesta  staff: the answer's PDF
 *   POST /api/pqrsd/:radicado/answer     staff: text, denied (information refused), optional PDF `pdf` (multipart)
 *   POST /api/pqrsd/:radicado/respuesta/vista-previa  staff: { text, denied?, pdf? } → the answer's mail, nothing stored
 *   POST /api/pqrsd/:radicado/transfer   staff: { entity, reason }
 *   POST /api/pqrsd/:radicado/extend     staff: { newDate, reason }
 * The public three are rate-limited per client (429; the address the platform guarantees,
 * pqrsd/rate-limit.ts) and bounded in size; their answers hold no personal data beyond what the
 * asker sent, and nothing personal is logged. Decision 0018: the acuse and the tracking code.
 */
import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { now } from '../data/clock';
import { withDeadline } from '../domain/deadline';
import { FileRejected, NotFound } from '../domain/errors';
import type { Bucket } from '../files/bucket';
import { fileFacts } from '../files/sniff';
import { badRequest, HttpError } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { jsonBody } from '../http/raw-body';
import { actorOf, requireRole } from '../http/require-role';
import {
  PQRSD_ATTACHMENT_FIELD,
  PQRSD_ATTACHMENT_TYPES,
  PQRSD_MAX_ATTACHMENT_BYTES,
  PQRSD_MAX_JSON_BYTES,
  normalizeRadicado,
  normalizeTrackingCode,
  RADICADO_FORMAT_MESSAGE,
  TRACKING_CODE_FORMAT_MESSAGE,
} from '../model/pqrsd';
import type { PqrsdReceipt } from '../model/pqrsd';
import { checkPqrsdCodeRequest, checkPqrsdInput } from '../model/pqrsd-input';
import { richTextFrom } from '../model/rich-text';
import { bogotaDate } from '../pqrsd/due-date';
import { smtpSend } from '../pqrsd/mailer';
import { deliverOutbox, unsentMail } from '../pqrsd/outbox';
import { clientKey, rateLimit, takeToken } from '../pqrsd/rate-limit';
import { periodsCsv, requestsCsv, requestsReports } from '../pqrsd/report';
import { currentSchool } from '../tenancy/current-school';
import {
  answerRequest,
  answerText,
  previewAnswer,
  extendRequest,
  fileRequest,
  findByCode,
  getRequest,
  listRequests,
  publicStatus,
  reissueCode,
  transferRequest,
} from '../pqrsd/requests';
import type { PqrsdDoc, StoredFile } from '../pqrsd/stored';

export const PQRSD_FILES_PREFIX = 'pqrsd/';
/** The preview's body: the answer's document as JSON (a multipart field of the answer holds up to 100 KB). */
const PREVIEW_MAX_BYTES = 128 * 1024;
const PREVIEW_FIELDS = new Set(['text', 'denied', 'pdf']);

/** The first mail attempt happens before the answer, but never holds the citizen longer than this. */
const FIRST_SEND_BUDGET_MS = 4_000;

const NOT_FOUND_MESSAGE =
  'No encontramos una solicitud con esos datos. Revise el número de radicado y el código de seguimiento que le dimos al radicarla.';
/** The answer to "¿Perdió su código?", the same whether the pair matched or not. */
const CODE_SENT_MESSAGE =
  'Si los datos corresponden a una solicitud, enviamos un código de seguimiento nuevo al correo registrado en ella. El código anterior deja de servir.';
const TOO_MANY_MESSAGE =
  'Ha enviado demasiadas solicitudes en poco tiempo. Espere una hora e intente de nuevo, o comuníquese por teléfono con el colegio.';

const EXTENSION_OF = { pdf: 'pdf', jpeg: 'jpg', png: 'png' } as const;
const CONTENT_TYPE = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * The DANE code of the school this request is for (the platform's table, through the request's
 * school context), which its radicados carry; '' for a school without one (and outside the
 * platform, as in unit tests): its radicados read PQRSD-YYYY-NNNNNN.
 */
const schoolDane = () => currentSchool()?.dane ?? '';

type Incoming = { bytes: Buffer; originalName: string; truncated: boolean };
type Checked = Incoming & { type: 'pdf' | 'jpeg' | 'png' };

/** Checks one uploaded file from its bytes (never its name or declared type). */
function checkAttachment(
  file: Incoming,
  allowed: readonly ('pdf' | 'jpeg' | 'png')[],
  what: string,
): Checked {
  if (file.truncated || file.bytes.length > PQRSD_MAX_ATTACHMENT_BYTES) {
    throw new FileRejected(
      'too-large',
      `${what} supera el tamaño máximo de ${PQRSD_MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`,
    );
  }
  if (file.bytes.length === 0) throw new FileRejected('invalid', `${what} está vacío.`);
  const { detected } = fileFacts(file.bytes);
  const type = allowed.find((t) => t === detected);
  if (!type) {
    const names = allowed
      .map((t) => t.toUpperCase())
      .join(', ')
      .replace(/, ([^,]*)$/, ' o $1');
    throw new FileRejected('invalid', `${what} debe ser ${names}; el contenido del archivo no lo es.`);
  }
  return { ...file, type };
}

/** Stores a checked file under pqrsd/ (never served by /media). */
async function storeAttachment(bucket: Bucket, file: Checked): Promise<StoredFile> {
  const path = `${PQRSD_FILES_PREFIX}${randomBytes(12).toString('hex')}.${EXTENSION_OF[file.type]}`;
  await withDeadline(
    'Storage',
    bucket.file(path).save(file.bytes, { contentType: CONTENT_TYPE[file.type], resumable: false }),
  );
  return { path, name: file.originalName, type: file.type, bytes: file.bytes.length };
}

/** The fields and the one allowed file of a JSON or multipart request. */
async function readForm(
  req: Request,
  fileField: string,
  maxFields: number,
): Promise<{ fields: unknown; file: { bytes: Buffer; originalName: string; truncated: boolean } | null }> {
  if (req.is('multipart/form-data')) {
    const body = await parseMultipart(req, {
      maxFileBytes: PQRSD_MAX_ATTACHMENT_BYTES,
      maxFiles: 1,
      maxFields,
    });
    const unknown = body.files.find((f) => f.field !== fileField);
    if (unknown)
      throw badRequest(`El archivo debe enviarse en el campo «${fileField}».`, 'unknown-file-field');
    return { fields: { ...body.fields }, file: body.files[0] ?? null };
  }
  if (Number(req.get('content-length') ?? 0) > PQRSD_MAX_JSON_BYTES) {
    throw new HttpError(
      413,
      'too-large',
      `La solicitud supera ${PQRSD_MAX_JSON_BYTES / 1024} KB; adjunte los documentos como archivo.`,
    );
  }
  return { fields: await jsonBody(req, PQRSD_MAX_JSON_BYTES), file: null };
}

async function limited(db: Firestore, req: Request, scope: string, factor: number, nowMs: number) {
  const limit = (await rateLimit(db)) * factor;
  if (!(await takeToken(db, scope, clientKey(req), limit, nowMs))) {
    throw new HttpError(429, 'too-many-requests', TOO_MANY_MESSAGE);
  }
}

/** The first attempt of new mail, within a budget: what is not sent by then the maintenance run sends. */
async function sendSoon(db: Firestore, ids: string[], nowMs: number) {
  if (!ids.length) return;
  await Promise.race([
    deliverOutbox(db, smtpSend, nowMs, { ids }).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_SEND_BUDGET_MS).unref()),
  ]);
}

/** The staff's view of one request: everything but the tracking code's hash. */
const staffView = (doc: PqrsdDoc) => {
  const rest: Partial<PqrsdDoc> = { ...doc };
  delete rest.trackingCodeHash;
  const iso = (t: { toDate(): Date } | null | undefined) => (t ? t.toDate().toISOString() : null);
  return {
    ...rest,
    receivedAt: iso(doc.receivedAt),
    consent: { ...doc.consent, at: iso(doc.consent.at) },
    // An answer stored before it was formatted is a plain string: the staff get a document too.
    answer: doc.answer
      ? { ...doc.answer, text: richTextFrom(doc.answer.text), at: iso(doc.answer.at) }
      : null,
    transfer: doc.transfer ? { ...doc.transfer, at: iso(doc.transfer.at) } : null,
    extensions: doc.extensions.map((e) => ({ ...e, at: iso(e.at) })),
    log: doc.log.map((l) => ({ ...l, at: iso(l.at) })),
  };
};

export function pqrsdRouter(db: Firestore, bucket: Bucket, auth: Auth): Router {
  const router = Router();
  // Staff routes: the citizen-request capability (administrators and 'atención').
  const admin = requireRole(auth, 'pqrsd');

  router.post('/pqrsd', async (req, res) => {
    const nowMs = await now(db);
    const { fields, file } = await readForm(req, PQRSD_ATTACHMENT_FIELD, 12);
    const checked = checkPqrsdInput(fields);
    if (!checked.ok) throw badRequest(checked.message, 'invalid-request');
    const checkedFile = file ? checkAttachment(file, PQRSD_ATTACHMENT_TYPES, 'El archivo adjunto') : null;
    await limited(db, req, 'file', 1, nowMs);
    const attachment = checkedFile ? await storeAttachment(bucket, checkedFile) : null;
    const filed = await fileRequest(db, checked.input, nowMs, attachment, schoolDane());
    await sendSoon(db, filed.outboxIds, nowMs);
    const receipt: PqrsdReceipt = {
      radicado: filed.radicado,
      dueDate: filed.dueDate,
      trackingCode: filed.trackingCode,
    };
    res.status(201).set('Cache-Control', 'no-store').json(receipt);
  });

  /**
   * The look-up: the radicado ("50", "2026-50" or the full one) and the tracking code, read as a
   * radicado of this school (another school's is unknown here, as any unknown one). A radicado
   * or a code that cannot be one is told apart (nothing is looked up, so that tells nothing of any
   * request); a well-formed pair that matches nothing, a wrong code for a real radicado and an
   * e-mail in place of the code all get the same 404 (decision 0018).
   */
  const lookUp = async (req: Request, res: Response, asked: Record<string, unknown>) => {
    const nowMs = await now(db);
    const one = (v: unknown) => (typeof v === 'string' && v.length <= 254 ? v : undefined);
    const radicado = one(asked.radicado);
    const code = one(asked.code);
    // The e-mail alone reads nothing (an address is easy to know): the same answer as an
    // unknown radicado, after the same limit, so it tells nothing either.
    if (!radicado?.trim() || (!code?.trim() && one(asked.email) === undefined)) {
      throw badRequest('Escriba el número de radicado y el código de seguimiento.', 'invalid-request');
    }
    const year = Number(bogotaDate(new Date(nowMs)).slice(0, 4));
    const dane = schoolDane();
    if (!normalizeRadicado(radicado, year, dane))
      throw badRequest(RADICADO_FORMAT_MESSAGE, 'invalid-radicado');
    if (code?.trim() && !normalizeTrackingCode(code)) {
      throw badRequest(TRACKING_CODE_FORMAT_MESSAGE, 'invalid-code');
    }
    await limited(db, req, 'status', 10, nowMs);
    const doc = code?.trim() ? await findByCode(db, radicado, code, year, dane) : null;
    res.set('Cache-Control', 'no-store');
    if (!doc) {
      res.status(404).json({ error: 'not-found', message: NOT_FOUND_MESSAGE });
      return;
    }
    res.json(publicStatus(doc));
  };

  // The page asks with a POST: the code stays out of addresses, and so out of every log.
  router.post('/pqrsd/status', async (req, res) => {
    if (Number(req.get('content-length') ?? 0) > 1024)
      throw new HttpError(413, 'too-large', 'La solicitud es demasiado grande.');
    const body = await jsonBody(req, 1024);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('Escriba el número de radicado y el código de seguimiento.', 'invalid-request');
    }
    await lookUp(req, res, body as Record<string, unknown>);
  });

  router.get('/pqrsd/status', async (req, res) => {
    await lookUp(req, res, req.query);
  });

  router.post('/pqrsd/codigo', async (req, res) => {
    const nowMs = await now(db);
    if (Number(req.get('content-length') ?? 0) > 1024)
      throw new HttpError(413, 'too-large', 'La solicitud es demasiado grande.');
    const checked = checkPqrsdCodeRequest(await jsonBody(req, 1024));
    if (!checked.ok) throw badRequest(checked.message, 'invalid-request');
    // The per-client limit counts guesses too; the per-request one only a matching e-mail.
    await limited(db, req, 'codigo', 1, nowMs);
    // The same work whether the pair matched or not, and no mail sent here (it goes apart): the
    // answer's time tells nothing either (decision 0018).
    await reissueCode(db, checked.input.radicado, checked.input.email, nowMs, schoolDane());
    res.status(202).set('Cache-Control', 'no-store').json({ message: CODE_SENT_MESSAGE });
  });

  // The transparency section's report (pqrsd/report.ts): aggregate figures only, so anyone may
  // read it and any cache may keep it for a while; the figures move only as requests are handled.
  router.get('/pqrsd/informe', async (_req, res) => {
    const today = bogotaDate(new Date(await now(db)));
    res
      .set('Cache-Control', 'public, max-age=300, s-maxage=600')
      .json({ today, ...(await requestsReports(db, today)) });
  });

  // The same figures as a spreadsheet, per quarter or per semester: public like the report.
  for (const [path, kind] of [
    ['trimestres', 'quarters'],
    ['semestres', 'semesters'],
  ] as const) {
    router.get(`/pqrsd/informe/${path}.csv`, async (_req, res) => {
      const today = bogotaDate(new Date(await now(db)));
      res
        .set('Cache-Control', 'public, max-age=300, s-maxage=600')
        .set('Content-Type', 'text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="informe-pqrsd-${path}-${today}.csv"`)
        .send(periodsCsv((await requestsReports(db, today))[kind]));
    });
  }

  router.get('/pqrsd/informe.csv', admin, async (_req, res) => {
    const today = bogotaDate(new Date(await now(db)));
    res
      .set('Cache-Control', 'private, no-store')
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="informe-pqrsd-${today}.csv"`)
      .send(await requestsCsv(db));
  });

  router.get('/pqrsd', admin, async (_req, res) => {
    const today = bogotaDate(new Date(await now(db)));
    res.set('Cache-Control', 'no-store').json({ today, items: await listRequests(db, today) });
  });

  router.get('/pqrsd/outbox', admin, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ items: await unsentMail(db) });
  });

  router.post('/pqrsd/outbox/retry', admin, async (_req, res) => {
    const report = await deliverOutbox(db, smtpSend, await now(db), { force: true });
    res.set('Cache-Control', 'no-store').json(report);
  });

  router.get('/pqrsd/:radicado', admin, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(staffView(await getRequest(db, req.params.radicado as string)));
  });

  /** A stored file of a request, to staff only: never cached, never under /media. */
  const sendStored = async (res: Response, file: StoredFile) => {
    const [bytes] = await withDeadline('Storage', bucket.file(file.path).download());
    res
      .set('Cache-Control', 'private, no-store')
      .set('Content-Type', CONTENT_TYPE[file.type])
      .set('Content-Disposition', `attachment; filename="${file.path.split('/').pop()}"`)
      .send(bytes);
  };

  router.get('/pqrsd/:radicado/adjunto', admin, async (req, res) => {
    const doc = await getRequest(db, req.params.radicado as string);
    if (!doc.attachment) throw new NotFound('Esta solicitud no trae archivo adjunto.');
    await sendStored(res, doc.attachment);
  });

  router.get('/pqrsd/:radicado/respuesta', admin, async (req, res) => {
    const doc = await getRequest(db, req.params.radicado as string);
    if (!doc.answer?.pdf) throw new NotFound('La respuesta de esta solicitud no trae documento PDF.');
    await sendStored(res, doc.answer.pdf);
  });

  router.post('/pqrsd/:radicado/answer', admin, async (req, res) => {
    const nowMs = await now(db);
    const { fields, file } = await readForm(req, 'pdf', 3);
    const { text, denied } = (fields ?? {}) as { text?: unknown; denied?: unknown };
    // The text first: a refused answer must not leave its PDF stored.
    const checked = answerText(text);
    const pdf = file
      ? await storeAttachment(bucket, checkAttachment(file, ['pdf'], 'El documento de la respuesta'))
      : null;
    const doc = await answerRequest(
      db,
      req.params.radicado as string,
      actorOf(req),
      nowMs,
      checked,
      pdf,
      denied === true || denied === 'true',
    );
    await sendSoon(db, await pendingFor(db, doc.radicado), nowMs);
    res.set('Cache-Control', 'no-store').json(staffView(doc));
  });

  // What "Enviar la respuesta" will mail, shown to staff before they confirm: built by
  // the answer's own code (requests.ts previewAnswer → outbox.ts answerMail), nothing stored.
  router.post('/pqrsd/:radicado/respuesta/vista-previa', admin, async (req, res) => {
    const body = await jsonBody(req, PREVIEW_MAX_BYTES);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('La vista previa debe ser un objeto JSON con el campo «text».', 'invalid-request');
    }
    const extra = Object.keys(body).find((k) => !PREVIEW_FIELDS.has(k));
    if (extra) throw badRequest(`Campo no permitido: «${extra.slice(0, 40)}».`, 'invalid-request');
    const { text, denied, pdf } = body as { text?: unknown; denied?: unknown; pdf?: unknown };
    if (
      (denied !== undefined && typeof denied !== 'boolean') ||
      (pdf !== undefined && typeof pdf !== 'boolean')
    ) {
      throw badRequest('«denied» y «pdf» deben ser true o false.', 'invalid-request');
    }
    const preview = await previewAnswer(
      db,
      req.params.radicado as string,
      text,
      denied === true,
      pdf === true,
    );
    res.set('Cache-Control', 'private, no-store').json(preview);
  });

  router.post('/pqrsd/:radicado/transfer', admin, async (req, res) => {
    const nowMs = await now(db);
    const body = (await jsonBody(req, PQRSD_MAX_JSON_BYTES)) as { entity?: unknown; reason?: unknown } | null;
    const doc = await transferRequest(
      db,
      req.params.radicado as string,
      actorOf(req),
      nowMs,
      body?.entity,
      body?.reason,
    );
    await sendSoon(db, await pendingFor(db, doc.radicado), nowMs);
    res.set('Cache-Control', 'no-store').json(staffView(doc));
  });

  router.post('/pqrsd/:radicado/extend', admin, async (req, res) => {
    const nowMs = await now(db);
    const body = (await jsonBody(req, PQRSD_MAX_JSON_BYTES)) as {
      newDate?: unknown;
      reason?: unknown;
    } | null;
    const doc = await extendRequest(
      db,
      req.params.radicado as string,
      actorOf(req),
      nowMs,
      body?.newDate,
      body?.reason,
    );
    await sendSoon(db, await pendingFor(db, doc.radicado), nowMs);
    res.set('Cache-Control', 'no-store').json(staffView(doc));
  });

  router.all(
    [
      '/pqrsd',
      '/pqrsd/status',
      '/pqrsd/codigo',
      '/pqrsd/:radicado',
      '/pqrsd/:radicado/:action',
      '/pqrsd/:radicado/respuesta/vista-previa',
    ],
    () => {
      throw new HttpError(405, 'method-not-allowed', 'Método no permitido en esta dirección.');
    },
  );

  return router;
}

/** The unsent mail of one request (the one an action just queued). */
async function pendingFor(db: Firestore, radicado: string): Promise<string[]> {
  const snap = await withDeadline(
    'Firestore',
    db.collection('_outbox').where('radicado', '==', radicado).where('state', '==', 'pending').get(),
  );
  return snap.docs.map((d) => d.id);
}
