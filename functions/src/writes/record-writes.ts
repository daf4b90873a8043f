/**
 * The one way a record is written: create, update and delete, each owning its whole path —
 * validation against the collection's declaration (model/), the file bindings (files/bindings.ts:
 * every file a save puts into a field was uploaded for that collection and field), one guarded
 * transaction (data/guarded-transaction.ts) and the record's history (data/history.ts) and trash
 * (data/trash.ts) in that same transaction. Routes hand it what the request said; nothing here
 * calls back into them, and every refusal is a domain/ error.
 *
 * A layer of its own (writes/), above data/ and files/: a write needs both (the bindings are
 * judged against the record as stored, inside the transaction), and neither of them imports the
 * other's write logic.
 */
import { Timestamp, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../domain/errors';
import type { Bucket } from '../files/bucket';
import { checkFileReferences } from '../files/bindings';
import {
  BROADCAST_READ_ONLY,
  broadcastOf,
  getCollection,
  isPublicAt,
  issueFields,
  publicationStart,
  resolvePicks,
  unmetRules,
  validateRecord,
  withFileChoices,
  type Actor,
  type AnyRecord,
  type CollectionDef,
  type CollectionName,
  type FieldValue,
  type RecordIssue,
} from '../model';
import { DeadlineExceeded, withDeadline } from '../domain/deadline';
import { guardedTransaction } from '../data/guarded-transaction';
import { newestVersion, recordVersion } from '../data/history';
import { toRecord } from '../data/records';
import { putInTrash } from '../data/trash';
import { mergeSummaryIn } from '../data/school-summary';
import { now } from '../data/clock';
import { outboxDocs, type Mail } from '../pqrsd/outbox';
import type { ReviewMailer } from './review-mail';
import { noticeOnSave, noticeRef, writeNotice } from '../subscriptions/notices';
import { checkSettingsChoices } from './settings-choices';
import {
  hasSlugs,
  slugsForCreate,
  slugsForRemove,
  slugsForUpdate,
  withoutClientSlugs,
  writeMoves,
} from './slugs';

type Values = Record<string, FieldValue>;

export const CONFLICT_MESSAGE =
  'Otro administrador modificó este registro mientras usted lo editaba. Sus cambios no se guardaron, para no borrar los del otro administrador, y siguen en el formulario.';

/** The version checks of an update: what the editor loaded. */
export interface UpdateCheck {
  /** The `updatedAt` the editor loaded: if the record changed since, nothing is written (409). */
  expectedUpdatedAt?: string;
  /** A `createdAt` sent back must be the stored one (it is the server's). */
  expectedCreatedAt?: string;
  /**
   * Whether the caller may change the record as stored (a colaborador: only its own drafts, issue
   * 49): throws its refusal inside the transaction, so the judged record is the one replaced.
   */
  permit?: (current: AnyRecord) => void;
  /** Values only the server writes (a review's note), beside the validated fields. */
  serverValues?: Record<string, unknown>;
  /**
   * Who may change a Secretaría's copy (model/broadcast.ts): 'secretaria' (its edit reaching every
   * school), 'hide' (the school's own home-page flag, in `serverValues`). Absent: a copy is refused.
   */
  broadcastCopy?: 'secretaria' | 'hide';
}

/** The school's own writes stop at a Secretaría's copy (403), whichever route they came by. */
function refuseCopy(stored: Record<string, unknown>): void {
  if (broadcastOf(stored)) throw new Forbidden(BROADCAST_READ_ONLY, 'broadcast-copy');
}

/** A time strictly after `previous`, so `updatedAt` always changes on a write (it is the version). */
function nextStamp(previous?: string): string {
  const now = Date.now();
  const prev = previous ? Date.parse(previous) : NaN;
  return new Date(Number.isNaN(prev) || now > prev ? now : prev + 1).toISOString();
}

/** A record of the same title changed three times while a create was giving it its address. */
const SLUG_CONFLICT_MESSAGE =
  'Otro registro con el mismo título cambió mientras se guardaba este. No se guardó nada: intente de nuevo.';
/** gRPC's FAILED_PRECONDITION: a batch's write onto a version that is no longer the stored one. */
const FAILED_PRECONDITION = 9;

const missing = (collection: string, id: string) =>
  new NotFound(`No existe el registro «${id}» en ${collection}.`);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** A refused record: the first problem as the message, every field's beside it. */
const refused = (issues: readonly RecordIssue[]) =>
  new InvalidInput(issues[0]!.message, 'invalid-record', issueFields(issues));

/**
 * The record's values as the collection declares them, or a 400 naming every wrong field.
 * `partial`: any subset of the fields (an update, or a create's types before its files).
 */
function validated(collection: CollectionName, input: unknown, partial: boolean): Values {
  const checked = validateRecord(getCollection(collection), input, { partial });
  if (!checked.ok) throw refused(checked.issues);
  return checked.value;
}

/**
 * A create's field types alone, before anything is stored: the multipart create checks them
 * before it stores the request's files, so a bad request stores nothing.
 */
export const typedValues = (collection: CollectionName, input: unknown): Values =>
  validated(collection, input, true);

/**
 * A save that leaves its record public (a new public record, a draft published, an edit of a
 * public one) is the school's last publication, which the Secretaría's console shows
 * (model/school-summary.ts): stamped in the save's own commit.
 */
function published(
  db: Firestore,
  write: Transaction | WriteBatch,
  def: CollectionDef,
  record: AnyRecord,
  nowMs: number,
): void {
  if (isPublicAt(def, record as unknown as Record<string, unknown>, nowMs))
    mergeSummaryIn(db, write, { ultimaPublicacion: new Date(nowMs).toISOString() });
}

export class RecordWrites {
  constructor(
    private readonly db: Firestore,
    private readonly bucket: Bucket,
    /** The notices of a change of draft state (review-mail.ts), queued in the change's own write. */
    private readonly mailer?: ReviewMailer,
  ) {}

  /** A list chosen among the school's settings (an item's sedes and grades): refused otherwise. */
  private async settingsChoices(def: CollectionDef, values: Values): Promise<void> {
    const issues = await checkSettingsChoices(this.db, def, values);
    if (issues.length > 0) throw refused(issues);
  }

  /** The outbox documents of `mails`, each sent first apart from the request (pqrsd/outbox.ts). */
  private mailDocs(mails: readonly Mail[], nowMs: number) {
    return mails.flatMap((mail) => outboxDocs(this.db, mail, Timestamp.fromMillis(nowMs), true));
  }

  /**
   * Writes a new record: types first, then the files (each bound to this collection and field;
   * their original names fill the display-name fields), then the complete record. Nothing is
   * written unless all of it passed.
   *
   * If Firestore does not answer in time the outcome is unknown: the write may still land when it
   * recovers. The caller then removes the record's files, and here, if the late write does land,
   * the record is deleted right after, so neither a record pointing at removed files nor an orphan
   * file remains.
   */
  async create(
    collection: CollectionName,
    input: unknown,
    actor: Actor,
    /** Values only the server writes (a Secretaría's copy's mark), beside the validated fields. */
    serverValues?: Record<string, unknown>,
  ): Promise<AnyRecord> {
    const def = getCollection(collection);
    const typed = validated(collection, input, true);
    const files = await checkFileReferences(this.bucket, def, typed);
    const checked = validated(collection, withFileChoices(def, typed, files), false);
    await this.settingsChoices(def, checked);
    const clean = withoutClientSlugs(def, checked);
    const ref = this.db.collection(collection).doc();
    for (let attempt = 1; ; attempt++) {
      const nowMs = await now(this.db);
      const slugs = hasSlugs(def)
        ? await slugsForCreate(this.db, collection, def, clean, actor.uid, nowMs)
        : null;
      const values = { ...clean, ...slugs?.values, ...(serverValues as Values | undefined) };
      const stamp = nextStamp();
      const created = {
        ...values,
        createdAt: stamp,
        updatedAt: stamp,
        updatedBy: actor,
        createdBy: actor,
        _id: ref.id,
      } as unknown as AnyRecord;
      const mails = this.mailer ? await this.mailer.mailsFor(collection, null, created, actor) : [];
      // One commit with the records whose address this one takes (writes/slugs.ts), each written
      // only onto the version the slugs were made from.
      const batch = this.db.batch();
      // `createdBy`: whose draft it is (a colaborador edits only its own).
      batch.create(ref, {
        ...values,
        createdAt: stamp,
        updatedAt: stamp,
        updatedBy: actor,
        createdBy: actor,
      });
      for (const move of slugs?.moves ?? [])
        batch.update(move.ref, { [move.key]: move.slug }, { lastUpdateTime: move.readAt });
      for (const [mailRef, doc] of this.mailDocs(mails, nowMs)) batch.create(mailRef, doc);
      published(this.db, batch, def, created, nowMs);
      // Public at once: the families' notice, in this same commit (subscriptions/notices.ts).
      const notice = noticeOnSave(collection, ref.id, null, created, nowMs);
      if (notice) writeNotice(this.db, batch, notice);
      const write = batch.commit();
      try {
        await withDeadline('Firestore', write);
      } catch (err) {
        if (err instanceof DeadlineExceeded) write.then(() => ref.delete()).catch(() => undefined);
        // One of those records changed since: its address is made again from what it is now.
        if ((err as { code?: unknown }).code === FAILED_PRECONDITION && attempt < 3) continue;
        if ((err as { code?: unknown }).code === FAILED_PRECONDITION)
          throw new Conflict(SLUG_CONFLICT_MESSAGE);
        throw err;
      }
      return created;
    }
  }

  /**
   * Applies `fields` (any subset of the collection's fields) to an existing record. If the record
   * changed since the version the editor loaded, nothing is written (409), so one administrator
   * never silently overwrites another's edit. One transaction makes the check, the file and
   * cross-field checks against the record as stored when writing (keeping its own file is always
   * allowed), the write and the replaced version in the history one step.
   *
   * The deadline (data/guarded-transaction.ts): passed before the commit was sent, the answer is
   * 503 "unavailable", and true; passed while the commit was on its way, 503 "outcome-unknown".
   * The form then retries with the same `expectedUpdatedAt`; if that version was replaced by this
   * very administrator with exactly these values (the newest history version says who replaced
   * what), the retry is answered 200 with the stored record instead of a 409.
   */
  async update(
    collection: CollectionName,
    id: string,
    fields: unknown,
    actor: Actor,
    check: UpdateCheck,
  ): Promise<AnyRecord> {
    const def = getCollection(collection);
    const values = withoutClientSlugs(def, validated(collection, fields, true));
    await this.settingsChoices(def, values);
    const ref = this.db.collection(collection).doc(id);
    // Whether the record was ever public decides if its address may still change (writes/slugs.ts).
    const nowMs = await now(this.db);
    return guardedTransaction(this.db, 'update', async (tx, guard) => {
      const snap = await tx.get(ref);
      guard.stillWanted();
      if (!snap.exists) throw missing(collection, id);
      const stored = snap.data()!;
      const current = toRecord(id, stored, collection);
      if (!check.broadcastCopy) refuseCopy(stored);
      if (check.broadcastCopy === 'hide' && !broadcastOf(stored))
        throw new InvalidInput(
          'Solo un comunicado de la Secretaría de Educación se oculta así de la página de inicio.',
          'not-a-broadcast',
        );
      check.permit?.(current);
      if (check.expectedCreatedAt !== undefined && check.expectedCreatedAt !== current.createdAt) {
        throw new InvalidInput(
          'El campo «createdAt» lo asigna el servidor y no se puede modificar.',
          'read-only-field',
        );
      }
      if (check.expectedUpdatedAt !== undefined && check.expectedUpdatedAt !== current.updatedAt) {
        const expected = check.expectedUpdatedAt;
        const alreadyStored = Object.entries(values).every(([key, value]) => sameValue(value, current[key]));
        const newest = alreadyStored ? await newestVersion(tx, this.db, collection, id) : undefined;
        const ownSave =
          newest?.op === 'update' &&
          newest.uid === actor.uid &&
          newest.values.updatedAt === expected &&
          newest.at === current.updatedAt;
        if (ownSave) return current;
        throw new Conflict(CONFLICT_MESSAGE);
      }
      const withFiles = withFileChoices(
        def,
        values,
        await checkFileReferences(this.bucket, def, values, current),
      );
      const slugs = await slugsForUpdate(this.db, tx, collection, def, withFiles, current, nowMs);
      const written = {
        ...withFiles,
        ...slugs.values,
        ...(check.serverValues as Values | undefined),
      };
      // A draft published now is dated now (model/schedule.ts), in this same write.
      Object.assign(written, publicationStart(def, current, written, nowMs));
      // An update may send one field: a rule across fields is judged on the record it leaves behind.
      const unmet = unmetRules(def, { ...current, ...written });
      if (unmet.length > 0) throw refused(unmet);
      // Likewise an album's cover with its photos: a cover sent must be one of them; a stored one
      // the new list dropped (the cover not sent) falls back to the list's first photo.
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.kind !== 'imageOfList' || key in written || !(field.of in written)) continue;
        const list = Array.isArray(written[field.of])
          ? (written[field.of] as Array<{ image?: unknown }>)
          : [];
        if (!list.some((p) => p.image === current[key])) written[key] = '';
      }
      const picks = resolvePicks(def, { ...current, ...written });
      if (!picks.ok) throw refused([picks]);
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.kind === 'imageOfList' && (key in written || field.of in written))
          written[key] = picks.value[key]!;
      }
      const updatedAt = nextStamp(current.updatedAt);
      const after = { ...current, ...written, updatedAt, updatedBy: actor, _id: id } as unknown as AnyRecord;
      const mails = this.mailer ? await this.mailer.mailsFor(collection, current, after, actor) : [];
      // Made public by this save (not an edit of a public item) and never told before: its notice.
      const notice = noticeOnSave(collection, id, current, after, nowMs);
      const told = notice ? (await tx.get(noticeRef(this.db, collection, id, 1))).exists : true;
      guard.stillWanted();
      recordVersion(tx, this.db, collection, id, stored, actor, 'update', updatedAt);
      tx.update(ref, { ...written, updatedAt, updatedBy: actor });
      writeMoves(tx, slugs.moves);
      for (const [mailRef, doc] of this.mailDocs(mails, nowMs)) tx.create(mailRef, doc);
      published(this.db, tx, def, after, nowMs);
      if (notice && !told) writeNotice(this.db, tx, notice);
      guard.committing();
      return after;
    });
  }

  /**
   * Moves a record to the trash (data/trash.ts): the record is deleted, its trash entry and the
   * replaced version of its history written in one transaction, so a delete never loses the
   * record nor leaves it in both places.
   */
  async remove(
    collection: CollectionName,
    id: string,
    actor: Actor,
    /** The Secretaría's withdrawal of its copy: the one delete a copy allows. */
    by?: 'secretaria',
  ): Promise<void> {
    const def = getCollection(collection);
    const ref = this.db.collection(collection).doc(id);
    // A scheduled item's place in its title's line is given to the next (writes/slugs.ts).
    const nowMs = hasSlugs(def) ? await now(this.db) : 0;
    await guardedTransaction(this.db, 'delete', async (tx, guard) => {
      const snap = await tx.get(ref);
      if (!snap.exists) {
        guard.stillWanted();
        throw missing(collection, id);
      }
      const stored = snap.data()!;
      if (by !== 'secretaria') refuseCopy(stored);
      const moves = hasSlugs(def)
        ? await slugsForRemove(this.db, tx, collection, def, { ...stored, _id: id }, nowMs)
        : [];
      guard.stillWanted();
      recordVersion(
        tx,
        this.db,
        collection,
        id,
        stored,
        actor,
        'delete',
        nextStamp(String(stored.updatedAt ?? '')),
      );
      putInTrash(tx, this.db, collection, id, stored, actor);
      tx.delete(ref);
      writeMoves(tx, moves);
    });
  }
}
