/**
 * The ITA checklist's stored state (docs/decisions/0022-ita-checklist.md): one document
 * per matrix item in `ita` (doc id = item id, model/ita-matrix.ts), holding what the school said
 * (status, evidence, "no aplica" reason, responsible, review period, who and when) and what the
 * hourly evidence check found (checkProblem, checkedAt, contentUpdatedAt). The matrix itself is
 * data in the model: an item without a document reads as "cumple" when the site covers it, else
 * "pendiente".
 */
import type { Firestore } from 'firebase-admin/firestore';
import { NotFound } from '../domain/errors';
import { csvFile } from '../model/csv';
import {
  findItaItem,
  isItaStale,
  isSitePath,
  ITA_CSV_COLUMNS,
  ITA_ITEMS,
  itaCategoryOf,
  itaRow,
  pageOfPath,
  type ItaItem,
  type ItaItemView,
  type ItaStatus,
  type NoAplicaReason,
} from '../model/ita-matrix';
import type { ItaStateInput } from '../model/ita-input';
import type { CollectionName } from '../model/collections';
import { TEMPLATE_ACTOR, TEMPLATE_COLLECTIONS } from '../model/sample-text';
import { withDeadline } from '../domain/deadline';
import { guardedTransaction } from './guarded-transaction';
import type { ItaFigures } from '../model/school-summary';
import { mergeSummary, mergeSummaryIn } from './school-summary';

export const ITA_COLLECTION = 'ita';

/** One item's document. Every field is optional: the check may write before the school does. */
export interface ItaStateDoc {
  status?: ItaStatus;
  evidence?: string[];
  reason?: string;
  responsible?: string;
  reviewPeriodDays?: number;
  updatedAt?: string;
  updatedBy?: string;
  /** Set by the hourly check while an internal evidence is broken or empty (status then no_cumple). */
  checkProblem?: string | null;
  /** The status the school had set before the check turned the item to no_cumple; null: none. */
  statusBeforeCheck?: ItaStatus | null;
  checkedAt?: string;
  /** The newest published record behind the automatic evidence (a calendar's latest event saved). */
  contentUpdatedAt?: string | null;
}

export async function readItaStates(db: Firestore): Promise<Map<string, ItaStateDoc>> {
  const snap = await withDeadline('Firestore', db.collection(ITA_COLLECTION).get());
  return new Map(snap.docs.map((d) => [d.id, d.data() as ItaStateDoc]));
}

const later = (a: string | null | undefined, b: string | null | undefined) =>
  !a ? (b ?? null) : !b ? a : a > b ? a : b;

/** The status an item shows: the check's verdict first, then the school's, then the default. */
export function statusOf(item: ItaItem, state: ItaStateDoc | undefined): ItaStatus {
  if (state?.checkProblem) return 'no_cumple';
  return state?.status ?? (item.evidence.length > 0 ? 'cumple' : 'pendiente');
}

/** The collections an item's own evidence pages show (their records, and what they also load). */
export function evidenceCollections(item: ItaItem): CollectionName[] {
  return item.evidence.flatMap((path) => {
    const page = pageOfPath(path)?.page;
    return page ? [page.collection, ...(page.alsoLoads ?? [])].filter((c): c is CollectionName => !!c) : [];
  });
}

/**
 * The template collections that still hold a record as the Secretaría's template wrote it
 * ("Texto de ejemplo", model/sample-text.ts): one query of at most one document each.
 */
export async function collectionsWithSampleText(db: Firestore): Promise<Set<CollectionName>> {
  const found = await Promise.all(
    TEMPLATE_COLLECTIONS.map(async (name) => {
      const query = db.collection(name).where('updatedBy.uid', '==', TEMPLATE_ACTOR.uid).limit(1);
      return (await withDeadline('Firestore', query.get())).empty ? null : name;
    }),
  );
  return new Set(found.filter((n): n is (typeof TEMPLATE_COLLECTIONS)[number] => n !== null));
}

/**
 * An item whose evidence page still shows a template's text is pending, whatever it would be
 * otherwise, until the school edits that text; a "no aplica" and the check's verdict stand.
 */
