/**
 * "Administradores" (issue 13): who holds the admin claim, add one by e-mail (the server answers
 * a one-time link to choose a password, which this administrator passes on: the server sends no
 * e-mail), and revoke one. The server refuses revoking oneself or the last administrator; its
 * Spanish message is shown as is.
 */
import { useId, useState, type FormEvent } from 'react';
import { data, Link, useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { ADMIN_PATHS } from '@/config/paths';
import { useAdminUser } from '@/features/auth/auth-context';
import { Deferred } from '@/components/deferred';
import { Spinner } from '@/components/spinner';
import { deferredRead, type AdminSession } from '../admin-session';
import { addAdmin, listAdmins, revokeAdmin, type AddedAdmin, type AdminAccount } from '../api/admins-api';
import { problemFrom } from '../form/problem';
import { PageHeader } from './page-header';
import { RouteLoadFailed } from '../components/route-load-failed';

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
      : a.alreadyAdmin
        ? `La cuenta ${a.email} ya tenía acceso de administrador; no se cambió nada. Si olvidó su contraseña, debe usar «¿Olvidó su contraseña?» en la página de ingreso: el enlace llega a su propio correo.`
        : `La cuenta ${a.email} ya existía y ahora tiene acceso de administrador. Por seguridad se cerraron sus sesiones y se reemplazó su contraseña: para entrar debe usar «¿Olvidó su contraseña?» en la página de ingreso, que envía el enlace a su propio correo.`,
  linkLabel: 'Enlace para elegir la contraseña (un solo uso)',
  linkHelp:
    'El sitio no envía correos: copie este enlace y entrégueselo a la persona por un medio seguro. Con él elegirá su contraseña; sirve una sola vez.',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado.',
  loading: 'Cargando los administradores…',
  retry: 'Reintentar',
} as const;

const LOADING = <Spinner label={ADMINS_TEXT.loading} />;

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' });

interface AdminsData {
  admins: Promise<AdminAccount[]>;
}

/** Starts reading the administrators (fresh, with the token) without waiting: the screen shows them. */
export function adminsLoader(session: AdminSession) {
  return ({ request }: { request: Request }): AdminsData => ({
    admins: deferredRead(session.token().then((token) => listAdmins(token, request.signal))),
  });
}

type AdminsResult =
  | { intent: 'add'; added: AddedAdmin }
  | { intent: 'revoke'; revoked: string }
  | { intent: 'add' | 'revoke'; problem: string };

/**
 * "Agregar" and "Revocar". After either the router reads the list again; a refusal (4xx) leaves
 * it as it was, so it is not read again.
 */
export function adminsAction(session: AdminSession) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const intent = form.get('intent') === 'revoke' ? 'revoke' : 'add';
    try {
      const token = await session.token();
      if (intent === 'revoke') {
        await revokeAdmin(String(form.get('uid')), token);
        return data<AdminsResult>({ intent, revoked: String(form.get('email')) });
      }
      return data<AdminsResult>({ intent, added: await addAdmin(String(form.get('email')).trim(), token) });
    } catch (err) {
      return data<AdminsResult>({ intent, problem: problemFrom(err).message }, 400);
    }
  };
}

export function AdminsPage() {
  const user = useAdminUser();
  const { admins } = useLoaderData<AdminsData>();
  const revoke = useFetcher<AdminsResult>();
  const result = revoke.state === 'idle' ? revoke.data : undefined;
  const notice = result && 'revoked' in result ? ADMINS_TEXT.revoked(result.revoked) : null;
  const problem = result && 'problem' in result ? result.problem : null;

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
      <Deferred
        resolve={admins}
        loading={LOADING}
        failed={(error) => <RouteLoadFailed error={error} loading={LOADING} retryLabel={ADMINS_TEXT.retry} />}
        report="Error al cargar los administradores:"
      >
        {(list) => (
          <AdminsTable
            admins={list}
            selfUid={user.uid}
            onRevoke={(admin) =>
              revoke.submit(
                { intent: 'revoke', uid: admin.uid, email: admin.email },
                { method: 'post', action: ADMIN_PATHS.admins },
              )
            }
          />
        )}
      </Deferred>
      <AddAdminForm />
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
                {admin.lastSignIn ? dateTime.format(new Date(admin.lastSignIn)) : ADMINS_TEXT.never}
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

function AddAdminForm() {
  const id = useId();
  const add = useFetcher<AdminsResult>();
  const [email, setEmail] = useState('');
  const [copied, setCopied] = useState(false);
  const sending = add.state !== 'idle';
  const result = sending ? undefined : add.data;
  const problem = result && 'problem' in result ? result.problem : null;
  const added = result && 'added' in result ? result.added : null;
  // Once an address is added the field is emptied for the next one; a refused one stays typed.
  const [shown, setShown] = useState(added);
  if (added !== shown) {
    setShown(added);
    if (added) setEmail('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCopied(false);
    void add.submit({ intent: 'add', email }, { method: 'post', action: ADMIN_PATHS.admins });
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
      {added && !added.link && (
        <p className="adm-notice" role="status">
          {ADMINS_TEXT.added(added)}
        </p>
      )}
      {added?.link && (
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
            <button type="button" className="adm-btn" onClick={() => void copy(added.link!)}>
              {ADMINS_TEXT.copy}
            </button>
          </div>
          <p className="adm-field__hint">{copied ? ADMINS_TEXT.copied : ADMINS_TEXT.linkHelp}</p>
        </div>
      )}
    </form>
  );
}
