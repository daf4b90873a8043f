/**
 * /secretaria/comunicados: the Secretaría's broadcasts. The list says, for each, how many schools
 * it reaches, which are still to be written and which hide it from their home page; `secretaria`
 * writes a new one (circular with its PDF, or notice) for every school, a municipality or a list,
 * edits one (every copy follows) and withdraws one after confirming. `secretaria-lectura` reads the
 * list only. A refused write keeps the form as it was, with the server's reasons beside the fields.
 */
import { useId, useState, type FormEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import type { ConsoleSession } from '../sections';
import './broadcasts.css';
import {
  editBroadcast,
  listBroadcasts,
  listSchools,
  sendBroadcast,
  withdrawBroadcast,
  type BroadcastKind,
  type BroadcastRow,
  type SchoolRow,
  type Target,
} from './broadcasts-api';

export const BROADCAST_TEXT = {
  title: 'Comunicados a los colegios',
  intro:
    'Escriba una circular (con su PDF) o un aviso una sola vez y elija a qué colegios llega. Cada colegio la publica como propia, marcada «De la Secretaría de Educación».',
  new: 'Nuevo comunicado',
  kind: 'Tipo',
  circular: 'Circular (con PDF)',
  aviso: 'Aviso (barra de avisos)',
  titulo: 'Título',
  texto: 'Texto',
  nivel: 'Nivel del aviso',
  info: 'Información',
  urgente: 'Urgente',
  pdf: 'Documento PDF de la circular',
  pdfPrompt: 'Arrastre el PDF aquí, o haga clic para elegirlo',
  pdfRefused: 'Solo se acepta un archivo PDF.',
  target: 'A qué colegios llega',
  todas: 'Todos los colegios activos',
  municipio: 'Los colegios de un municipio',
  lista: 'Los colegios que elija',
  chooseMunicipio: 'Municipio',
  send: 'Enviar comunicado',
  sending: 'Enviando a los colegios…',
  sent: (n: number) => `Comunicado enviado: ya está en ${n} ${n === 1 ? 'colegio' : 'colegios'}.`,
  list: 'Comunicados enviados',
  empty: 'Todavía no se ha enviado ningún comunicado.',
  reaches: (n: number) => `Llega a ${n} ${n === 1 ? 'colegio' : 'colegios'}`,
  pending: (n: number) => `${n} pendientes de escribir`,
  hiddenBy: 'Lo ocultan de su página de inicio:',
  hiddenByNone: 'Ningún colegio lo oculta de su página de inicio.',
  withdrawn: 'Retirado',
  edit: 'Editar',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
  saved: 'Cambios guardados en todos los colegios.',
  withdraw: 'Retirar',
  confirmWithdraw: (n: number) =>
    `¿Retirar este comunicado? Dejará de publicarse en ${n} ${n === 1 ? 'colegio' : 'colegios'}: su página, las listas, el canal RSS, el buscador y su PDF.`,
  yesWithdraw: 'Sí, retirar',
  withdrawnDone: 'Comunicado retirado de todos los colegios.',
  newPdf: 'Reemplazar el PDF (opcional)',
} as const;

export interface BroadcastsData {
  broadcasts: BroadcastRow[];
  schools: SchoolRow[];
}

/** The section's route: its loader reads the list and the schools together. */
export function broadcastsRoute(session: ConsoleSession) {
  return {
    loader: async ({ request }: { request: Request }): Promise<BroadcastsData> => {
      const [broadcasts, schools] = await Promise.all([
        listBroadcasts(session, request.signal),
        listSchools(session, request.signal),
      ]);
      return { broadcasts, schools };
    },
    Component: () => <BroadcastsScreen session={session} />,
  };
}

type Problem = { message: string; fields: Record<string, string> };
const problemOf = (err: unknown): Problem =>
  err instanceof ApiError
    ? { message: err.message, fields: { ...err.fields } }
    : { message: 'No se pudo completar la operación. Revise la conexión e intente de nuevo.', fields: {} };

function FieldProblem({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="adm-field__error">
      {message}
    </p>
  ) : null;
}

/** One PDF, chosen or dropped (react-dropzone), kept until the form is sent. */
function PdfDrop({
  label,
  file,
  onChoose,
  error,
}: {
  label: string;
  file?: File;
  onChoose(file: File | undefined): void;
  error?: string;
}) {
  const [refused, setRefused] = useState(false);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'application/pdf': ['.pdf'] },
    multiple: false,
    onDrop: (accepted) => {
      setRefused(accepted.length === 0);
      if (accepted[0]) onChoose(accepted[0]);
    },
  });
  const errorId = useId();
  return (
    <div className="adm-field">
      <span className="adm-field__label">{label}</span>
      <div {...getRootProps({ className: `adm-drop${isDragActive ? ' adm-drop--active' : ''}` })}>
        <input {...getInputProps({ 'aria-label': label, 'aria-describedby': errorId })} />
        <p className="adm-drop__prompt">{BROADCAST_TEXT.pdfPrompt}</p>
      </div>
      {file && (
        <p>
          {file.name}{' '}
          <button
            type="button"
            className="adm-btn adm-btn--small adm-btn--ghost"
            onClick={() => onChoose(undefined)}
          >
            Quitar
          </button>
        </p>
      )}
      <FieldProblem id={errorId} message={refused ? BROADCAST_TEXT.pdfRefused : error} />
    </div>
  );
}