function withSampleText(view: ItaItemView, sample: boolean): ItaItemView {
  if (!sample) return view;
  const status = view.status === 'no_aplica' || view.checkProblem ? view.status : 'pendiente';
  return { ...view, status, sampleText: true };
}

export function viewOf(
  item: ItaItem,
  state: ItaStateDoc | undefined,
  now: number,
  sample = false,
): ItaItemView {
  return withSampleText(plainViewOf(item, state, now), sample);
}

function plainViewOf(item: ItaItem, state: ItaStateDoc | undefined, now: number): ItaItemView {
  const category = itaCategoryOf(item);
  const reviewPeriodDays = state?.reviewPeriodDays ?? item.reviewDays;
  const updatedAt = later(state?.updatedAt, item.evidence.length ? state?.contentUpdatedAt : null);
  const evidence = state?.evidence ?? [];
  return {
    id: item.id,
    number: item.number,
    annex: category.annex,
    category: category.id,
    categoryName: category.name,
    name: item.name,
    norm: item.norm,
    inferred: !!item.inferred,
    subitem: item.subitem ?? null,
    automaticEvidence: [...item.evidence],
    evidence,
    status: statusOf(item, state),
    reason: state?.reason ?? '',
    responsible: state?.responsible ?? '',
    reviewPeriodDays,
    updatedAt,
    updatedBy: state?.updatedBy ?? null,
    stale: isItaStale(updatedAt, reviewPeriodDays, now),
    checkProblem: state?.checkProblem ?? null,
    checkedAt: state?.checkedAt ?? null,
    externalToCheck: evidence.filter((u) => !isSitePath(u)),
  };
}

/**
 * The "no aplica" answers with their reasons, in the matrix's order: one query for the few
 * documents that say so (a transparency page's render reads these, not the 70-odd states).
 * An item the hourly check found broken is no_cumple, whatever the school had said.
 */
export async function noAplicaReasons(db: Firestore): Promise<NoAplicaReason[]> {
  const snap = await withDeadline(
    'Firestore',
    db.collection(ITA_COLLECTION).where('status', '==', 'no_aplica').get(),
  );
  const states = new Map(snap.docs.map((d) => [d.id, d.data() as ItaStateDoc]));
  return ITA_ITEMS.flatMap((item) => {
    const state = states.get(item.id);
    if (!state?.reason || statusOf(item, state) !== 'no_aplica') return [];
    const category = itaCategoryOf(item);
    return [
      {
        id: item.id,
        number: item.number,
        name: item.name,
        annex: category.annex,
        categoryName: category.name,
        subitem: item.subitem ?? null,
        paths: [...new Set(item.evidence.map((path) => path.split('#')[0]!))],
        reason: state.reason,
      },
    ];
  });
}

/** Every item of the matrix, in its order, merged with its state. */
export async function itaViews(db: Firestore, now: number): Promise<ItaItemView[]> {
  const [states, samples] = await Promise.all([readItaStates(db), collectionsWithSampleText(db)]);
  return ITA_ITEMS.map((item) =>
    viewOf(
      item,
      states.get(item.id),
      now,
      evidenceCollections(item).some((c) => samples.has(c)),
    ),
  );
}

/**
 * Stores what the school says of one item, in one guarded transaction. A school's save clears
 * the check's verdict: the next hourly check judges the evidence again.
 */
export async function saveItaState(
  db: Firestore,
  id: string,
  input: ItaStateInput,
  actor: string,
  now: number,
): Promise<ItaItemView> {
  const item = findItaItem(id);
  if (!item) throw new NotFound('El índice de transparencia no tiene ese ítem.');
  const ref = db.collection(ITA_COLLECTION).doc(id);
  const updatedAt = new Date(now).toISOString();
  const stored = await guardedTransaction(db, 'ita save', async (tx, guard) => {
    // Every item's state, read in the transaction: the summary's figures count this save exactly.
    const all = await tx.get(db.collection(ITA_COLLECTION));
    const before = (all.docs.find((d) => d.id === id)?.data() as ItaStateDoc | undefined) ?? {};
    guard.stillWanted();
    const next: ItaStateDoc = {
      ...before,
      status: input.status,
      evidence: input.evidence,
      // The reason is published: kept only while it is what the item says.
      reason: input.status === 'no_aplica' ? input.reason : '',
      responsible: input.responsible,
      reviewPeriodDays: input.reviewPeriodDays ?? before.reviewPeriodDays ?? item.reviewDays,
      updatedAt,
      updatedBy: actor,
      checkProblem: null,
      statusBeforeCheck: null,
    };
    const states = new Map(all.docs.map((d) => [d.id, d.data() as ItaStateDoc]));
    states.set(id, next);
    guard.committing();
    tx.set(ref, next);
    // The console's ITA figures (model/school-summary.ts), in this same commit.
    mergeSummaryIn(db, tx, { ita: itaFigures(states, now) });
    return next;
  });
  return viewOf(item, stored, now);
}

