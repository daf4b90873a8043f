/**
 * What a backup's documents may be: each where the export takes it from and shaped as
 * the site writes it. A record (of its collection, in the Papelera or in the history) goes
 * through the model's own validation (`validateRecord`, the check every API write runs) after
 * taking out the fields the server sets, which are checked for their own shape; a refusal names
 * the document's path and the model's Spanish message. Nothing here writes.
 */
import {
  getCollection,
  isCollectionName,
  isIsoInstant,
  startsWithNoAplica,
  validateRecord,
  withCurrentKinds,
  type CollectionName,
} from '../../model';
import type { BackupDocument } from '../manifest';
import { findItaItem, ITA_STATUSES } from '../../model/ita-matrix';
import { checkItaState } from '../../model/ita-input';
import type { DocumentSet } from '../contents';
import { HISTORY_ROOT } from '../contents';
import { BackupRefused } from './limits';

/** A document id the site writes: Firestore's auto ids, the seed's fixed ones, `{collection}__{id}`. */
const DOC_ID = /^[A-Za-z0-9_-]{1,200}$/;
const isDocId = (id: string | undefined): id is string => !!id && DOC_ID.test(id) && !/^__.*__$/.test(id);

const refused = (path: string, message: string) =>
  new BackupRefused(`El documento «${path.slice(0, 200)}» de la copia no es válido: ${message}`);

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInstant = (v: unknown) => typeof v === 'string' && isIsoInstant(v);
const isText = (v: unknown) => typeof v === 'string' && v.length <= 500;

/**
 * A stored record of `collection`: the server's fields (`createdAt`, `updatedAt`, `updatedBy`,
 * `createdBy`, `reviewNote`, `position`) as the server writes them, and every other field through the model, as a create
 * would check it (values stored before a field changed kind read as the kind declared now).
 */
export function recordProblem(collection: CollectionName, data: unknown): string | null {
  if (!isObject(data)) return 'el registro no es un objeto.';
  const { createdAt, updatedAt, updatedBy, createdBy, reviewNote, position, ...values } = data;
  if (!isInstant(createdAt) || !isInstant(updatedAt))
    return '«createdAt» y «updatedAt» deben ser fechas ISO que pone el servidor.';
  const isActor = (v: unknown) =>
    v === undefined || (isObject(v) && isText(v.uid) && isText(v.email) && Object.keys(v).length === 2);
  if (!isActor(updatedBy)) return '«updatedBy» no es el de un administrador.';
  // Who created the record (a colaborador's own drafts) and a review's note.
  if (!isActor(createdBy)) return '«createdBy» no es el de un administrador.';
  if (reviewNote !== undefined && !(typeof reviewNote === 'string' && reviewNote.length <= 1000))
    return '«reviewNote» debe ser un texto de hasta 1000 caracteres.';
  if (position !== undefined && !(typeof position === 'number' && Number.isFinite(position)))
    return '«position» debe ser un número.';
  const def = getCollection(collection);
  const checked = validateRecord(def, withCurrentKinds(def, withoutOldNoAplica(def, values)), {
    partial: false,
  });
  return checked.ok ? null : checked.message;
}

/**
 * A transparency note that says "no aplica", stored before that reason moved to the checklist
 * (docs/decisions/0030): the site keeps it as it is (the tree publishes the checklist's reason
 * instead), so a backup holding it is restored as it was. Only the check skips it; the document
 * is written whole.
 */
function withoutOldNoAplica(def: ReturnType<typeof getCollection>, values: Data): Data {
  const old = Object.entries(def.fields).filter(
    ([key, field]) =>
      'format' in field &&
      field.format === 'pendingNote' &&
      typeof values[key] === 'string' &&
      startsWithNoAplica(values[key]),
  );
  return old.length === 0 ? values : { ...values, ...Object.fromEntries(old.map(([key]) => [key, ''])) };
}

function checkRecord(path: string, collection: unknown, data: unknown): void {
  if (typeof collection !== 'string' || !isCollectionName(collection))
    throw refused(path, `«${String(collection).slice(0, 60)}» no es una sección del sitio.`);
  const problem = recordProblem(collection, data);
  if (problem) throw refused(path, problem);
}

/** Only the keys the site writes, and each of them. */
function checkKeys(path: string, data: Data, keys: readonly string[]): void {
  const extra = Object.keys(data).find((k) => !keys.includes(k));
  if (extra) throw refused(path, `tiene el campo «${extra.slice(0, 60)}», que el sitio no escribe ahí.`);
}

