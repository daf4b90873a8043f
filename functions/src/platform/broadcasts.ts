/**
 * The Secretaría's broadcasts: one circular (with its PDF) or one notice, written once and sent to
 * every active school, a municipality's, or a list (decision 0035).
 *
 *   GET    /api/plataforma/comunicados            the broadcasts, each with its schools and those that hide it
 *   POST   /api/plataforma/comunicados            creates one and writes every school's copy (`secretaria`)
 *   GET    /api/plataforma/comunicados/{id}       one, with each school's copy state
 *   PUT    /api/plataforma/comunicados/{id}       edits its text (and PDF): every copy follows
 *   DELETE /api/plataforma/comunicados/{id}       withdraws it: every copy is deleted from its school
 *   POST   /api/plataforma/comunicados/{id}/reanudar   writes the copies a cut-short run left behind
 *
 * The broadcast lives at `comunicados/{id}` (root Firestore), its PDF in the project's bucket under
 * `plataforma/comunicados/`. Each chosen school gets its own record in its own `noticias` (a
 * circular) or `avisos` (a notice), written through that school's scoped handles and its one
 * record writer (writes/record-writes.ts: validation, file bindings, guarded transaction, history),
 * so its pages, feeds, sitemap and search show it like any record of the school; the PDF is copied
 * into the school's own media, bound like an upload of that field, so its /media serves it only
 * while the copy is public. The copies are written a few schools at a time, and each school's state
 * is kept on the broadcast: a run cut short (a deadline, a school's error) is resumed by
 * `reanudar`, which writes only the schools whose copy is not yet the current version.
 */
import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../files/bucket';
import { checkFiles, type IncomingFile } from '../files/checked-files';
import { removeFiles, storeFile } from '../files/store';
import { now } from '../data/clock';
import { withDeadline } from '../domain/deadline';
import { InvalidInput } from '../domain/errors';
import { HttpError, notFound } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { jsonBody } from '../http/raw-body';
import {
  broadcastOf,
  displayNameWithExtension,
  getCollection,
  ruleIdOf,
  UPLOAD_RULES,
  type Actor,
  type PdfField,
} from '../model';
import { runInSchool } from '../tenancy/current-school';
import { SchoolTable, type SchoolEntry } from '../tenancy/schools';
import { scopeFirestore } from '../tenancy/school-scope';
import { RecordWrites } from '../writes/record-writes';
import { PANEL_DOC } from '../routes/broadcast-copies';
import { otherMethods } from '../routes/params';
import {
  BROADCASTS,
  checkTarget,
  checkText,
  collectionOf,
  copyValues,
  markOf,
  pendingSchools,
  schoolsOf,
  type Broadcast,
  type BroadcastKind,
  type CopyState,
  type MasterPdf,
} from './broadcast-plan';
import { schoolDeps, schoolOrigin } from './platform-app';

const READ_ONLY = 'Su rol (Secretaría, solo lectura) no permite enviar, modificar ni retirar comunicados.';
/** The object prefix of the Secretaría's PDFs in the project's bucket. */
const PDF_PREFIX = 'plataforma/comunicados/';
/** Schools written at once, and how many schools' states are saved on the broadcast in one write. */
const AT_ONCE = 8;
const CHUNK = 40;

export type PlatformCaller = (
  req: Request,
) => Promise<{ token: { uid: string; email?: string }; role: string }>;

export interface BroadcastDeps {
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
}

const circularPdf = getCollection('noticias').fields.attachment as PdfField;

const refused = (message: string, fields?: Record<string, string>) =>
  new InvalidInput(message, 'invalid-broadcast', fields);

