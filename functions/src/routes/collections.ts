/**
 * /api/{collection}[/{id}]: public reads, administrator writes. One generic handler per verb,
 * driven by the collection declarations (spec §7).
 *
 * Writes carry stored file names (files go first through POST /api/upload); every file a save
 * puts into a field must have been uploaded for that collection and field (files/bindings.ts).
 * The spec's multipart create is kept: it stores its files as the upload does, then runs the
 * very same create as the JSON one.
 */
import { Router, type Request, type Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { RecordStore } from '../data/records';
import type { Bucket } from '../files/bucket';
import { checkFileReferences } from '../files/bindings';
import { checkFiles, fileFieldCount, largestFileLimit, storedNames, storeFiles } from '../files/checked-files';
import { removeFiles } from '../files/store';
import { badRequest, HttpError, notFound } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { jsonBody } from '../http/raw-body';
import { actorOf, isAdminReader, requireAdmin } from '../http/require-admin';
import { isFileField, unmetOneOf, validateRecord, withFileChoices, type AnyRecord, type CollectionDef, type CollectionName } from '../model';
import { collectionParam, idParam, methodNotAllowed } from './params';

/**
 * Public reads may be cached briefly by browsers and the CDN (an edit shows within a minute);
 * an administrator's reads (with a token) are never cached.
 */
function setReadCache(req: Request, res: Response) {
  res.set('Vary', 'Authorization');
  res.set('Cache-Control', req.get('authorization') ? 'private, no-store' : 'public, max-age=20, s-maxage=30');
}

/**
 * Who saved a record last is for administrators only (their e-mails are private): a read without
 * a valid administrator's token gets records without `updatedBy`.
 */
async function forReader(auth: Auth, req: Request, records: AnyRecord[]): Promise<AnyRecord[]> {
  if (await isAdminReader(auth, req)) return records;
  return records.map((record) => {
    const rest: Record<string, unknown> = { ...record };
    delete rest.updatedBy;
    return rest as AnyRecord;
  });
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The version precondition of a PUT: body `updatedAt`, or the `If-Match` header. */
function expectedVersion(req: Request, bodyValue: unknown): string | undefined {
  if (bodyValue !== undefined) {
    if (typeof bodyValue !== 'string') throw badRequest('El campo «updatedAt» debe ser el texto de la versión cargada.');
    return bodyValue;
  }
  const ifMatch = req.get('if-match');
  return ifMatch ? ifMatch.replace(/^W\//, '').replace(/^"|"$/g, '') : undefined;
}

/** Multipart text parts → record values; list fields arrive as a JSON array in one part. */
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
        if (field.kind === 'textList') throw badRequest(`El campo «${field.label}» debe ser una lista JSON de textos.`);
      }
      values[key] = field.kind === 'textOrList' && !Array.isArray(parsed) ? raw : parsed;
    } else {
      values[key] = raw;
    }
  }
  return values;
}