/** `{collection}__{recordId}`, as the Papelera and the history name a record. */
function splitRecordKey(path: string, key: string, data: Data): CollectionName {
  const [collection, recordId, ...rest] = key.split('__');
  if (
    rest.length ||
    !collection ||
    !isCollectionName(collection) ||
    !isDocId(recordId) ||
    data.collection !== collection ||
    data.recordId !== recordId
  ) {
    throw refused(path, 'su ruta no corresponde a la sección y al registro que dice guardar.');
  }
  return collection;
}

/**
 * A checklist item's state (functions/src/data/ita.ts): what the school said, checked as a PUT
 * would check it, and what the hourly check wrote (instants, a short problem, a status).
 */
function checkItaDocument(path: string, data: Data): void {
  const CHECK_KEYS = [
    'updatedAt',
    'updatedBy',
    'checkProblem',
    'statusBeforeCheck',
    'checkedAt',
    'contentUpdatedAt',
  ];
  checkKeys(path, data, ['status', 'evidence', 'reason', 'responsible', 'reviewPeriodDays', ...CHECK_KEYS]);
  const { updatedAt, updatedBy, checkProblem, statusBeforeCheck, checkedAt, contentUpdatedAt, ...school } =
    data;
  const instantOrNone = (v: unknown) => v === undefined || v === null || isInstant(v);
  if (![updatedAt, checkedAt, contentUpdatedAt].every(instantOrNone))
    throw refused(path, 'sus fechas no son fechas ISO.');
  if (
    !(updatedBy === undefined || isText(updatedBy)) ||
    !(checkProblem === undefined || checkProblem === null || isText(checkProblem))
  ) {
    throw refused(path, 'no tiene la forma que el sitio escribe.');
  }
  if (!(
    statusBeforeCheck === undefined ||
    statusBeforeCheck === null ||
    (ITA_STATUSES as readonly unknown[]).includes(statusBeforeCheck)
  )) {
    throw refused(path, '«statusBeforeCheck» no es un estado del Índice.');
  }
  // Only the hourly check wrote it: nothing the school says.
  if (Object.keys(school).length === 0) return;
  const checked = checkItaState(school);
  if (!checked.ok) throw refused(path, checked.message);
}

/** Refuses the first document of `set` that is not where, or what, the export writes. */
export function checkDocument(set: DocumentSet, doc: BackupDocument): void {
  const { path, data } = doc;
  const parts = path.split('/');
  switch (set.kind) {
    case 'records': {
      if (parts.length !== 2 || parts[0] !== set.set || !isDocId(parts[1]))
        throw refused(path, `no está en la colección «${set.set}».`);
      return checkRecord(path, set.set, data);
    }
    case 'trash': {
      if (parts.length !== 2 || parts[0] !== set.set || !isDocId(parts[1]))
        throw refused(path, 'no está en la Papelera.');
      checkKeys(path, data, [
        'collection',
        'recordId',
        'title',
        'values',
        'deletedAt',
        'uid',
        'email',
        'purgeAfter',
      ]);
      const collection = splitRecordKey(path, parts[1], data);
      if (
        !isText(data.title) ||
        !isInstant(data.deletedAt) ||
        !isInstant(data.purgeAfter) ||
        !isText(data.uid) ||
        !isText(data.email)
      ) {
        throw refused(path, 'la entrada de la Papelera no tiene la forma que el sitio escribe.');
      }
      return checkRecord(path, collection, data.values);
    }
    case 'history': {
      if (
        parts.length !== 4 ||
        parts[0] !== HISTORY_ROOT ||
        parts[2] !== 'versions' ||
        !isDocId(parts[1]) ||
        !isDocId(parts[3])
      ) {
        throw refused(path, 'no es una versión del historial.');
      }
      checkKeys(path, data, ['collection', 'recordId', 'at', 'uid', 'email', 'op', 'values']);
      const collection = splitRecordKey(path, parts[1], data);
      if (
        !isInstant(data.at) ||
        !isText(data.uid) ||
        !isText(data.email) ||
        (data.op !== 'update' && data.op !== 'delete')
      ) {
        throw refused(path, 'la versión no tiene la forma que el sitio escribe.');
      }
      return checkRecord(path, collection, data.values);
    }
    case 'ita': {
      if (parts.length !== 2 || parts[0] !== set.set || !findItaItem(parts[1] ?? ''))
        throw refused(path, 'no es un ítem de la matriz del Índice de Transparencia.');
      return checkItaDocument(path, data);
    }
    case 'personal':
      // Citizens' requests: only in their own collection (their shape is the PQRSD module's).
      if (parts.length !== 2 || parts[0] !== set.set || !isDocId(parts[1]))
        throw refused(path, `no está en la colección «${set.set}».`);
      return;
  }
}
