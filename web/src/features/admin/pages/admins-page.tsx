/**
 * "Administradores" (issue 13): who holds the admin claim, add one by e-mail (the server answers
 * a one-time link to choose a password, which this administrator passes on: the server sends no
 * e-mail), and revoke one. The server refuses revoking oneself or the last administrator; its
 * Spanish message is shown as is.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '@/config/paths';
import { useAdminUser } from '@/features/auth/auth-context';
import { Spinner } from '@/components/spinner';
import { addAdmin, listAdmins, revokeAdmin, type AddedAdmin, type AdminAccount } from '../api/admins-api';
import { problemFrom } from '../form/problem';
import { PageHeader } from './page-header';
import { LoadFailedAlert } from '../components/load-failed-alert';
import { formatStamp } from '../lib/format-stamp';

export const ADMINS_TEXT = {
  title: 'Administradores',
  back: 'Volver a la administración',
  caption: 'Cuentas con acceso de administrador',
  email: 'Correo electrónico',
  lastSignIn: 'Último ingreso',
  never: 'Nunca',
  you: 'Usted',
  actions: 'Acciones',
  revoke: 'Revocar',
  confirm: (email: string) =>
    `¿Revocar el acceso de administrador de ${email}? Su sesión se cerrará de inmediato.`,
  confirmYes: 'Sí, revocar',
  cancel: 'Cancelar',
  revoked: (email: string) => `Se revocó el acceso de ${email}.`,
  addHeading: 'Agregar administrador',
  addLabel: 'Correo electrónico del nuevo administrador',
  add: 'Agregar',
  adding: 'Agregando…',
  added: (a: AddedAdmin) =>
    a.created
      ? `Se creó la cuenta ${a.email} con acceso de administrador.`
      : `La cuenta ${a.email} tiene acceso de administrador.`,
  linkLabel: 'Enlace para elegir la contraseña (un solo uso)',
  // The server sends nothing for this link (it is answered to this page); in production Firebase
  // itself sends the "¿Olvidó su contraseña?" e-mail, so say which is which.
  linkHelp:
    'Este enlace no se envía por correo: cópielo o compártalo con la persona por un medio seguro. Con él elegirá su contraseña; sirve una sola vez. Si más adelante olvida la contraseña, «¿Olvidó su contraseña?» en la página de ingreso le envía un correo.',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado.',
  loading: 'Cargando los administradores…',
  retry: 'Reintentar',
} as const;


type List =
  { status: 'loading' } | { status: 'ok'; admins: AdminAccount[] } | { status: 'failed'; message: string };

export function AdminsPage() {
  const user = useAdminUser();
  const [list, setList] = useState<List>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Bumped to read the list again (after an add or a revoke, or "Reintentar").
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    user
      .getIdToken()
      .then((token) => listAdmins(token, controller.signal))
      .then(
        (admins) => setList({ status: 'ok', admins }),
        (err: unknown) => {
          if ((err as Error).name !== 'AbortError')
            setList({ status: 'failed', message: problemFrom(err).message });
        },
      );
    return () => controller.abort();
  }, [user, version]);

  async function revoke(admin: AdminAccount) {
    setNotice(null);
    setProblem(null);
    try {
      await revokeAdmin(admin.uid, await user.getIdToken());
      setNotice(ADMINS_TEXT.revoked(admin.email));
      reload();
    } catch (err) {
      setProblem(problemFrom(err).message);
    }
  }

  return (
    <section className="adm-page">
      <PageHeader title={ADMINS_TEXT.title} subtitle={user.email ?? undefined}>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {ADMINS_TEXT.back}
        </Link>
      </PageHeader>
      {notice && (
        <p className="adm-notice" role="status">
          {notice}
        </p>
      )}
      {problem && (
        <div className="adm-alert" role="alert">
          <p className="adm-alert__message">{problem}</p>
        </div>
      )}
      {list.status === 'loading' && <Spinner label={ADMINS_TEXT.loading} />}
      {list.status === 'failed' && (
        <LoadFailedAlert
          message={list.message}
          retryLabel={ADMINS_TEXT.retry}
          onRetry={() => {
            setList({ status: 'loading' });
            reload();
          }}
        />
      )}
      {list.status === 'ok' && <AdminsTable admins={list.admins} selfUid={user.uid} onRevoke={revoke} />}
      <AddAdminForm onAdded={reload} />
    </section>
  );
}

function AdminsTable({
  admins,
  selfUid,
  onRevoke,
}: {
  admins: AdminAccount[];
  selfUid: string;
  onRevoke(admin: AdminAccount): Promise<void>;
}) {
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="adm-sr-only">{ADMINS_TEXT.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{ADMINS_TEXT.email}</th>
            <th scope="col">{ADMINS_TEXT.lastSignIn}</th>
            <th scope="col">{ADMINS_TEXT.actions}</th>
          </tr>
        </thead>
        <tbody>
          {admins.map((admin) => (
            <tr key={admin.uid}>
              <td data-label={ADMINS_TEXT.email}>
                <span>
                  {admin.email}
                  {admin.uid === selfUid && <span className="adm-badge">{ADMINS_TEXT.you}</span>}
                </span>
              </td>
              <td data-label={ADMINS_TEXT.lastSignIn}>
                {admin.lastSignIn ? formatStamp(admin.lastSignIn) : ADMINS_TEXT.never}
              </td>
              <td data-label={ADMINS_TEXT.actions}>
                {asking === admin.uid ? (
                  <div className="adm-confirm" role="group" aria-label={ADMINS_TEXT.confirm(admin.email)}>
                    <p className="adm-confirm__text">{ADMINS_TEXT.confirm(admin.email)}</p>
                    <button
                      type="button"
                      className="adm-btn adm-btn--danger adm-btn--small"
                      disabled={busy}
                      onClick={async () => {
                        setBusy(true);
                        await onRevoke(admin);
                        setBusy(false);
                        setAsking(null);
                      }}
                    >
                      {ADMINS_TEXT.confirmYes}
                    </button>
                    <button
                      type="button"
                      className="adm-btn adm-btn--small"
                      disabled={busy}
                      onClick={() => setAsking(null)}
                    >
                      {ADMINS_TEXT.cancel}
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    className="adm-btn adm-btn--small"
                    aria-label={`${ADMINS_TEXT.revoke} ${admin.email}`}
                    onClick={() => setAsking(admin.uid)}
                  >
                    {ADMINS_TEXT.revoke}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AddAdminForm({ onAdded }: { onAdded(): void }) {
  const user = useAdminUser();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedAdmin | null>(null);
  const [copied, setCopied] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    setAdded(null);
    setCopied(false);
    try {
      setAdded(await addAdmin(email.trim(), await user.getIdToken()));
      setEmail('');
      onAdded();
    } catch (err) {
      // The typed address stays in the field.
      setProblem(problemFrom(err).message);
    } finally {
      setSending(false);
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is selected so Ctrl+C still works.
      document.getElementById(`${id}-link`)?.focus();
    }
  }

  return (
    <form
      className="adm-form adm-admins__add"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-h`}
      aria-busy={sending}
    >
      <h2 id={`${id}-h`} className="adm-toolbar__title">
        {ADMINS_TEXT.addHeading}
      </h2>
      <div className="adm-field">
        <label className="adm-field__label" htmlFor={`${id}-email`}>
          {ADMINS_TEXT.addLabel}
        </label>
        <div className="adm-admins__row">
          <input
            id={`${id}-email`}
            className="adm-input"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="adm-btn adm-btn--primary" disabled={sending}>
            {sending ? ADMINS_TEXT.adding : ADMINS_TEXT.add}
          </button>
        </div>
      </div>
      {problem && (
        <div className="adm-alert" role="alert">
          <p className="adm-alert__message">{problem}</p>
        </div>
      )}
      {added && (
        <div className="adm-admins__link" role="status">
          <p className="adm-notice">{ADMINS_TEXT.added(added)}</p>
          <label className="adm-field__label" htmlFor={`${id}-link`}>
            {ADMINS_TEXT.linkLabel}
          </label>
          <div className="adm-admins__row">
            <input
              id={`${id}-link`}
              className="adm-input adm-input--readonly"
              readOnly
              value={added.link}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="adm-btn" onClick={() => void copy(added.link)}>
              {ADMINS_TEXT.copy}
            </button>
          </div>
          <p className="adm-field__hint">{copied ? ADMINS_TEXT.copied : ADMINS_TEXT.linkHelp}</p>
        </div>
      )}
    </form>
  );
}
