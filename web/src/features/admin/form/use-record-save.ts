/**
 * The save flow of the record form, for edit and create alike (spec §4, docs/api.md): validate in
 * the browser with the server's own validateRecord, upload the chosen files once (POST
 * /api/upload, with progress), put their stored and original names into the record
 * (withFileChoices, the model's one rule), then submit the JSON write to the route's action
 * (record-write.ts): PUT with the `updatedAt` that was loaded (a concurrent edit answers 409
 * instead of being overwritten) or POST for a create.
 * Any failure becomes a FormProblem; nothing typed or chosen is lost, and a retry reuses the
 * files already uploaded.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetcher, type SubmitTarget } from 'react-router-dom';
import {
  getCollection,
  inFormOrder,
  unmetRules,
  validateRecord,
  withContactLinks,
  withFileChoices,
  type AnyRecord,
  type CollectionName,
  type FileChoice,
  type RecordIssue,
} from '@model';
import { useAdminUser } from '@/features/auth/auth-context';
import { getRecord } from '../api/admin-api';
import { uploadFiles } from '../api/multipart';
import type { DeletedRecord } from '../components/undo-delete';
import { FORM_TEXT } from './form-text';
import { problemFrom, type FormProblem } from './problem';
import type { RecordWrite, RecordWriteResult } from './record-write';
import { readUploadAnswer, type ChosenFiles, type FormValues } from './values';
import { missingDraftState } from '../review/draft-form';

export type Busy = null | 'save' | 'delete';

const isProblem = (err: unknown): err is FormProblem =>
  typeof err === 'object' &&
  err !== null &&
  !(err instanceof Error) &&
  typeof (err as FormProblem).message === 'string';

/**
 * What the list says after a write: its notice, after a delete what "Deshacer" restores, after a
 * create the new record's id and where the public site shows it.
 */
export interface SaveDone {
  notice: string;
  deleted?: DeletedRecord;
  publicPath?: string;
  createdId?: string;
}

export interface RecordSaveInput {
  collection: CollectionName;
  /** The record being edited, as loaded; none for a create. */
  record?: AnyRecord;
  values: FormValues;
  files: ChosenFiles;
  /** After a successful write or delete: the notice for the list, and what it may offer. */
  onDone(done: SaveDone): void;
}