/** What a request sent: its text parts and its PDF (multipart), or a JSON body. */
async function bodyOf(req: Request): Promise<{ values: Record<string, unknown>; pdf?: IncomingFile }> {
  if (req.is('multipart/form-data')) {
    const rule = UPLOAD_RULES[ruleIdOf(circularPdf)];
    const body = await parseMultipart(req, { maxFileBytes: rule.maxBytes + 1, maxFiles: 1, maxFields: 10 });
    const file = body.files[0];
    if (file && file.field !== 'pdf')
      throw refused(`«${file.field}» no es un campo de archivo del comunicado.`);
    return { values: body.fields, ...(file ? { pdf: file } : {}) };
  }
  const body = await jsonBody(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw refused('El cuerpo de la petición debe ser un objeto JSON con el comunicado.');
  return { values: body as Record<string, unknown> };
}

/** Checks the PDF with the very rules the site's circulars have, and keeps it in the platform's storage. */
async function storeMasterPdf(bucket: Bucket, file: IncomingFile): Promise<MasterPdf> {
  const [accepted] = checkFiles(getCollection('noticias'), [{ ...file, field: 'attachment' }]);
  const name = displayNameWithExtension(accepted!.upload.originalName || 'circular.pdf', 'pdf');
  const path = `${PDF_PREFIX}${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.pdf`;
  await withDeadline(
    'Storage',
    bucket.file(path).save(file.bytes, { resumable: false, metadata: { contentType: 'application/pdf' } }),
  );
  return { path, name };
}

/** Runs `work` over `items`, `limit` at a time, in order of the answers. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/**
 * Writes one school's copy to the broadcast's current state, inside that school (its handles, its
 * addresses): created if missing, updated if older, deleted when the broadcast was withdrawn. A copy
 * already at this version is left alone, so a resumed run writes nothing twice.
 */
async function syncCopy(
  deps: BroadcastDeps,
  b: Broadcast,
  school: SchoolEntry,
  actor: Actor,
  pdfBytes: () => Promise<Buffer | undefined>,
): Promise<void> {
  const scoped = schoolDeps(deps, school.id);
  const name = collectionOf(b.tipo);
  const writes = new RecordWrites(scoped.db, scoped.bucket);
  const context = { id: school.id, base: school.domain ? '' : `/${school.id}`, origin: schoolOrigin(school) };
  await runInSchool(context, async () => {
    const found = await withDeadline(
      'Firestore',
      scoped.db.collection(name).where(new FieldPath('comunicado', 'id'), '==', b.id).get(),
    );
    if (b.estado === 'retirado') {
      for (const doc of found.docs) await writes.remove(name, doc.id, actor, 'secretaria');
      return;
    }
    const existing = found.docs[0];
    const held = existing ? broadcastOf(existing.data()) : null;
    if (held && held.version >= b.version) return;
    const heldPdf = existing?.get('comunicado.pdf') as string | undefined;
    // The PDF goes into the school's own media, bound to its circulars' PDF field like an upload.
    const needsPdf = b.tipo === 'circular' && b.pdf && heldPdf !== b.pdf.path;
    const bytes = needsPdf ? await pdfBytes() : undefined;
    const attachment = bytes
      ? await storeFile(scoped.bucket, bytes, 'pdf', {
          collection: 'noticias',
          field: 'attachment',
          rule: ruleIdOf(circularPdf),
          uploader: actor.uid,
          originalName: b.pdf!.name,
        })
      : undefined;
    const mark = { ...markOf(b), ...(b.pdf ? { pdf: b.pdf.path } : {}) };
    try {
      if (!existing) {
        await writes.create(name, { ...copyValues(b, true), ...(attachment ? { attachment } : {}) }, actor, {
          comunicado: mark,
        });
      } else {
        await writes.update(
          name,
          existing.id,
          { ...copyValues(b, false), ...(attachment ? { attachment } : {}) },
          actor,
          { broadcastCopy: 'secretaria', serverValues: { comunicado: mark } },
        );
      }
    } catch (err) {
      if (attachment) await removeFiles(scoped.bucket, [attachment]).catch(() => undefined);
      throw err;
    }
  });
}

export interface SyncOutcome {
  /** Copies written by this run (a school already at the current version is not counted). */
  escritas: number;
  /** Schools whose copy this run could not write (kept on the broadcast for `reanudar`). */
  fallidas: string[];
}

/**
 * Brings every copy of broadcast `id` that is not at its current version up to it (a few schools at
 * a time), saving each school's state on the broadcast after every chunk: a run stopped anywhere
 * is resumed by running it again.
 */
export async function syncBroadcast(deps: BroadcastDeps, id: string, actor: Actor): Promise<SyncOutcome> {
  const ref = deps.db.collection(BROADCASTS).doc(id);
  const b = (await withDeadline('Firestore', ref.get())).data() as Broadcast | undefined;
  if (!b) throw notFound(`No existe el comunicado «${id.slice(0, 60)}».`);
  const table = new Map((await new SchoolTable(deps.db, 0).list()).map((s) => [s.id, s]));
  let bytes: Promise<Buffer | undefined> | undefined;
  const pdfBytes = () =>
    (bytes ??= b.pdf
      ? withDeadline('Storage', deps.bucket.file(b.pdf.path).download()).then(([buf]) => buf)
      : Promise.resolve(undefined));
  const pending = pendingSchools(b);
  let written = 0;
  const failed: string[] = [];
  for (let i = 0; i < pending.length; i += CHUNK) {
    const chunk = pending.slice(i, i + CHUNK);
    const states = await pooled(chunk, AT_ONCE, async (schoolId): Promise<CopyState> => {
      const school = table.get(schoolId);
      // A school retired since keeps what it had: its site answers 410 anyway.
      if (!school || school.status !== 'activa') return { version: b.version };
      try {
        await syncCopy(deps, b, school, actor, pdfBytes);
        written++;
        return { version: b.version };
      } catch (err) {
        failed.push(schoolId);
        console.warn('broadcast copy failed', { broadcast: id, school: schoolId, error: String(err) });
        const message = err instanceof Error ? err.message.slice(0, 300) : 'Error desconocido';
        return { version: b.copias[schoolId]?.version ?? 0, error: message };
      }
    });
    const [first, ...rest] = chunk.flatMap((schoolId, k) => [new FieldPath('copias', schoolId), states[k]]);
    await withDeadline('Firestore', ref.update(first as FieldPath, rest[0], ...rest.slice(1)));
  }
  return { escritas: written, fallidas: failed };
}

/** What the console lists of a broadcast. */
function summaryOf(b: Broadcast, hiding: string[]) {
  const { copias, ...rest } = b;
  const pendientes = pendingSchools(b);
  return {
    ...rest,
    total: b.colegios.length,
    pendientes,
    ocultoEn: hiding,
    errores: Object.entries(copias)
      .filter(([, c]) => c.error)
      .map(([school, c]) => ({ colegio: school, error: c.error })),
  };
}

/** Which schools hide each broadcast from their home page (their panel summary, one read for all). */
async function hidingBySchool(db: Firestore, schools: readonly string[]): Promise<Map<string, string[]>> {
  const hides = new Map<string, string[]>();
  if (schools.length === 0) return hides;
  const refs = schools.map((id) => scopeFirestore(db, id).doc(PANEL_DOC));
  const snaps = await withDeadline('Firestore', db.getAll(...refs));
  snaps.forEach((snap, i) => {
    const ids = snap.get('comunicados.ocultosEnInicio') as unknown;
    if (!Array.isArray(ids)) return;
    for (const id of ids) if (typeof id === 'string') hides.set(id, [...(hides.get(id) ?? []), schools[i]!]);
  });
  return hides;
}

export function broadcastRouter(deps: BroadcastDeps, caller: PlatformCaller): Router {
  const router = Router();
  const { db, bucket } = deps;
  const collection = () => db.collection(BROADCASTS);

  const writer = async (req: Request): Promise<Actor> => {
    const { token, role } = await caller(req);
    if (role !== 'secretaria') throw new HttpError(403, 'forbidden', READ_ONLY);
    return { uid: token.uid, email: token.email ?? '' };
  };
  const load = async (id: string): Promise<Broadcast> => {
    if (!/^[A-Za-z0-9]{1,40}$/.test(id)) throw notFound('No existe ese comunicado.');
    const snap = await withDeadline('Firestore', collection().doc(id).get());
    if (!snap.exists) throw notFound('No existe ese comunicado.');
    return snap.data() as Broadcast;
  };

  router.get('/api/plataforma/comunicados', async (req, res) => {
    await caller(req);
    const snap = await withDeadline('Firestore', collection().orderBy('creadoEl', 'desc').get());
    const all = snap.docs.map((d) => d.data() as Broadcast);
    const schools = [...new Set(all.flatMap((b) => b.colegios))];
    const hiding = await hidingBySchool(db, schools);
    res.json(
      all.map((b) =>
        summaryOf(
          b,
          (hiding.get(b.id) ?? []).filter((s) => b.colegios.includes(s)),
        ),
      ),
    );
  });

  router.post('/api/plataforma/comunicados', async (req, res) => {
    const actor = await writer(req);
    const { values, pdf } = await bodyOf(req);
    const tipo = values.tipo;
    if (tipo !== 'circular' && tipo !== 'aviso')
      throw refused('Elija el tipo: circular o aviso.', { tipo: 'Elija el tipo: circular o aviso.' });
    const nowMs = await now(db);
    const text = checkText(values, tipo, nowMs);
    const target = checkTarget(values.destino);
    const fields = { ...(text.ok ? {} : text.fields), ...(target.ok ? {} : target.fields) };
    if (pdf && tipo === 'aviso') fields.pdf = 'Un aviso no lleva PDF: envíelo como circular.';
    if (!text.ok || !target.ok || fields.pdf) throw refused(Object.values(fields)[0]!, fields);
    // Who it reaches, from the table as it is now (a school created a moment ago included).
    const reached = schoolsOf(target.value, await new SchoolTable(db, 0).list());
    if (!reached.ok) throw refused(reached.message, reached.fields);
    const master = pdf ? await storeMasterPdf(bucket, pdf) : undefined;
    const ref = collection().doc();
    const at = new Date(nowMs).toISOString();
    const b: Broadcast = {
      id: ref.id,
      tipo: tipo as BroadcastKind,
      ...text.value,
      destino: target.value,
      colegios: reached.value,
      estado: 'activo',
      version: 1,
      ...(master ? { pdf: master } : {}),
      publicadoEl: at,
      desde: at,
      creadoEl: new Date().toISOString(),
      actualizadoEl: new Date().toISOString(),
      creadoPor: actor.email,
      copias: {},
    };
    try {
      await withDeadline('Firestore', ref.create(b));
    } catch (err) {
      if (master)
        await bucket
          .file(master.path)
          .delete({ ignoreNotFound: true })
          .catch(() => undefined);
      throw err;
    }
    const outcome = await syncBroadcast(deps, ref.id, actor);
    res.status(201).json({ ...summaryOf(await load(ref.id), []), ...outcome });
  });

  router.get('/api/plataforma/comunicados/:id', async (req, res) => {
    await caller(req);
    const b = await load(String(req.params.id));
    const hiding = await hidingBySchool(db, b.colegios);
    res.json({ ...summaryOf(b, hiding.get(b.id) ?? []), copias: b.copias });
  });

  router.put('/api/plataforma/comunicados/:id', async (req, res) => {
    const actor = await writer(req);
    const b = await load(String(req.params.id));
    if (b.estado === 'retirado')
      throw new HttpError(409, 'withdrawn', 'Este comunicado ya se retiró: no se puede modificar.');
    const { values, pdf } = await bodyOf(req);
    if ('destino' in values || 'tipo' in values)
      throw refused('El tipo y los colegios de un comunicado no cambian: retírelo y envíe uno nuevo.');
    if (pdf && b.tipo === 'aviso') throw refused('Un aviso no lleva PDF.', { pdf: 'Un aviso no lleva PDF.' });
    const text = checkText({ ...b, ...values }, b.tipo, await now(db));
    if (!text.ok) throw refused(text.message, text.fields);
    const master = pdf ? await storeMasterPdf(bucket, pdf) : undefined;
    await withDeadline(
      'Firestore',
      collection()
        .doc(b.id)
        .update({
          ...text.value,
          ...(master ? { pdf: master } : {}),
          version: b.version + 1,
          actualizadoEl: new Date().toISOString(),
        }),
    );
    const outcome = await syncBroadcast(deps, b.id, actor);
    res.json({ ...summaryOf(await load(b.id), []), ...outcome });
  });

  router.delete('/api/plataforma/comunicados/:id', async (req, res) => {
    const actor = await writer(req);
    const b = await load(String(req.params.id));
    if (b.estado !== 'retirado')
      await withDeadline(
        'Firestore',
        collection()
          .doc(b.id)
          .update({ estado: 'retirado', version: b.version + 1, actualizadoEl: new Date().toISOString() }),
      );
    const outcome = await syncBroadcast(deps, b.id, actor);
    res.json({ ...summaryOf(await load(b.id), []), ...outcome });
  });

  router.post('/api/plataforma/comunicados/:id/reanudar', async (req, res) => {
    const actor = await writer(req);
    const b = await load(String(req.params.id));
    res.json({ ...(await syncBroadcast(deps, b.id, actor)) });
  });

  router.all('/api/plataforma/comunicados', otherMethods('GET, POST'));
  router.all('/api/plataforma/comunicados/:id', otherMethods('GET, PUT, DELETE'));
  router.all('/api/plataforma/comunicados/:id/reanudar', otherMethods('POST'));
  return router;
}

/**
 * The hourly maintenance's part: every broadcast a run left half-written (a deadline, a school's
 * error) is brought up to its current version, in the name of whoever sent it.
 */
export async function resumeBroadcasts(deps: BroadcastDeps): Promise<number> {
  const snap = await withDeadline('Firestore', deps.db.collection(BROADCASTS).get());
  let resumed = 0;
  for (const doc of snap.docs) {
    const b = doc.data() as Broadcast;
    if (pendingSchools(b).length === 0) continue;
    await syncBroadcast(deps, b.id, { uid: 'plataforma', email: b.creadoPor }).catch((err: unknown) =>
      console.warn('broadcast resume failed', { broadcast: b.id, error: String(err) }),
    );
    resumed++;
  }
  return resumed;
}