/**
 * The checklist's figures for the Secretaría's console: how many items comply ("no aplica" is a
 * legal answer, so it counts as complying), do not, are pending, and are stale; and the school's
 * last change to it.
 */
export function itaFigures(
  states: Map<string, ItaStateDoc>,
  now: number,
): ItaFigures & { calculadoEl: string } {
  const figures = { cumple: 0, noCumple: 0, pendiente: 0, desactualizado: 0 };
  let revisadoEl: string | null = null;
  for (const item of ITA_ITEMS) {
    const state = states.get(item.id);
    const view = viewOf(item, state, now);
    if (view.status === 'no_cumple') figures.noCumple++;
    else if (view.status === 'pendiente') figures.pendiente++;
    else figures.cumple++;
    if (view.stale) figures.desactualizado++;
    revisadoEl = later(revisadoEl, state?.updatedAt);
  }
  return { ...figures, revisadoEl, calculadoEl: new Date(now).toISOString() };
}

/** Counts the checklist's figures again and stores them (the hourly run, after the evidence check). */
export async function recountIta(db: Firestore, now: number): Promise<ItaFigures> {
  const figures = itaFigures(await readItaStates(db), now);
  await mergeSummary(db, { ita: figures });
  return figures;
}

/**
 * The matrix as the Procuraduría's columns, one row per item (model/csv.ts writes it, as every
 * export: `;`-separated, UTF-8 with a BOM, a formula-looking text made inert).
 */
export function itaCsv(views: ItaItemView[], origin: string): string {
  return csvFile(
    ITA_CSV_COLUMNS,
    views.map((v) => itaRow(v, origin)),
  );
}

/** What the hourly check found for one item. */
export interface ItaCheckResult {
  id: string;
  problem: string | null;
  contentUpdatedAt: string | null;
}

/**
 * Stores the check's verdicts: a broken or empty evidence turns its item to no_cumple with the
 * problem as its reason (keeping the school's status to restore); a mended one gets it back. Only
 * items whose verdict or content date changed are written, each in its own guarded transaction,
 * so a school's save meanwhile is read, never overwritten with an older state.
 */
export async function applyItaCheck(db: Firestore, results: ItaCheckResult[], at: number): Promise<number> {
  const checkedAt = new Date(at).toISOString();
  const states = await readItaStates(db);
  let written = 0;
  for (const result of results) {
    const known = states.get(result.id);
    if (
      (known?.checkProblem ?? null) === result.problem &&
      (known?.contentUpdatedAt ?? null) === result.contentUpdatedAt
    )
      continue;
    const ref = db.collection(ITA_COLLECTION).doc(result.id);
    await guardedTransaction(db, 'ita check', async (tx, guard) => {
      const before = ((await tx.get(ref)).data() as ItaStateDoc | undefined) ?? {};
      guard.stillWanted();
      const next: ItaStateDoc = { ...before, checkedAt, contentUpdatedAt: result.contentUpdatedAt };
      if (result.problem) {
        if (!before.checkProblem) next.statusBeforeCheck = before.status ?? null;
        next.checkProblem = result.problem;
        next.status = 'no_cumple';
      } else if (before.checkProblem) {
        next.checkProblem = null;
        if (before.statusBeforeCheck) next.status = before.statusBeforeCheck;
        else delete next.status;
        next.statusBeforeCheck = null;
      }
      tx.set(ref, next);
    });
    written += 1;
  }
  return written;
}
