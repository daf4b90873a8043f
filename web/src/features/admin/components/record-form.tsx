/**
 * The one edit/create form for every collection. Which fields it shows, their widgets, labels,
 * validation and upload rules all come from the collection's declaration in the shared model.
 * This file keeps the views; the save flow (validate, upload, JSON write, errors) is
 * useRecordSave. Unlike the old site, any failure is shown here and nothing typed or chosen is lost.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  can,
  getCollection,
  issueFields,
  isFileField,
  writeCapabilityOf,
  type AnyRecord,
  type CollectionName,
  type FieldDef,
  type FieldValue,
} from '@model';
import { useRole } from '@/features/auth/auth-context';
import { draftFieldFor, withDraftDefault } from '../review/draft-form';
import { CreateReviewActions, type CreateStep } from '../review/create-actions';
import { ADMIN_PATHS } from '@/config/paths';
import { FORM_TEXT } from '../form/form-text';
import { useLeaveGuard } from '../form/use-leave-guard';
import { useRecordSave } from '../form/use-record-save';
import {
  createValues,
  fileFieldsByNameField,
  initialFollowing,
  sameValues,
  valuesFromRecord,
  withFollowers,
  type ChosenFiles,
  type FormValues,
} from '../form/values';
import { ConfirmDialog } from './confirm-dialog';
import { CROP_TEXT } from './crop/crop-text';
import { ErrorSummary } from './error-summary';
import { FieldWidget } from './field-widget';
import { FormIndex } from './form-index';
import { HistoryPanel } from './history/history-panel';
import { LeaveDialog } from './leave-dialog';

/**
 * The declaration's fields in order, consecutive fields of one `group` together: a long form (the
 * school's settings) reads as sections, a short one stays a plain list.
 */
function fieldGroups(fields: Record<string, FieldDef>): Array<{ group?: string; keys: string[] }> {
  const runs: Array<{ group?: string; keys: string[] }> = [];
  for (const [key, field] of Object.entries(fields)) {
    const last = runs.at(-1);
    if (last && last.group === field.group) last.keys.push(key);
    else runs.push({ group: field.group, keys: [key] });
  }
  return runs;
}

export type RecordFormProps =
  | { mode: 'edit'; collection: CollectionName; record: AnyRecord; onReload(): void }
  | { mode: 'create'; collection: CollectionName };