export function collectionsRouter(records: RecordStore, bucket: Bucket, auth: Auth): Router {
  const router = Router();
  const admin = requireAdmin(auth);

  /**
   * The one create, for the JSON and the multipart POST: types first, then the files (each must
   * be bound to this collection and field; their original names fill the display-name fields),
   * then the complete record. Nothing is written unless all of it passed.
   */
  async function create(req: Request, name: CollectionName, def: CollectionDef, input: Record<string, unknown>): Promise<AnyRecord> {
    const typed = validateRecord(def, input, { partial: true });
    if (!typed.ok) throw badRequest(typed.message, 'invalid-record');
    const files = await checkFileReferences(bucket, def, typed.value);
    const complete = validateRecord(def, withFileChoices(def, typed.value, files), { partial: false });
    if (!complete.ok) throw badRequest(complete.message, 'invalid-record');
    return records.create(name, complete.value, actorOf(req));
  }

  router.get('/:collection', async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    const list = await forReader(auth, req, await records.list(name));
    setReadCache(req, res);
    res.json(list);
  });

  router.get('/:collection/:id', async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    const id = idParam(req.params.id);
    const record = await records.get(name, id);
    if (!record) throw notFound(`No existe el registro «${id}» en ${name}.`);
    setReadCache(req, res);
    res.json((await forReader(auth, req, [record]))[0]);
  });

  router.put('/:collection/:id', admin, async (req, res) => {
    const { name, def } = collectionParam(req.params.collection);
    const id = idParam(req.params.id);
    const body = await jsonBody(req);
    if (!isPlainObject(body)) throw badRequest('El cuerpo de la petición debe ser un objeto JSON con los campos del registro.');
    // `updatedBy` is the server's, like the two dates: a record read and sent back whole still saves.
    const { _id, createdAt, updatedAt, ...fields } = body;
    delete fields.updatedBy;
    if (_id !== undefined && _id !== id) {
      throw badRequest(`El _id del cuerpo («${String(_id).slice(0, 60)}») no coincide con el de la dirección («${id}»).`, 'id-mismatch');
    }
    if (createdAt !== undefined && typeof createdAt !== 'string') {
      throw badRequest('El campo «createdAt» lo asigna el servidor y no se puede modificar.', 'read-only-field');
    }
    const expectedUpdatedAt = expectedVersion(req, updatedAt);
    const checked = validateRecord(def, fields, { partial: true });
    if (!checked.ok) throw badRequest(checked.message, 'invalid-record');
    const values = checked.value;
    res.json(
      await records.update(name, id, values, actorOf(req), {
        expectedUpdatedAt,
        expectedCreatedAt: createdAt,
        // Against the record as stored when writing: keeping its own file is always allowed.
        beforeWrite: async (current) => {
          const written = withFileChoices(def, values, await checkFileReferences(bucket, def, values, current));
          // An update may send one field: a rule across fields is judged on the record it leaves behind.
          const unmet = unmetOneOf(def, { ...current, ...written });
          if (unmet) throw badRequest(unmet.message, 'invalid-record');
          return written;
        },
      }),
    );
  });

  router.delete('/:collection/:id', async (req, res, next) => {
    const { def } = collectionParam(req.params.collection);
    if (!def.canDelete) throw methodNotAllowed(def, 'eliminar', 'GET, PUT');
    next();
  });
  router.delete('/:collection/:id', admin, async (req, res) => {
    const { name } = collectionParam(req.params.collection);
    await records.remove(name, idParam(req.params.id), actorOf(req));
    res.status(204).end();
  });

  router.post('/:collection', async (req, res, next) => {
    const { def } = collectionParam(req.params.collection);
    if (!def.canCreate) throw methodNotAllowed(def, 'crear', 'GET');
    next();
  });
  router.post('/:collection', admin, async (req, res) => {
    const { name, def } = collectionParam(req.params.collection);
    if (req.is('application/json')) {
      const body = await jsonBody(req);
      if (!isPlainObject(body)) throw badRequest('El cuerpo de la petición debe ser un objeto JSON con los campos del registro.');
      res.status(201).json(await create(req, name, def, body));
      return;
    }
    if (!req.is('multipart/form-data')) {
      throw new HttpError(415, 'unsupported-media-type', 'La petición debe enviarse como JSON (application/json) o como multipart/form-data.');
    }
    const body = await parseMultipart(req, {
      maxFileBytes: largestFileLimit(def) + 1,
      maxFiles: fileFieldCount(def),
      maxFields: Object.keys(def.fields).length,
    });
    // Cheap checks first (text types, then file bytes), so a bad request stores nothing.
    const values = textValues(def, body.fields);
    const typed = validateRecord(def, values, { partial: true });
    if (!typed.ok) throw badRequest(typed.message, 'invalid-record');
    const accepted = checkFiles(def, body.files);
    const stored = await storeFiles(bucket, accepted, { collection: name, uploader: req.admin!.uid });
    try {
      const withFiles = Object.fromEntries(Object.entries(stored).map(([field, f]) => [field, f.stored]));
      res.status(201).json(await create(req, name, def, { ...typed.value, ...withFiles }));
    } catch (err) {
      // No orphan files: whatever stops the record from being written takes its files with it.
      await removeFiles(bucket, storedNames(stored)).catch(() => undefined);
      throw err;
    }
  });

  return router;
}