export function useRecordSave({ collection, record, values, files, onDone }: RecordSaveInput) {
  const def = getCollection(collection);
  const user = useAdminUser();
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // Counts the refusals that named fields: each one moves the focus to the form's summary.
  const [refusals, setRefusals] = useState(0);
  // Files already uploaded by an attempt whose write failed: a retry reuses them, no second upload.
  const uploadedRef = useRef(new Map<string, FileChoice & { file: File }>());

  // The write goes through the route's action; its answer comes back as the fetcher's data.
  const writer = useFetcher<RecordWriteResult>();
  const settle = useRef<((result: RecordWriteResult) => void) | null>(null);
  useEffect(() => {
    if (writer.state !== 'idle' || !writer.data) return;
    settle.current?.(writer.data);
    settle.current = null;
  }, [writer.state, writer.data]);

  /** Submits the write to the route's action and answers its result; a failure throws its problem. */
  function write(request: RecordWrite): Promise<{ notice: string; id?: string; publicPath?: string }> {
    return new Promise<RecordWriteResult>((resolve) => {
      settle.current = resolve;
      // Plain JSON: the form's values are strings and lists of strings.
      void writer.submit(request as unknown as SubmitTarget, { method: 'post', encType: 'application/json' });
    }).then((result) => {
      if ('problem' in result) throw result.problem;
      return result;
    });
  }

  /**
   * Browser-side check with the server's own validation, every problem at once. A file field with
   * a chosen file is left out: its stored name only exists after the upload. Partial even for a
   * create: the form holds every field, so every required one is checked.
   */
  function check(current: FormValues = values): FormProblem | null {
    const input = Object.fromEntries(Object.entries(current).filter(([key]) => !files[key]));
    const typed = validateRecord(def, input, { partial: true });
    const issues: RecordIssue[] = typed.ok ? [] : [...typed.issues];
    // A new record's state is chosen (review/draft-form.ts): an empty one would publish it.
    const state = missingDraftState(def, current, !record);
    if (state && !issues.some((issue) => issue.field === state.field)) issues.push(state);
    // The form holds the whole record, so the rules across fields (a PDF or a link, an end after
    // its start) are judged here too, a chosen file counting as filled: the administrator learns
    // them before any upload. A field already at fault is not judged twice.
    const atFault = new Set(issues.map((issue) => issue.field));
    const chosen = Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.name]));
    for (const rule of unmetRules(def, { ...current, ...chosen })) {
      if (atFault.has(rule.field)) continue;
      atFault.add(rule.field);
      issues.push(rule);
    }
    if (issues.length === 0) return null;
    const ordered = inFormOrder(def, issues);
    return { ...ordered[0]!, issues: ordered, local: true };
  }

  function validate(current: FormValues): boolean {
    const found = check(current);
    if (!found) return true;
    setProblem(found);
    setRefusals((n) => n + 1);
    return false;
  }

  /** Uploads the chosen files not uploaded yet; answers field → stored and original name. */
  async function uploadChosen(token: string) {
    const cache = uploadedRef.current;
    const pending: ChosenFiles = {};
    for (const [key, file] of Object.entries(files)) {
      if (cache.get(key)?.file !== file) pending[key] = file;
    }
    if (Object.keys(pending).length > 0) {
      setProgress(0);
      const answer = await uploadFiles(collection, pending, token, setProgress);
      for (const [key, info] of Object.entries(readUploadAnswer(answer, pending))) {
        cache.set(key, { file: pending[key]!, ...info });
      }
    }
    return Object.fromEntries(Object.keys(files).map((key) => [key, cache.get(key)!]));
  }

  function fail(err: unknown) {
    // The action's answer is already a problem; anything else (a read, an upload) becomes one.
    const found = isProblem(err) ? err : problemFrom(err);
    setProblem(found);
    if (found.issues?.length) setRefusals((n) => n + 1);
    setBusy(null);
    setProgress(null);
  }

  /**
   * Edit or create; `overwrite` (after a 409) saves over the version stored now; `set`: values the
   * button itself decides (a create "Enviar a revisión" sets the state), over the form's.
   */
  async function save({ overwrite = false, set = {} as FormValues } = {}) {
    const current = { ...values, ...set };
    if (busy || !validate(current)) return;
    setBusy('save');
    setProblem(null);
    try {
      let base = record?.updatedAt;
      if (record && overwrite) {
        // The administrator chose to keep their version: compare against what is stored now.
        base = (await getRecord(collection, record._id, await user.getIdToken())).updatedAt;
      }
      const uploaded = await uploadChosen(await user.getIdToken());
      const body = withFileChoices(def, withContactLinks(def, current), uploaded);
      const done = await write(
        record
          ? { op: 'update', id: record._id, body: { ...body, updatedAt: base } }
          : { op: 'create', body },
      );
      onDone({
        notice: done.notice,
        ...(done.publicPath ? { publicPath: done.publicPath } : {}),
        ...(done.id ? { createdId: done.id } : {}),
      });
    } catch (err) {
      fail(err);
    }
  }

  async function remove() {
    // Asked first by the form's confirm dialog.
    if (!record || busy) return;
    setBusy('delete');
    setProblem(null);
    try {
      const { notice } = await write({ op: 'delete', id: record._id });
      const title = typeof record.title === 'string' && record.title.trim() ? record.title : record._id;
      onDone({ notice, deleted: { collection, id: record._id, title } });
    } catch (err) {
      fail(err);
    }
  }

  // A message the browser's own check gave is judged again on what the form holds now, so it goes
  // as soon as what it names is fixed (the missing PDF chosen) instead of staying until the next
  // "Crear"; a server's message stays until the next attempt.
  const shown = problem?.local ? check() : problem;

  /**
   * Saves a kept version's values over the record in one step, the same conflict-checked
   * PUT as "Guardar cambios" against the version the form loaded: what is stored now goes into
   * the history. A refusal is shown on the form; nothing there changes.
   */
  async function restoreVersion(versionValues: FormValues) {
    if (!record || busy) return;
    setBusy('save');
    setProblem(null);
    try {
      // The route's action, as every write: a PUT with the version the form loaded.
      await write({
        op: 'update',
        id: record._id,
        body: { ...withContactLinks(def, versionValues), updatedAt: record.updatedAt },
      });
      onDone({ notice: FORM_TEXT.restored });
    } catch (err) {
      // Not offered "save anyway": that button saves the form's values, not the version's.
      setProblem({ ...(isProblem(err) ? err : problemFrom(err)), conflict: false });
      setBusy(null);
    }
  }

  return { busy, progress, problem: shown, refusals, save, remove, restoreVersion };
}
