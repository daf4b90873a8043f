/**
 * The one edit/create form for every collection. Which fields it shows, their widgets, labels,
 * validation and upload rules all come from the collection's declaration in the shared model.
 *
 * Save (spec §4): validate in the browser with the server's own validateRecord, upload the chosen
 * files (POST /api/upload), put the stored and original names into the record, then PUT it with
 * the `updatedAt` that was loaded, so a concurrent edit answers 409 instead of being overwritten.
 * Unlike the old site, any failure is shown here and nothing typed or chosen is lost.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  emptyRecord,
  getCollection,
  isFileField,
  unmetOneOf,
  validateRecord,
  type AnyRecord,
  type CollectionName,
} from '@model';
import { ADMIN_PATHS } from '@/app/paths';
import { useAdminUser } from '@/features/auth/auth-context';
import { deleteRecord, getRecord, refreshPublicCopy, updateRecord } from '../api/admin-api';
import { createRecord, uploadFiles } from '../api/multipart';
import { FORM_TEXT } from '../form/form-text';
import { problemFrom, type FormProblem } from '../form/problem';
import { useLeaveGuard } from '../form/use-leave-guard';
import {
  createFormData,
  fileFieldsByNameField,
  readUploadAnswer,
  sameValues,
  valuesFromRecord,
  withUploadedFiles,
  type ChosenFiles,
  type FormValues,
} from '../form/values';
import { FieldWidget } from './field-widget';
import { LeaveDialog } from './leave-dialog';

export type RecordFormProps =
  | { mode: 'edit'; collection: CollectionName; record: AnyRecord; onReload(): void }
  | { mode: 'create'; collection: CollectionName };

type Busy = null | 'save' | 'delete';

interface UploadedFile {
  file: File;
  stored: string;
  name: string;
}

export function RecordForm(props: RecordFormProps) {
  const { mode, collection } = props;
  const record = mode === 'edit' ? props.record : undefined;
  const def = getCollection(collection);
  const user = useAdminUser();
  const navigate = useNavigate();
  const formId = useId();

  const initial = useMemo(
    () => (record ? valuesFromRecord(def, record) : emptyRecord(def)),
    [def, record],
  );
  const nameFieldOwner = useMemo(() => fileFieldsByNameField(def), [def]);
  const [values, setValues] = useState<FormValues>(initial);
  const [files, setFiles] = useState<ChosenFiles>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // Files already uploaded by an attempt whose PUT failed: a retry reuses them, no second upload.
  const uploadedRef = useRef(new Map<string, UploadedFile>());

  const dirty = !sameValues(values, initial) || Object.keys(files).length > 0;
  const { blocker, allowLeave } = useLeaveGuard(dirty);
  const fieldId = (key: string) => `${formId}-${key}`;
  const listPath = ADMIN_PATHS.list(collection);

  const setValue = (key: string, value: string | string[]) => setValues((v) => ({ ...v, [key]: value }));
  const setFile = (key: string, file: File | undefined) =>
    setFiles((current) => {
      const next = { ...current };
      if (file) next[key] = file;
      else delete next[key];
      return next;
    });

  /**
   * Browser-side check with the server's own validation; focuses the field it names. A file field
   * with a chosen file is left out: its stored name only exists after the upload.
   */
  function validate(): boolean {
    const input = Object.fromEntries(Object.entries(values).filter(([key]) => !files[key]));
    const typed = validateRecord(def, input, { partial: true });
    // The form holds the whole record, so a rule across fields (a PDF or a link) is judged here
    // too, a chosen file counting as filled: the administrator learns it before any upload.
    const chosen = Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.name]));
    const unmet = typed.ok ? unmetOneOf(def, { ...values, ...chosen }) : undefined;
    const check = unmet ? { ok: false as const, ...unmet } : typed;
    if (check.ok) return true;
    setProblem({ message: check.message, field: check.field });
    if (check.field) document.getElementById(fieldId(check.field))?.focus();
    return false;
  }

  function leaveWith(notice: string) {
    refreshPublicCopy(collection);
    allowLeave();
    navigate(listPath, { state: { notice } });
  }

  /** Uploads the chosen files not uploaded yet; answers field → stored and original name. */
  async function uploadChosen(token: string): Promise<Record<string, UploadedFile>> {
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

  async function saveEdit({ overwrite = false } = {}) {
    if (!record || !validate()) return;
    setBusy('save');
    setProblem(null);
    try {
      let base = record.updatedAt;
      if (overwrite) {
        // The administrator chose to keep their version: compare against what is stored now.
        base = (await getRecord(collection, record._id, await user.getIdToken())).updatedAt;
      }
      const uploaded = await uploadChosen(await user.getIdToken());
      const body = { ...withUploadedFiles(def, values, uploaded), updatedAt: base };
      // A fresh token: a long upload may have outlived the one used for it.
      await updateRecord(collection, record._id, body, await user.getIdToken());
      leaveWith(FORM_TEXT.saved);
    } catch (err) {
      setProblem(problemFrom(err));
      setBusy(null);
      setProgress(null);
    }
  }

  async function create() {
    if (!validate()) return;
    setBusy('save');
    setProblem(null);
    try {
      const token = await user.getIdToken();
      if (Object.keys(files).length > 0) setProgress(0);
      await createRecord(collection, createFormData(def, values, files), token, setProgress);
      leaveWith(FORM_TEXT.created);
    } catch (err) {
      setProblem(problemFrom(err));
      setBusy(null);
      setProgress(null);
    }
  }

  async function remove() {
    if (!record || !window.confirm(FORM_TEXT.confirmDelete)) return;
    setBusy('delete');
    setProblem(null);
    try {
      await deleteRecord(collection, record._id, await user.getIdToken());
      leaveWith(FORM_TEXT.deleted);
    } catch (err) {
      setProblem(problemFrom(err));
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void (mode === 'edit' ? saveEdit() : create());
  }

  const disabled = busy !== null;
  const status =
    busy === 'delete'
      ? FORM_TEXT.deleting
      : busy && progress !== null && progress < 1
        ? FORM_TEXT.uploading
        : busy
          ? mode === 'edit'
            ? FORM_TEXT.saving
            : FORM_TEXT.creating
          : null;

  return (
    <form className="adm-form" onSubmit={onSubmit} noValidate aria-busy={disabled}>
      {Object.values(def.fields).some((f) => f.required) && (
        <p className="adm-field__hint adm-form__required">{FORM_TEXT.requiredNote}</p>
      )}
      <div className="adm-form__fields">
        {Object.entries(def.fields).map(([key, field]) => {
          // fileName fields show the chosen file's name as soon as one is chosen.
          const owner = field.kind === 'fileName' ? nameFieldOwner[key] : undefined;
          const nameKey = isFileField(field) ? field.nameField : undefined;
          const displayName =
            field.kind === 'fileName'
              ? ((owner && files[owner]?.name) ?? String(values[key] ?? ''))
              : nameKey
                ? String(values[nameKey] ?? '')
                : '';
          return (
            <FieldWidget
              key={key}
              name={key}
              field={field}
              id={fieldId(key)}
              value={values[key] ?? ''}
              onChange={(value) => setValue(key, value)}
              chosen={files[key]}
              onChoose={(file) => setFile(key, file)}
              displayName={displayName}
              disabled={disabled}
              error={problem?.field === key ? problem.message : undefined}
            />
          );
        })}
      </div>

      <div className="adm-form__actions">
        {problem && (
          <div className="adm-alert" role="alert">
            <p className="adm-alert__message">{problem.message}</p>
            {problem.conflict && <p>{FORM_TEXT.conflictHelp}</p>}
            {problem.conflict && mode === 'edit' && (
              <div className="adm-alert__actions">
                <button type="button" className="adm-btn adm-btn--small" disabled={disabled} onClick={() => void saveEdit({ overwrite: true })}>
                  {FORM_TEXT.conflictOverwrite}
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn--small adm-btn--ghost"
                  disabled={disabled}
                  onClick={() => props.onReload()}
                >
                  {FORM_TEXT.conflictReload}
                </button>
              </div>
            )}
          </div>
        )}
        {status && (
          <div className="adm-form__status" role="status">
            <span>{status}</span>
            {progress !== null && (
              <>
                <progress max={1} value={progress} aria-label={FORM_TEXT.uploadProgress} />
                <span>{Math.round(progress * 100)} %</span>
              </>
            )}
          </div>
        )}
        <div className="adm-form__buttons">
          <button type="submit" className="adm-btn adm-btn--primary" disabled={disabled}>
            {mode === 'edit' ? FORM_TEXT.save : FORM_TEXT.create}
          </button>
          <button type="button" className="adm-btn" disabled={disabled} onClick={() => navigate(listPath)}>
            {FORM_TEXT.back}
          </button>
          {dirty && !disabled && <span className="adm-form__dirty">{FORM_TEXT.unsaved}</span>}
          {mode === 'edit' && def.canDelete && (
            <button type="button" className="adm-btn adm-btn--danger adm-form__delete" disabled={disabled} onClick={() => void remove()}>
              {FORM_TEXT.remove}
            </button>
          )}
        </div>
      </div>
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