function NewBroadcast({
  session,
  schools,
  onDone,
}: {
  session: ConsoleSession;
  schools: SchoolRow[];
  onDone(notice: string): void;
}) {
  const id = useId();
  const active = schools.filter((s) => s.status === 'activa');
  const municipios = [...new Set(active.map((s) => s.municipio).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'es'),
  );
  const [tipo, setTipo] = useState<BroadcastKind>('circular');
  const [titulo, setTitulo] = useState('');
  const [texto, setTexto] = useState('');
  const [nivel, setNivel] = useState<'info' | 'urgente'>('info');
  const [destino, setDestino] = useState<Target['tipo']>('todas');
  const [municipio, setMunicipio] = useState(municipios[0] ?? '');
  const [colegios, setColegios] = useState<string[]>([]);
  const [pdf, setPdf] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const target = (): Target =>
    destino === 'municipio'
      ? { tipo: 'municipio', municipio }
      : destino === 'lista'
        ? { tipo: 'lista', colegios }
        : { tipo: 'todas' };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const sent = await sendBroadcast(session, {
        tipo,
        titulo,
        texto,
        nivel,
        destino: target(),
        ...(tipo === 'circular' && pdf ? { pdf } : {}),
      });
      setTitulo('');
      setTexto('');
      setPdf(undefined);
      onDone(BROADCAST_TEXT.sent(sent.total));
    } catch (err) {
      // The form keeps everything typed and chosen; the reasons go beside their fields.
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  }

  const f = problem?.fields ?? {};
  return (
    <form className="adm-form" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`}>{BROADCAST_TEXT.new}</h2>
      {problem && (
        <p className="adm-alert" role="alert">
          {problem.message}
        </p>
      )}
      <fieldset className="adm-fieldset">
        <legend>{BROADCAST_TEXT.kind}</legend>
        {(['circular', 'aviso'] as const).map((k) => (
          <label key={k} className="adm-check">
            <input type="radio" name="tipo" value={k} checked={tipo === k} onChange={() => setTipo(k)} />{' '}
            {BROADCAST_TEXT[k]}
          </label>
        ))}
      </fieldset>
      <div className="adm-field">
        <label className="adm-field__label adm-field__label--required" htmlFor={`${id}-titulo`}>
          {BROADCAST_TEXT.titulo}
        </label>
        <input
          id={`${id}-titulo`}
          className="adm-input"
          value={titulo}
          aria-invalid={f.titulo ? true : undefined}
          aria-describedby={`${id}-titulo-error`}
          onChange={(e) => setTitulo(e.target.value)}
        />
        <FieldProblem id={`${id}-titulo-error`} message={f.titulo} />
      </div>
      <div className="adm-field">
        <label className="adm-field__label adm-field__label--required" htmlFor={`${id}-texto`}>
          {BROADCAST_TEXT.texto}
        </label>
        <textarea
          id={`${id}-texto`}
          className="adm-input adm-input--area"
          value={texto}
          rows={tipo === 'aviso' ? 2 : 5}
          aria-invalid={f.texto ? true : undefined}
          aria-describedby={`${id}-texto-error`}
          onChange={(e) => setTexto(e.target.value)}
        />
        <FieldProblem id={`${id}-texto-error`} message={f.texto} />
      </div>
      {tipo === 'aviso' ? (
        <div className="adm-field">
          <label className="adm-field__label" htmlFor={`${id}-nivel`}>
            {BROADCAST_TEXT.nivel}
          </label>
          <select
            id={`${id}-nivel`}
            className="adm-input"
            value={nivel}
            onChange={(e) => setNivel(e.target.value as 'info' | 'urgente')}
          >
            <option value="info">{BROADCAST_TEXT.info}</option>
            <option value="urgente">{BROADCAST_TEXT.urgente}</option>
          </select>
        </div>
      ) : (
        <PdfDrop label={BROADCAST_TEXT.pdf} file={pdf} onChoose={setPdf} error={f.pdf} />
      )}
      <fieldset className="adm-fieldset" aria-describedby={`${id}-destino-error`}>
        <legend>{BROADCAST_TEXT.target}</legend>
        {(['todas', 'municipio', 'lista'] as const).map((d) => (
          <label key={d} className="adm-check">
            <input
              type="radio"
              name="destino"
              value={d}
              checked={destino === d}
              onChange={() => setDestino(d)}
            />{' '}
            {BROADCAST_TEXT[d]}
          </label>
        ))}
        {destino === 'municipio' && (
          <div className="adm-field">
            <label className="adm-field__label" htmlFor={`${id}-municipio`}>
              {BROADCAST_TEXT.chooseMunicipio}
            </label>
            <select
              id={`${id}-municipio`}
              className="adm-input"
              value={municipio}
              onChange={(e) => setMunicipio(e.target.value)}
            >
              {municipios.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </div>
        )}
        {destino === 'lista' && (
          <ul className="adm-checklist">
            {active.map((s) => (
              <li key={s.id}>
                <label className="adm-check">
                  <input
                    type="checkbox"
                    value={s.id}
                    checked={colegios.includes(s.id)}
                    onChange={(e) =>
                      setColegios((now) =>
                        e.target.checked ? [...now, s.id] : now.filter((x) => x !== s.id),
                      )
                    }
                  />{' '}
                  <span>
                    {s.name} <span className="adm-muted">({s.municipio})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldProblem id={`${id}-destino-error`} message={f.destino} />
      </fieldset>
      <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
        {busy ? BROADCAST_TEXT.sending : BROADCAST_TEXT.send}
      </button>
    </form>
  );
}

function EditBroadcast({
  session,
  row,
  onDone,
  onCancel,
}: {
  session: ConsoleSession;
  row: BroadcastRow;
  onDone(notice: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [titulo, setTitulo] = useState(row.titulo);
  const [texto, setTexto] = useState(row.texto);
  const [pdf, setPdf] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await editBroadcast(session, row.id, { titulo, texto }, pdf);
      onDone(BROADCAST_TEXT.saved);
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  }
  const f = problem?.fields ?? {};
  return (
    <form
      className="adm-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`${BROADCAST_TEXT.edit}: ${row.titulo}`}
    >
      {problem && (
        <p className="adm-alert" role="alert">
          {problem.message}
        </p>
      )}
      <div className="adm-field">
        <label className="adm-field__label" htmlFor={`${id}-titulo`}>
          {BROADCAST_TEXT.titulo}
        </label>
        <input
          id={`${id}-titulo`}
          className="adm-input"
          value={titulo}
          onChange={(e) => setTitulo(e.target.value)}
        />
        <FieldProblem id={`${id}-titulo-error`} message={f.titulo} />
      </div>
      <div className="adm-field">
        <label className="adm-field__label" htmlFor={`${id}-texto`}>
          {BROADCAST_TEXT.texto}
        </label>
        <textarea
          id={`${id}-texto`}
          className="adm-input adm-input--area"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
        <FieldProblem id={`${id}-texto-error`} message={f.texto} />
      </div>
      {row.tipo === 'circular' && (
        <PdfDrop label={BROADCAST_TEXT.newPdf} file={pdf} onChoose={setPdf} error={f.pdf} />
      )}
      <div className="adm-bc-actions">
        <button type="submit" className="adm-btn adm-btn--small adm-btn--primary" disabled={busy}>
          {BROADCAST_TEXT.save}
        </button>
        <button type="button" className="adm-btn adm-btn--small adm-btn--ghost" onClick={onCancel}>
          {BROADCAST_TEXT.cancel}
        </button>
      </div>
    </form>
  );
}

function BroadcastItem({
  session,
  row,
  names,
  canWrite,
  onDone,
}: {
  session: ConsoleSession;
  row: BroadcastRow;
  names: Map<string, string>;
  canWrite: boolean;
  onDone(notice: string): void;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const active = row.estado === 'activo';
  async function withdraw() {
    setBusy(true);
    setProblem(null);
    try {
      await withdrawBroadcast(session, row.id);
      onDone(BROADCAST_TEXT.withdrawnDone);
    } catch (err) {
      setProblem(problemOf(err).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="adm-broadcast-item">
      <h3>
        {row.titulo} <span className="adm-muted">· {row.tipo === 'circular' ? 'Circular' : 'Aviso'}</span>
        {!active && <span className="adm-muted"> · {BROADCAST_TEXT.withdrawn}</span>}
      </h3>
      <p>
        {BROADCAST_TEXT.reaches(row.total)}
        {row.pendientes.length > 0 && <> · {BROADCAST_TEXT.pending(row.pendientes.length)}</>}
      </p>
      {active && (
        <p>
          {row.ocultoEn.length > 0 ? (
            <>
              {BROADCAST_TEXT.hiddenBy} {row.ocultoEn.map((s) => names.get(s) ?? s).join(', ')}.
            </>
          ) : (
            BROADCAST_TEXT.hiddenByNone
          )}
        </p>
      )}
      {problem && (
        <p className="adm-alert" role="alert">
          {problem}
        </p>
      )}
      {canWrite && active && mode === 'view' && (
        <div className="adm-bc-actions">
          <button type="button" className="adm-btn adm-btn--small" onClick={() => setMode('edit')}>
            {BROADCAST_TEXT.edit}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--small adm-btn--ghost"
            onClick={() => setMode('confirm')}
          >
            {BROADCAST_TEXT.withdraw}
          </button>
        </div>
      )}
      {mode === 'edit' && (
        <EditBroadcast session={session} row={row} onCancel={() => setMode('view')} onDone={onDone} />
      )}
      {mode === 'confirm' && (
        <div role="alertdialog" aria-label={BROADCAST_TEXT.withdraw} className="adm-bc-confirm">
          <p>{BROADCAST_TEXT.confirmWithdraw(row.total)}</p>
          <div className="adm-bc-actions">
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--primary"
              disabled={busy}
              onClick={() => void withdraw()}
            >
              {BROADCAST_TEXT.yesWithdraw}
            </button>
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--ghost"
              onClick={() => setMode('view')}
            >
              {BROADCAST_TEXT.cancel}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

export function BroadcastsScreen({ session }: { session: ConsoleSession }) {
  const { broadcasts, schools } = useLoaderData() as BroadcastsData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  const names = new Map(schools.map((s) => [s.id, s.name]));
  const canWrite = session.role === 'secretaria';
  const done = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };
  return (
    <section className="adm-page">
      <h1>{BROADCAST_TEXT.title}</h1>
      <p>{BROADCAST_TEXT.intro}</p>
      {notice && (
        <p className="adm-notice" role="status">
          {notice}
        </p>
      )}
      {canWrite && <NewBroadcast session={session} schools={schools} onDone={done} />}
      <h2>{BROADCAST_TEXT.list}</h2>
      {broadcasts.length === 0 ? (
        <p>{BROADCAST_TEXT.empty}</p>
      ) : (
        <ul className="adm-broadcasts">
          {broadcasts.map((row) => (
            <BroadcastItem
              key={`${row.id}@${row.version}`}
              session={session}
              row={row}
              names={names}
              canWrite={canWrite}
              onDone={done}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