export function RecordForm(props: RecordFormProps) {
  const { mode, collection } = props;
  const record = mode === 'edit' ? props.record : undefined;
  const def = getCollection(collection);
  const navigate = useNavigate();
  const formId = useId();
  const role = useRole();

  // The status field starts as a draft for a colaborador; an editor chooses a new record's state.
  const initial = useMemo(
    () =>
      withDraftDefault(
        def,
        record ? valuesFromRecord(def, record) : createValues(def),
        role,
        collection,
        !record,
      ),
    [def, record, role, collection],
  );
  const nameFieldOwner = useMemo(() => fileFieldsByNameField(def), [def]);
  const [values, setValues] = useState<FormValues>(initial);
  const [files, setFiles] = useState<ChosenFiles>({});
  // "Eliminar" asks in a dialog of the page first.
  const [asking, setAsking] = useState(false);

  const dirty = !sameValues(values, initial) || Object.keys(files).length > 0;
  const { blocker, allowLeave } = useLeaveGuard(dirty);
  const fieldId = (key: string) => `${formId}-${key}`;
  const groups = useMemo(() => fieldGroups(def.fields), [def]);
  const sectionId = (index: number) => `${formId}-section-${index}`;
  const listPath = ADMIN_PATHS.list(collection);

  // Fields declared to follow another (an event's «Fin»: «Inicio» + 1 h) move with it until changed by hand.
  const [following, setFollowing] = useState(() => initialFollowing(def, initial, mode === 'create'));
  const setValue = (key: string, value: FieldValue) => {
    const still = following.has(key) ? new Set([...following].filter((k) => k !== key)) : following;
    if (still !== following) setFollowing(still);
    setValues((v) => withFollowers(def, { ...v, [key]: value }, still));
  };
  // Fields whose file is still being prepared (a crop being encoded): a save waits for them.
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(new Set());
  const setFieldPreparing = (key: string, busy: boolean) =>
    setPreparing((current) => {
      if (current.has(key) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  const setFile = (key: string, file: File | undefined) =>
    setFiles((current) => {
      const next = { ...current };
      if (file) next[key] = file;
      else delete next[key];
      return next;
    });

  // A create's own button ("Enviar a revisión", a draft to preview) says where to go and what to say.
  const step = useRef<CreateStep | null>(null);
  const { busy, progress, problem, refusals, save, remove, restoreVersion } = useRecordSave({
    collection,
    record,
    values,
    files,
    onDone(done) {
      allowLeave();
      const after = step.current;
      if (after?.to === 'edit' && done.createdId)
        navigate(ADMIN_PATHS.edit(collection, done.createdId), { state: { notice: after.notice } });
      else navigate(listPath, { state: after ? { ...done, notice: after.notice } : done });
    },
  });

  // Every problem of a refused record, beside its field and in the summary on top, which takes
  // the focus after each refused save (once React has put it on the page).
  const issues = problem?.issues ?? [];
  const fieldErrors = issueFields(issues);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  // "Crear" pressed while a cropped picture is still being prepared: the save waits for it and
  // then runs with the form as it is then, the picture in it (never a press that does nothing).
  const [saveWhenReady, setSaveWhenReady] = useState(false);
  const savingWhenReady = useRef(false);
  useEffect(() => {
    if (!saveWhenReady || preparing.size > 0 || savingWhenReady.current) return;
    savingWhenReady.current = true;
    void save().finally(() => {
      savingWhenReady.current = false;
      setSaveWhenReady(false);
    });
  }, [saveWhenReady, preparing, save]);

  function renderField(key: string) {
    const field = def.fields[key]!;
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
        field={draftFieldFor(def, key, field, role, collection, mode === 'create')}
        id={fieldId(key)}
        value={values[key] ?? ''}
        onChange={(value) => setValue(key, value)}
        collection={collection}
        values={values}
        chosen={files[key]}
        onChoose={(file) => setFile(key, file)}
        displayName={displayName}
        disabled={disabled}
        error={fieldErrors[key]}
        onPreparing={(busy) => setFieldPreparing(key, busy)}
      />
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    step.current = null;
    if (preparing.size > 0) setSaveWhenReady(true);
    else void save();
  }

  const disabled = busy !== null;
  const waiting = saveWhenReady && preparing.size > 0;
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
    <form className="adm-form" onSubmit={onSubmit} noValidate aria-busy={disabled || waiting}>
      {issues.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          issues={issues}
          fieldId={(key) => (key in def.fields ? fieldId(key) : null)}
        />
      )}
      {Object.values(def.fields).some((f) => f.required) && (
        <p className="adm-field__hint adm-form__required">{FORM_TEXT.requiredNote}</p>
      )}
      <FormIndex
        sections={groups.flatMap(({ group }, i) => (group ? [{ id: sectionId(i), title: group }] : []))}
      />
      <div className="adm-form__fields">
        {groups.map(({ group, keys }, i) =>
          group ? (
            <fieldset key={group} id={sectionId(i)} className="adm-fieldset adm-fieldset--group">
              <legend>{group}</legend>
              {keys.map(renderField)}
            </fieldset>
          ) : (
            keys.map(renderField)
          ),
        )}
      </div>

      <div className="adm-form__actions">
        {/* A failure that is not about the values (a conflict, the network) is said by the buttons. */}
        {problem && issues.length === 0 && (
          <div className="adm-alert" role="alert">
            <p className="adm-alert__message">{problem.message}</p>
            {problem.conflict && <p>{FORM_TEXT.conflictHelp}</p>}
            {problem.conflict && mode === 'edit' && (
              <div className="adm-alert__actions">
                <button
                  type="button"
                  className="adm-btn adm-btn--small"
                  disabled={disabled}
                  onClick={() => void save({ overwrite: true })}
                >
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
            {waiting ? CROP_TEXT.working : mode === 'edit' ? FORM_TEXT.save : FORM_TEXT.create}
          </button>
          {mode === 'create' && (
            <CreateReviewActions
              collection={collection}
              disabled={disabled}
              onCreate={(next) => {
                step.current = next;
                void save({ set: next.set });
              }}
            />
          )}
          <button type="button" className="adm-btn" disabled={disabled} onClick={() => navigate(listPath)}>
            {FORM_TEXT.back}
          </button>
          {dirty && !disabled && <span className="adm-form__dirty">{FORM_TEXT.unsaved}</span>}
          {mode === 'edit' && def.canDelete && can(role, writeCapabilityOf(collection)) && (
            <button
              type="button"
              className="adm-btn adm-btn--danger adm-form__delete"
              disabled={disabled}
              onClick={() => setAsking(true)}
            >
              {FORM_TEXT.remove}
            </button>
          )}
        </div>
      </div>
      {record && can(role, 'history') && (
        <HistoryPanel
          collection={collection}
          current={record}
          onRestore={(version) => void restoreVersion(valuesFromRecord(def, version.values))}
        />
      )}
      {asking && (
        <ConfirmDialog
          title={FORM_TEXT.confirmDeleteTitle}
          confirmLabel={FORM_TEXT.confirmDeleteYes}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void remove();
          }}
        >
          <p>{FORM_TEXT.confirmDeleteBody}</p>
        </ConfirmDialog>
      )}
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
