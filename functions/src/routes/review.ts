/**
 * Drafts and review (decision 0021). A colaborador's draft goes to review, an editor or
 * administrator publishes it or returns it with a note; the admin home lists what waits.
 *
 *   GET  /api/pendientes                        content: the records in review, per collection
 *   POST /api/:collection/:id/revision          drafts: send one's draft (staff: any) for review
 *   POST /api/:collection/:id/publicar          content: publish (the note is cleared)
 *   POST /api/:collection/:id/devolver {nota}   content: back to draft, with the note its author reads
 *
 * Each is one save through writes/record-writes.ts (validation, transaction, history), the record
 * judged as stored inside the transaction. Registered before the collections router.
 */
import { Router, type Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { RecordStore } from '../data/records';
import type { RecordWrites } from '../writes/record-writes';
import { badRequest, HttpError, notFound } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { actorOf, assertCan, requireRole } from '../http/require-role';
import { isOwnDraft, notOwnDraft, onlyProposes, publishRefused } from '../http/draft-access';
import {
  can,
  DRAFT_COLLECTIONS,
  draftStateOf,
  editableCollections,
  getCollection,
  overviewRowOf,
  REVIEW_NOTE,
  type AnyRecord,
  type CollectionName,
  type OverviewSection,
} from '../model';
import { collectionParam, idParam, otherMethods } from './params';

/** A returned draft's note: what the author needs to change, a short text. */
export const MAX_NOTE_CHARS = 1000;

const ALREADY_PUBLISHED = 'Este registro ya está publicado: no hay un borrador que revisar.';

/** The publishing collection of the path, or 404: the others have no drafts. */
function draftCollection(req: Request): CollectionName {
  const { name } = collectionParam(req.params.collection);
  if (!DRAFT_COLLECTIONS.includes(name)) throw notFound(`En ${name} no hay borradores ni revisión.`);
  return name;
}

export function reviewRouter(records: RecordStore, writes: RecordWrites, auth: Auth): Router {
  const router = Router();

  router.get('/pendientes', requireRole(auth, 'content'), async (req, res) => {
    const names = editableCollections(req.role).filter((name) => DRAFT_COLLECTIONS.includes(name));
    const sections: OverviewSection[] = await Promise.all(
      names.map(async (collection) => ({
        collection,
        rows: (await records.list(collection))
          .filter((record) => draftStateOf(getCollection(collection), record) === 'revision')
          .map((record) => overviewRowOf(collection, record)),
      })),
    );
    res.set('Cache-Control', 'private, no-store');
    res.json(sections.filter((section) => section.rows.length > 0));
  });
  router.all('/pendientes', otherMethods('GET'));

  router.post('/:collection/:id/revision', requireRole(auth, 'drafts'), async (req, res) => {
    const name = draftCollection(req);
    const id = idParam(req.params.id);
    const proposes = onlyProposes(req, name);
    const permit = (current: AnyRecord) => {
      if (proposes && !isOwnDraft(req, name, current)) throw notOwnDraft(req);
      if (draftStateOf(getCollection(name), current) === 'publicado')
        throw new HttpError(409, 'already-published', ALREADY_PUBLISHED);
    };
    res.json(await writes.update(name, id, { estado: 'revision' }, actorOf(req), { permit }));
  });

  /** Publishing and returning: the collection's writers only; a colaborador hears it may not publish. */
  const reviewer = (req: Request, name: CollectionName) => {
    if (onlyProposes(req, name) || !can(req.role, 'content')) throw publishRefused(req);
    assertCan(req, 'content');
  };

  router.post('/:collection/:id/publicar', requireRole(auth, 'drafts'), async (req, res) => {
    const name = draftCollection(req);
    const id = idParam(req.params.id);
    reviewer(req, name);
    res.json(
      await writes.update(name, id, { estado: 'publicado' }, actorOf(req), {
        serverValues: { [REVIEW_NOTE]: '' },
      }),
    );
  });

  router.post('/:collection/:id/devolver', requireRole(auth, 'drafts'), async (req, res) => {
    const name = draftCollection(req);
    const id = idParam(req.params.id);
    reviewer(req, name);
    const body = await jsonBody(req);
    const raw =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as { nota?: unknown }).nota
        : undefined;
    if (typeof raw !== 'string' || raw.trim() === '') {
      throw badRequest('Escriba en «nota» qué debe cambiar el autor antes de publicar.', 'missing-note');
    }
    const nota = raw.trim();
    if (nota.length > MAX_NOTE_CHARS)
      throw badRequest(`La nota admite hasta ${MAX_NOTE_CHARS} caracteres.`, 'note-too-long');
    const permit = (current: AnyRecord) => {
      if (draftStateOf(getCollection(name), current) === 'publicado')
        throw new HttpError(409, 'already-published', ALREADY_PUBLISHED);
    };
    res.json(
      await writes.update(name, id, { estado: 'borrador' }, actorOf(req), {
        permit,
        serverValues: { [REVIEW_NOTE]: nota },
      }),
    );
  });

  router.all(
    ['/:collection/:id/revision', '/:collection/:id/publicar', '/:collection/:id/devolver'],
    otherMethods('POST'),
  );
  return router;
}
