/**
 * "Instituciones" (`secretaria` only): the schools of the platform with their address and state,
 * and per school "Retirar" (after a confirmation that names it: its addresses then answer 410
 * with the directory's link), "Reactivar" for a retired one, and "Descargar datos" (its whole
 * backup, GET /api/plataforma/colegios/{id}/exportar, saved as a zip).
 */
import './secretaria-sections.css';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { platformFetch, platformRequest } from './platform-request';
import type { ConsoleSession, SecretariaSection } from './sections';

export const SCHOOLS_TEXT = {
  title: 'Instituciones',
  caption: 'Instituciones de la plataforma',
  name: 'Institución',
  address: 'Dirección del sitio',
  state: 'Estado',
  actions: 'Acciones',
  active: 'Activa',
  retired: 'Retirada',
  retire: 'Retirar',
  reactivate: 'Reactivar',
  download: 'Descargar datos',
  downloading: 'Preparando la descarga…',
  loading: 'Cargando las instituciones…',
  confirm: (name: string) =>
    `¿Retirar «${name}»? Su sitio, su administración y sus archivos dejarán de publicarse: sus direcciones dirán que ya no está en la plataforma y enlazarán el directorio. Sus datos se conservan y se pueden descargar; puede reactivarla después.`,
  confirmYes: (name: string) => `Sí, retirar «${name}»`,
  cancel: 'Cancelar',
  retiredDone: (name: string) => `«${name}» quedó retirada.`,
  reactivatedDone: (name: string) => `«${name}» volvió a publicar su sitio.`,
} as const;

interface SchoolRow {
  id: string;
  name: string;
  municipio: string;
  status: 'activa' | 'retirada';
  url: string;
}

/** Saves a downloaded answer as a file (the export is a zip of the school's backup). */
async function saveAnswer(res: Response, fallback: string) {
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function SchoolsList({ session }: { session: ConsoleSession }) {
  const [schools, setSchools] = useState<SchoolRow[] | null>(null);
  const [confirming, setConfirming] = useState<SchoolRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  // Read again after each change (its number goes up).
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    platformRequest<SchoolRow[]>(session, '/api/plataforma/colegios').then(
      (rows) => live && setSchools(rows),
      (err: unknown) => live && setMessage({ text: (err as Error).message, error: true }),
    );
    return () => {
      live = false;
    };
  }, [session, version]);

  async function change(school: SchoolRow, action: 'retirar' | 'reactivar') {
    setBusy(school.id);
    try {
      await platformRequest(session, `/api/plataforma/colegios/${school.id}/${action}`, { method: 'POST' });
      setMessage({
        text:
          action === 'retirar'
            ? SCHOOLS_TEXT.retiredDone(school.name)
            : SCHOOLS_TEXT.reactivatedDone(school.name),
      });
      setConfirming(null);
      setVersion((v) => v + 1);
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : String(err), error: true });
    } finally {
      setBusy(null);
    }
  }

  async function download(school: SchoolRow) {
    setBusy(school.id);
    try {
      const res = await platformFetch(session, `/api/plataforma/colegios/${school.id}/exportar`);
      await saveAnswer(res, `${school.id}-copia.zip`);
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : String(err), error: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="adm-page" aria-labelledby="instituciones-titulo">
      <h1 id="instituciones-titulo" className="adm-toolbar__title">
        {SCHOOLS_TEXT.title}
      </h1>
      {message && (
        <div className={message.error ? 'adm-alert' : 'adm-notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
      {confirming && (
        <div className="adm-confirm sec-confirm" role="alertdialog" aria-labelledby="retirar-texto">
          <p id="retirar-texto" className="adm-confirm__text">
            {SCHOOLS_TEXT.confirm(confirming.name)}
          </p>
          <button
            type="button"
            className="adm-btn adm-btn--danger"
            disabled={busy === confirming.id}
            onClick={() => void change(confirming, 'retirar')}
          >
            {SCHOOLS_TEXT.confirmYes(confirming.name)}
          </button>{' '}
          <button type="button" className="adm-btn" onClick={() => setConfirming(null)}>
            {SCHOOLS_TEXT.cancel}
          </button>
        </div>
      )}
      {!schools ? (
        <p role="status">{SCHOOLS_TEXT.loading}</p>
      ) : (
        <div className="sec-table-wrap">
          <table className="sec-table">
            <caption>{SCHOOLS_TEXT.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{SCHOOLS_TEXT.name}</th>
                <th scope="col">{SCHOOLS_TEXT.address}</th>
                <th scope="col">{SCHOOLS_TEXT.state}</th>
                <th scope="col">{SCHOOLS_TEXT.actions}</th>
              </tr>
            </thead>
            <tbody>
              {schools.map((school) => (
                <tr key={school.id}>
                  <th scope="row" data-label={SCHOOLS_TEXT.name}>
                    {school.name}
                    <span className="sec-muted"> · {school.municipio}</span>
                  </th>
                  <td data-label={SCHOOLS_TEXT.address}>
                    <a href={school.url}>{school.url}</a>
                  </td>
                  <td data-label={SCHOOLS_TEXT.state}>
                    {school.status === 'retirada' ? SCHOOLS_TEXT.retired : SCHOOLS_TEXT.active}
                  </td>
                  <td data-label={SCHOOLS_TEXT.actions}>
                    <div className="sec-actions">
                      {school.status === 'activa' ? (
                        <button
                          type="button"
                          className="adm-btn adm-btn--danger adm-btn--small"
                          aria-label={`${SCHOOLS_TEXT.retire} «${school.name}»`}
                          disabled={busy === school.id}
                          onClick={() => setConfirming(school)}
                        >
                          {SCHOOLS_TEXT.retire}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="adm-btn adm-btn--small"
                          aria-label={`${SCHOOLS_TEXT.reactivate} «${school.name}»`}
                          disabled={busy === school.id}
                          onClick={() => void change(school, 'reactivar')}
                        >
                          {SCHOOLS_TEXT.reactivate}
                        </button>
                      )}
                      <button
                        type="button"
                        className="adm-btn adm-btn--small"
                        aria-label={`${SCHOOLS_TEXT.download} de «${school.name}»`}
                        disabled={busy === school.id}
                        onClick={() => void download(school)}
                      >
                        {busy === school.id ? SCHOOLS_TEXT.downloading : SCHOOLS_TEXT.download}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export const SCHOOLS_SECTION: SecretariaSection = {
  path: 'instituciones',
  label: SCHOOLS_TEXT.title,
  access: 'write',
  route: (session) => ({ Component: () => <SchoolsList session={session} /> }),
};
