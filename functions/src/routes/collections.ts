/**
 * /api/{collection}[/{id}]: public reads, administrator writes. One generic handler per verb,
 * driven by the collection declarations (spec §7).
 *
 * Here is what the request says (body shape, version precondition, the admin's token); the
 * write itself (validation, file bindings, transaction, history) is writes/record-writes.ts.
 * Writes carry stored file names (files go first through POST /api/upload). The spec's
 * multipart create is kept: it stores its files as the upload does, then runs the very same
 * create as the JSON one.
 */
import { Router, type Request, type Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { typedValues, type RecordWrites } from '../writes/record-writes';
import { forVisitors, type RecordStore } from '../data/records';
import type { Bucket } from '../files/bucket';
import {
  checkFiles,
  fileFieldCount,
  largestFileLimit,
  storedNames,
  storeFiles,
} from '../files/checked-files';
import { removeFiles } from '../files/store';
import { badRequest, HttpError, notFound } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { jsonBody } from '../http/raw-body';
import { actorOf, collectionWrite, requireRole, staffReaderOf, type Staff } from '../http/require-role';
import { permitOf, proposedValues } from '../http/draft-access';
import {
  BROADCAST_KEYS,
  can,
  CREATED_BY,
  creatorOf,
  editCapabilityOf,
  isFileField,
  proposesOnly,
  REVIEW_NOTE,
  type AnyRecord,
  type CollectionDef,
  type CollectionName,
} from '../model';
import { actionNotAllowed, collectionParam, idParam } from './params';

/**
 * Public reads may be cached briefly by browsers and the CDN (an edit shows within a minute);
 * an administrator's reads (a valid admin token) are never cached. An `Authorization` header
 * that is no administrator's token is answered as if absent: junk in a header must not
 * buy an uncached read that goes to Firestore every time.
 */
function setReadCache(res: Response, admin: boolean) {
  res.set('Vary', 'Authorization');
  res.set('Cache-Control', admin ? 'private, no-store' : 'public, max-age=20, s-maxage=30');
}

/** Staff read everything; a visitor what data/records.ts forVisitors leaves. */
function forReader(admin: boolean, records: AnyRecord[], collection: CollectionName): AnyRecord[] {
  return admin ? records : forVisitors(collection, records);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The version precondition of a PUT: body `updatedAt`, or the `If-Match` header. */
function expectedVersion(req: Request, bodyValue: unknown): string | undefined {
  if (bodyValue !== undefined) {
    if (typeof bodyValue !== 'string')
      throw badRequest('El campo «updatedAt» debe ser el texto de la versión cargada.');
    return bodyValue;
  }
  const ifMatch = req.get('if-match');
  return ifMatch ? ifMatch.replace(/^W\//, '').replace(/^"|"$/g, '') : undefined;
}

/**
 * Multipart text parts → record values; list fields arrive as a JSON array in one part, a
 * formatted text as its JSON document in one part.
 */
function textValues(def: CollectionDef, parts: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(parts)) {
    const field = Object.prototype.hasOwnProperty.call(def.fields, key) ? def.fields[key] : undefined;
    if (!field) throw badRequest(`Campo desconocido en ${def.name}: «${key}».`, 'unknown-field');
    if (isFileField(field)) throw badRequest(`El campo «${field.label}» debe enviarse como archivo.`);
    if (field.kind === 'textList' || field.kind === 'textOrList') {
      let parsed: unknown = raw;
      try {
        parsed = JSON.parse(raw);
      } catch {
        if (field.kind === 'textList')
          throw badRequest(`El campo «${field.label}» debe ser una lista JSON de textos.`);
      }
      values[key] = field.kind === 'textOrList' && !Array.isArray(parsed) ? raw : parsed;
    } else if (field.kind === 'richtext') {
      try {
        values[key] = JSON.parse(raw);
      } catch {
        throw badRequest(`El campo «${field.label}» debe ser un texto con formato (su documento JSON).`);
      }
    } else {
      values[key] = raw;
    }
  }
  return values;
}

/** Who reads: staff with the collection's content (everything), a colaborador there (its own), or a visitor. */
async function readerOf(
  auth: Auth,
  req: Request,
  name: CollectionName,
): Promise<'staff' | { own: string } | null> {
  const staff: Staff | null = await staffReaderOf(auth, req);
  if (staff && can(staff.role, 'content')) return 'staff';
  return staff && proposesOnly(staff.role, name) ? { own: staff.token.uid } : null;
}

export function collectionsRouter(
  records: RecordStore,
  writes: RecordWrites,
  bucket: Bucket,
  auth: Auth,
): Router {
  const router = Router();
  // Content for editors and administrators; the school's settings for administrators only.
  const admin = requireRole(auth, collectionWrite);
  // Creates and saves: also a colaborador in the publishing collections (its own drafts).
  const writer = requireRole(auth, (req) => editCapabilityOf(String(req.params.collection ?? '')));

  router.get('/:collection', async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    const reader = await readerOf(auth, req, name);
    // Staff see every record (scheduled and withdrawn ones too); a colaborador its own records
    // (the admin list of what it may edit); visitors what is published now.
    let list: AnyRecord[];
    if (reader === 'staff') list = await records.list(name);
    else if (reader) list = (await records.list(name)).filter((r) => creatorOf(r) === reader.own);
    else list = forReader(false, await records.listPublic(name), name);
    setReadCache(res, reader !== null);
    res.json(list);
  });

  router.get('/:collection/:id', async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    const id = idParam(req.params.id);
    const reader = await readerOf(auth, req, name);
    const stored = reader ? await records.get(name, id) : null;
    // A colaborador reads its own records whole, anyone else's as a visitor does.
    const whole =
      reader === 'staff' || (reader !== null && stored !== null && creatorOf(stored) === reader.own);
    const record = whole
      ? stored
      : reader
        ? stored && (await records.getPublic(name, id))
        : await records.getPublic(name, id);
    if (!record) throw notFound(`No existe el registro «${id}» en ${name}.`);
    setReadCache(res, reader !== null);
    res.json(forReader(whole, [record], name)[0]);
  });

  router.put('/:collection/:id', writer, async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    const id = idParam(req.params.id);
    const body = await jsonBody(req);
    if (!isPlainObject(body))
      throw badRequest('El cuerpo de la petición debe ser un objeto JSON con los campos del registro.');
    // `updatedBy` is the server's, like the two dates: a record read and sent back whole still saves.
    // So are who created it and a review's note: those change only through the server.
    const { _id, createdAt, updatedAt, ...fields } = body;
    // So are a Secretaría copy's mark and its home-page flag (the write itself refuses a copy).
    for (const key of ['updatedBy', CREATED_BY, REVIEW_NOTE, ...BROADCAST_KEYS]) delete fields[key];
    if (_id !== undefined && _id !== id) {
      throw badRequest(
        `El _id del cuerpo («${String(_id).slice(0, 60)}») no coincide con el de la dirección («${id}»).`,
        'id-mismatch',
      );
    }
    if (createdAt !== undefined && typeof createdAt !== 'string') {
      throw badRequest(
        'El campo «createdAt» lo asigna el servidor y no se puede modificar.',
        'read-only-field',
      );
    }
    const expectedUpdatedAt = expectedVersion(req, updatedAt);
    const values = proposedValues(req, name, fields, false);
    const permit = permitOf(req, name);
    res.json(
      await writes.update(name, id, values, actorOf(req), {
        expectedUpdatedAt,
        expectedCreatedAt: createdAt,
        permit,
      }),
    );
  });

  router.delete('/:collection/:id', async (req, res, next) => {
    const { def } = collectionParam(req.params.collection);
    if (!def.canDelete) throw actionNotAllowed(def, 'eliminar', 'GET, PUT');
    next();
  });
  router.delete('/:collection/:id', admin, async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    await writes.remove(name, idParam(req.params.id), actorOf(req));
    res.status(204).end();
  });

  router.post('/:collection', async (req, res, next) => {
    const { def } = collectionParam(req.params.collection);
    if (!def.canCreate) throw actionNotAllowed(def, 'crear', 'GET');
    next();
  });
  router.post('/:collection', writer, async (req, res) => {
    const { name, def } = collectionParam(req.params.collection);
    if (req.is('application/json')) {
      const body = await jsonBody(req);
      if (!isPlainObject(body))
        throw badRequest('El cuerpo de la petición debe ser un objeto JSON con los campos del registro.');
      res.status(201).json(await writes.create(name, proposedValues(req, name, body, true), actorOf(req)));
      return;
    }
    if (!req.is('multipart/form-data')) {
      throw new HttpError(
        415,
        'unsupported-media-type',
        'La petición debe enviarse como JSON (application/json) o como multipart/form-data.',
      );
    }
    const body = await parseMultipart(req, {
      maxFileBytes: largestFileLimit(def) + 1,
      maxFiles: fileFieldCount(def),
      maxFields: Object.keys(def.fields).length,
    });
    // Cheap checks first (text types, then file bytes), so a bad request stores nothing.
    const typed = proposedValues(req, name, typedValues(name, textValues(def, body.fields)), true);
    const accepted = checkFiles(def, body.files);
    const stored = await storeFiles(bucket, accepted, { collection: name, uploader: req.admin!.uid });
    try {
      const withFiles = Object.fromEntries(Object.entries(stored).map(([field, f]) => [field, f.stored]));
      res.status(201).json(await writes.create(name, { ...typed, ...withFiles }, actorOf(req)));
    } catch (err) {
      // No orphan files: whatever stops the record from being written takes its files with it.
      await removeFiles(bucket, storedNames(stored)).catch(() => undefined);
      throw err;
    }
  });

  return router;
}
