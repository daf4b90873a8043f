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
import { addAdmin, listAdmins, newAdminLink, revokeAdmin, type AddedAdmin, type AdminAccount } from '../api/admins-api';
import { problemFrom } from '../form/problem';
import { PageHeader } from './page-header';
import { LoadFailedAlert } from '../components/load-failed-alert';
import { SHARE_TEXT, ShareLink } from '../components/share-link';
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
  linkLabel: SHARE_TEXT.label,
  linkHelp: SHARE_TEXT.help,
  copy: SHARE_TEXT.copy,
  copied: SHARE_TEXT.copied,
  newLink: 'Generar un enlace nuevo',
  newLinkMade: (email: string) => `Enlace nuevo para ${email}:`,
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

  const [fresh, setFresh] = useState<{ email: string; link: string; at: number } | null>(null);
  async function newLink(admin: AdminAccount) {
    setNotice(null);
    setProblem(null);
    setFresh(null);
    try {
      const { link } = await newAdminLink(admin.uid, await user.getIdToken());
      setFresh({ email: admin.email, link, at: Date.now() });
    } catch (err) {
      setProblem(problemFrom(err).message);
    }
  }

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
      {fresh && (
        <div className="adm-admins__link" role="status">
          <p className="adm-notice">{ADMINS_TEXT.newLinkMade(fresh.email)}</p>
          <ShareLink email={fresh.email} link={fresh.link} createdAt={fresh.at} />
        </div>
      )}
      {list.status === 'ok' && <AdminsTable admins={list.admins} selfUid={user.uid} onRevoke={revoke} onNewLink={(a) => void newLink(a)} />}
      <AddAdminForm onAdded={reload} />
    </section>
  );
}

/**
 * No sign-in, or one at the moment of creation (the Auth emulator stamps the creation as a
 * sign-in). The server decides for good: it also refuses an account that has a password.
 */
function neverSignedIn(admin: AdminAccount): boolean {
  if (!admin.lastSignIn) return true;
  const gap = Date.parse(admin.lastSignIn) - Date.parse(admin.createdAt ?? '');
  return Number.isFinite(gap) && gap <= 2_000;
}

function AdminsTable({
  admins,
  selfUid,
  onRevoke,
  onNewLink,
}: {
  admins: AdminAccount[];
  selfUid: string;
  onRevoke(admin: AdminAccount): Promise<void>;
  onNewLink(admin: AdminAccount): void;
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
                  <div className="adm-admins__actions">
                    <button
                      type="button"
                      className="adm-btn adm-btn--small"
                      aria-label={`${ADMINS_TEXT.revoke} ${admin.email}`}
                      onClick={() => setAsking(admin.uid)}
                    >
                      {ADMINS_TEXT.revoke}
                    </button>
                    {/* Issue 27: only for an account that never signed in (the server refuses the others). */}
                    {neverSignedIn(admin) && admin.uid !== selfUid && (
                      <button
                        type="button"
                        className="adm-btn adm-btn--small"
                        aria-label={`${ADMINS_TEXT.newLink} para ${admin.email}`}
                        onClick={() => onNewLink(admin)}
                      >
                        {ADMINS_TEXT.newLink}
                      </button>
                    )}
                  </div>
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
  const [added, setAdded] = useState<(AddedAdmin & { at: number }) | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    setAdded(null);
    try {
      setAdded({ ...(await addAdmin(email.trim(), await user.getIdToken())), at: Date.now() });
      setEmail('');
      onAdded();
    } catch (err) {
      // The typed address stays in the field.
      setProblem(problemFrom(err).message);
    } finally {
      setSending(false);
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
          <ShareLink email={added.email} link={added.link} createdAt={added.at} />
        </div>
      )}
    </form>
  );
}
