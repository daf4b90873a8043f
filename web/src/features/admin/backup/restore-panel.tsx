/**
 * "Restaurar una copia" on the backup screen: the administrator chooses a backup's zip; the
 * server checks all of it and compares it with the site without writing (the dry run: per
 * section, what is new, what replaces a different record, what is already so; the files; what is
 * not written and why); only on "Restaurar ahora" does it write, and the screen shows its progress
 * by reading the restore's entry while it runs. The last restores (and refused attempts) are
 * listed below: who, when, which file, what came of it.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getCollection, isCollectionName } from '@model';
import { ApiError } from '@/lib/api-client';
import type { AdminSession } from '../admin-session';
import { AdminTable } from '../components/admin-table';
import { formatStamp } from '../lib/format-stamp';
import { checkRestore, confirmRestore, getRestore, listRestores, type RestoreEntry } from './backup-api';

export const RESTORE_TEXT = {
  title: 'Restaurar una copia',
  intro:
    'Suba un archivo .zip descargado de esta pantalla. Primero se revisa completo y se le muestra qué cambiaría, sin escribir nada; solo se restaura cuando usted lo confirma.',
  file: 'Archivo de la copia (.zip)',
  fileHint:
    'Solo copias de este mismo sitio, de hasta 31 MB. Una copia más grande, o para llevar el sitio a otro proyecto, la restaura un técnico con la línea de comandos (README.md, «Copia de seguridad»).',
  check: 'Revisar la copia',
  checking: 'Revisando la copia (no se escribe nada)…',
  uploading: 'Subiendo la copia…',
  refused: 'La copia no se puede restaurar:',
  dryRunTitle: 'Prueba sin escribir: esto es lo que haría la restauración',
  backupOf: 'Copia del',
  caption: 'Qué se escribiría, por sección',
  section: 'Sección',
  news: 'Nuevos',
  replaced: 'Cambiados',
  unchanged: 'Iguales',
  replacedHint:
    'Cambiados: registros que el sitio tiene distintos de la copia; se reemplazan por los de la copia. Iguales: ya están como en la copia; no se tocan.',
  nothing: 'Nada que escribir: el sitio ya tiene cada registro de la copia tal como está en ella.',
  same: 'Sin cambios (ya iguales a la copia):',
  files: (n: number, same: number) =>
    `Archivos: ${n} ${n === 1 ? 'nuevo' : 'nuevos'}, ${same} que ya ${same === 1 ? 'está' : 'están'}.`,
  notWritten: 'Lo que no se escribe, y por qué',
  keeps:
    'Nada se borra: lo que el sitio tiene y la copia no, se queda. Cada registro reemplazado guarda su estado actual en su historial, desde donde se puede recuperar.',
  confirm: 'Restaurar ahora',
  cancel: 'Cancelar',
  expires: 'Puede confirmarla hasta:',
  running: 'Restaurando…',
  progress: 'Progreso de la restauración',
  step: (done: number, total: number) => `${done} de ${total} escrituras`,
  written: (docs: number, files: number) =>
    `${docs} ${docs === 1 ? 'documento' : 'documentos'} y ${files} ${files === 1 ? 'archivo' : 'archivos'} escritos.`,
  done: (docs: number, files: number) => `Restauración completa: ${RESTORE_TEXT.written(docs, files)}`,
  historyTitle: 'Restauraciones anteriores',
  historyCaption: 'Restauraciones, de la más reciente a la más antigua',
  when: 'Fecha',
  who: 'Quién',
  what: 'Archivo',
  outcome: 'Resultado',
  noHistory: 'Todavía no se ha restaurado ninguna copia desde esta pantalla.',
  states: {
    checked: 'Revisada, sin confirmar',
    running: 'En curso',
    done: 'Restaurada',
    failed: 'Se detuvo',
    refused: 'Rechazada',
    expired: 'Sin confirmar (caducó)',
  },
} as const;

/** A set's name for the administrator: the section's label, the Papelera, the history. */
export function setLabel(set: string): string {
  if (isCollectionName(set)) return getCollection(set).label;
  if (set === '_trash') return 'Papelera';
  if (set === '_history') return 'Historial de versiones';
  if (set === 'ita') return 'Índice de Transparencia';
  return set;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'refused'; message: string }
  | { kind: 'checked'; entry: RestoreEntry }
  | { kind: 'running'; entry: RestoreEntry }
  | { kind: 'done'; entry: RestoreEntry }
  | { kind: 'failed'; message: string };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

function outcomeOf(e: RestoreEntry): string {
  const state = RESTORE_TEXT.states[e.state];
  if (e.state === 'done' && e.result)
    return `${state}: ${RESTORE_TEXT.written(e.result.documents, e.result.files)}`;
  if (e.error) return `${state}: ${e.error}`;
  return state;
}

