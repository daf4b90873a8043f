/**
 * POST /api/upload: files chosen in an edit form, uploaded before the record is saved (spec §4).
 * The `collection` part (or ?collection=) picks the rules: each screen has its own limits. Each
 * file is stored bound to that collection and its field: only a save of that field may use it.
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Bucket } from '../files/bucket';
import { checkFiles, storeFiles } from '../files/checked-files';
import { badRequest } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { assertCan, requireRole } from '../http/require-role';
import { editCapabilityOf, getCollection, isCollectionName, UPLOAD_RULES } from '../model';

/** More file fields than any collection has (convocatorias: image + four PDFs). */
const MAX_FILES = 6;

export function uploadRouter(bucket: Bucket, auth: Auth): Router {
  const router = Router();
  router.post('/upload', requireRole(auth, 'uploads'), async (req, res) => {
    const body = await parseMultipart(req, {
      maxFileBytes: Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes)) + 1,
      maxFiles: MAX_FILES,
      maxFields: 1,
    });
    const extra = Object.keys(body.fields).filter((k) => k !== 'collection');
    if (extra.length > 0) throw badRequest(`Campo desconocido en la subida: «${extra[0]}».`, 'unknown-field');
    const name =
      body.fields.collection ?? (typeof req.query.collection === 'string' ? req.query.collection : '');
    if (!name)
      throw badRequest(
        'Indique la colección a la que pertenecen los archivos (campo «collection»).',
        'missing-collection',
      );
    if (!isCollectionName(name))
      throw badRequest(`La colección «${name.slice(0, 60)}» no existe.`, 'unknown-collection');
    // A file is for one collection's field: only who may write that collection may upload it
    // (a colaborador: the publishing collections, for its drafts).
    assertCan(req, editCapabilityOf(name));
    if (body.files.length === 0) throw badRequest('No se recibió ningún archivo.', 'no-files');
    const accepted = checkFiles(getCollection(name), body.files);
    const stored = await storeFiles(bucket, accepted, { collection: name, uploader: req.admin!.uid });
    res.json({
      files: Object.fromEntries(Object.entries(stored).map(([field, f]) => [field, f.stored])),
      names: Object.fromEntries(Object.entries(stored).map(([field, f]) => [field, f.name])),
    });
  });
  return router;
}