export function RestorePanel({ session }: { session: AdminSession }) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [history, setHistory] = useState<RestoreEntry[] | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const refreshHistory = useCallback(() => {
    void session
      .token()
      .then((token) => listRestores(token))
      .then(setHistory, () => setHistory([]));
  }, [session]);
  useEffect(refreshHistory, [refreshHistory]);

  // The outcome of each step is where the keyboard is next.
  useEffect(() => {
    if (phase.kind !== 'idle' && phase.kind !== 'uploading') statusRef.current?.focus();
  }, [phase.kind]);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setPhase({ kind: 'refused', message: 'Elija el archivo .zip de la copia de seguridad.' });
      return;
    }
    setPhase({ kind: 'uploading', fraction: 0 });
    try {
      const token = await session.token();
      const entry = await checkRestore(file, token, (fraction) => setPhase({ kind: 'uploading', fraction }));
      setPhase({ kind: 'checked', entry });
    } catch (err) {
      setPhase({ kind: 'refused', message: messageOf(err) });
    }
    refreshHistory();
  }

  async function confirm(entry: RestoreEntry) {
    setPhase({ kind: 'running', entry });
    const token = await session.token();
    let finished = false;
    // The entry's progress while the confirmation's request runs.
    const poll = async () => {
      while (!finished) {
        await new Promise((r) => setTimeout(r, 1000));
        if (finished) return;
        const now = await getRestore(entry.id, token).catch(() => null);
        if (now && !finished) setPhase({ kind: 'running', entry: now });
      }
    };
    void poll();
    try {
      const done = await confirmRestore(entry.id, token);
      finished = true;
      setPhase({ kind: 'done', entry: done });
    } catch (err) {
      // A proxy's time limit (Hosting's 60 s) or a lost connection may end the request while the
      // restore goes on: its entry says how it ends. A refusal (4xx) is the answer itself.
      const cut = !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
      let now: RestoreEntry | null = null;
      // Up to the function's own limit (540 s) and a little more.
      for (let tries = 0; cut && tries < 300; tries += 1) {
        now = await getRestore(entry.id, token).catch(() => null);
        if (now && now.state !== 'running') break;
        if (now) setPhase({ kind: 'running', entry: now });
        await new Promise((r) => setTimeout(r, 2000));
      }
      finished = true;
      if (now?.state === 'done') setPhase({ kind: 'done', entry: now });
      else setPhase({ kind: 'failed', message: now?.error ?? messageOf(err) });
    }
    refreshHistory();
  }

  const busy = phase.kind === 'uploading' || phase.kind === 'running';

  return (
    <section className="adm-backup__restore" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="adm-backup__heading">
        {RESTORE_TEXT.title}
      </h2>
      <p>{RESTORE_TEXT.intro}</p>
      <form onSubmit={(e) => void check(e)} className="adm-restore__form">
        <label htmlFor={`${id}-file`} className="adm-field__label">
          {RESTORE_TEXT.file}
        </label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          name="copia"
          accept=".zip,application/zip"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={() => setPhase({ kind: 'idle' })}
        />
        <p id={`${id}-hint`} className="adm-field__hint">
          {RESTORE_TEXT.fileHint}
        </p>
        <p>
          <button type="submit" className="adm-btn" disabled={busy}>
            {RESTORE_TEXT.check}
          </button>
        </p>
      </form>

      {phase.kind === 'uploading' && (
        <div role="status" className="adm-restore__status">
          <p>{phase.fraction < 1 ? RESTORE_TEXT.uploading : RESTORE_TEXT.checking}</p>
          <progress max={1} value={phase.fraction} aria-label={RESTORE_TEXT.uploading} />
        </div>
      )}
      {(phase.kind === 'refused' || phase.kind === 'failed') && (
        <div className="adm-alert" role="alert" tabIndex={-1} ref={statusRef}>
          <p className="adm-alert__message">
            {phase.kind === 'refused' ? `${RESTORE_TEXT.refused} ${phase.message}` : phase.message}
          </p>
        </div>
      )}
      {phase.kind === 'checked' && (
        <DryRun
          entry={phase.entry}
          statusRef={statusRef}
          onConfirm={() => void confirm(phase.entry)}
          onCancel={() => {
            setPhase({ kind: 'idle' });
            if (fileRef.current) fileRef.current.value = '';
          }}
        />
      )}
      {phase.kind === 'running' && (
        <div role="status" className="adm-restore__status" tabIndex={-1} ref={statusRef}>
          <p>{RESTORE_TEXT.running}</p>
          <progress
            max={Math.max(phase.entry.progress?.total ?? 0, 1)}
            value={phase.entry.progress?.done ?? 0}
            aria-label={RESTORE_TEXT.progress}
          />
          {phase.entry.progress && phase.entry.progress.total > 0 && (
            <p className="adm-muted">
              {RESTORE_TEXT.step(phase.entry.progress.done, phase.entry.progress.total)}
            </p>
          )}
        </div>
      )}
      {phase.kind === 'done' && phase.entry.result && (
        <div role="status" className="adm-restore__done" tabIndex={-1} ref={statusRef}>
          <p>{RESTORE_TEXT.done(phase.entry.result.documents, phase.entry.result.files)}</p>
        </div>
      )}

      <h3 className="adm-backup__subheading">{RESTORE_TEXT.historyTitle}</h3>
      {history === null ? null : history.length === 0 ? (
        <p className="adm-empty">{RESTORE_TEXT.noHistory}</p>
      ) : (
        <AdminTable
          caption={RESTORE_TEXT.historyCaption}
          columns={[RESTORE_TEXT.when, RESTORE_TEXT.who, RESTORE_TEXT.what, RESTORE_TEXT.outcome]}
        >
          {history.map((e) => (
            <tr key={e.id}>
              <td data-label={RESTORE_TEXT.when}>
                <time dateTime={e.finishedAt ?? e.uploadedAt}>
                  {formatStamp(e.finishedAt ?? e.uploadedAt)}
                </time>
              </td>
              <td data-label={RESTORE_TEXT.who}>{e.by?.email}</td>
              <td data-label={RESTORE_TEXT.what}>{e.fileName}</td>
              <td data-label={RESTORE_TEXT.outcome}>{outcomeOf(e)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function DryRun({
  entry,
  statusRef,
  onConfirm,
  onCancel,
}: {
  entry: RestoreEntry;
  statusRef: React.RefObject<HTMLDivElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dry = entry.dryRun!;
  // The sections something would be written in; the others in one line.
  const sets = dry.sets.filter((s) => s.new + s.replaced > 0);
  const same = dry.sets.filter((s) => s.new + s.replaced === 0 && s.unchanged > 0);
  const columns = [RESTORE_TEXT.section, RESTORE_TEXT.news, RESTORE_TEXT.replaced, RESTORE_TEXT.unchanged];
  return (
    <div
      className="adm-restore__dry"
      tabIndex={-1}
      ref={statusRef}
      aria-labelledby={`dry-${entry.id}`}
      role="region"
    >
      <h3 id={`dry-${entry.id}`} className="adm-backup__subheading">
        {RESTORE_TEXT.dryRunTitle}
      </h3>
      <p className="adm-muted">
        {entry.fileName}
        {entry.backupCreatedAt ? ` · ${RESTORE_TEXT.backupOf} ${formatStamp(entry.backupCreatedAt)}` : ''}
      </p>
      {sets.length === 0 ? (
        <p>
          <strong>{RESTORE_TEXT.nothing}</strong>
        </p>
      ) : (
        <>
          <AdminTable caption={RESTORE_TEXT.caption} columns={columns}>
            {sets.map((s) => (
              <tr key={s.set}>
                <td data-label={RESTORE_TEXT.section}>{setLabel(s.set)}</td>
                <td data-label={RESTORE_TEXT.news}>{s.new}</td>
                <td data-label={RESTORE_TEXT.replaced}>{s.replaced}</td>
                <td data-label={RESTORE_TEXT.unchanged}>{s.unchanged}</td>
              </tr>
            ))}
          </AdminTable>
          <p className="adm-muted">{RESTORE_TEXT.replacedHint}</p>
        </>
      )}
      {same.length > 0 && (
        <p>
          {RESTORE_TEXT.same} {same.map((s) => `${setLabel(s.set)} (${s.unchanged})`).join(', ')}.
        </p>
      )}
      <p>{RESTORE_TEXT.files(dry.fileCounts.new, dry.fileCounts.unchanged)}</p>
      {dry.refused.length > 0 && (
        <>
          <h4 className="adm-backup__subheading">{RESTORE_TEXT.notWritten}</h4>
          <ul>
            {dry.refused.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
      <p className="adm-muted">{RESTORE_TEXT.keeps}</p>
      <p className="adm-muted">
        {RESTORE_TEXT.expires} {formatStamp(entry.expiresAt)}
      </p>
      <p className="adm-restore__actions">
        <button type="button" className="adm-btn adm-btn--primary" onClick={onConfirm}>
          {RESTORE_TEXT.confirm}
        </button>
        <button type="button" className="adm-btn" onClick={onCancel}>
          {RESTORE_TEXT.cancel}
        </button>
      </p>
    </div>
  );
}
