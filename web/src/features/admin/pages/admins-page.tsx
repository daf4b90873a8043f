/**
 * "Personas y permisos": who holds a role, and which (a select changes it), add a colleague by
 * e-mail with a role chosen each time (none is preselected: the server mails the colleague an
 * invitation with a link to choose a password, good for 72 hours, and answers it here too, to copy
 * or share), and revoke one. The server refuses revoking oneself or the last administrator; its
 * Spanish message is shown as is.
 */
import { useId, useState, type FormEvent } from 'react';
import { data, Link, useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { isRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { useAdminUser } from '@/features/auth/auth-context';
import { Spinner } from '@/components/spinner';
import { deferredRead, type AdminSession } from '../admin-session';
import {
  addAdmin,
  changeRole,
  listAdmins,
  newAdminLink,
  revokeAdmin,
  type AddedAdmin,
  type AdminAccount,
} from '../api/admins-api';
import { problemFrom } from '../form/problem';
import { PageHeader } from './page-header';
import { AdminTable } from '../components/admin-table';
import { Notice } from '../components/notice';
import { ProblemAlert } from '../components/problem-alert';
import { RouteDeferred } from '../components/route-deferred';
import { SHARE_TEXT, ShareLink } from '../components/share-link';
import { formatStamp } from '../lib/format-stamp';

export const ADMINS_TEXT = {
  title: 'Personas y permisos',
  back: 'Volver a la administración',
  caption: 'Cuentas con acceso al área de administración y su rol',
  email: 'Correo electrónico',
  role: 'Rol',
  roleOf: (email: string) => `Rol de ${email}`,
  roleChanged: (email: string, role: Role) => `El rol de ${email} ahora es ${ROLE_LABELS[role]}.`,
  addRole: 'Rol de la nueva cuenta',
  chooseRole: '— Elija el rol —',
  roleHint: 'Elija qué podrá hacer la persona: cada rol se explica al elegirlo.',
  roleMissing: 'Elija el rol de la nueva cuenta: ninguno se asigna por defecto.',
  lastSignIn: 'Último ingreso',
  never: 'Nunca',
  you: 'Usted',
  actions: 'Acciones',
  revoke: 'Revocar',
  confirm: (email: string) =>
    `¿Revocar el acceso de ${email} al área de administración? Su sesión se cerrará de inmediato.`,
  confirmYes: 'Sí, revocar',
  cancel: 'Cancelar',
  revoked: (email: string) => `Se revocó el acceso de ${email}.`,
  // The account may get any role, so the words do not say 'administrador'.
  addHeading: 'Agregar una cuenta',
  addLabel: 'Correo electrónico de la nueva cuenta',
  add: 'Agregar',
  adding: 'Agregando…',
  added: (a: AddedAdmin) =>
    a.created
      ? `Se creó la cuenta ${a.email} con el rol ${ROLE_LABELS[a.role]}. ${a.mailed ? `Se le envió por correo la invitación con el enlace para elegir su contraseña (vence en 72 horas); también puede copiarlo aquí.` : ''}`.trim()
      : a.alreadyAdmin
        ? `La cuenta ${a.email} ya tenía acceso al área de administración; no se cambió nada. Si olvidó su contraseña, debe usar «¿Olvidó su contraseña?» en la página de ingreso: el enlace llega a su propio correo.`
        : `La cuenta ${a.email} ya existía y ahora tiene el rol ${ROLE_LABELS[a.role ?? 'admin']}. Por seguridad se cerraron sus sesiones y se reemplazó su contraseña: para entrar debe usar «¿Olvidó su contraseña?» en la página de ingreso, que envía el enlace a su propio correo.`,
  linkLabel: SHARE_TEXT.label,
  linkHelp: SHARE_TEXT.help,
  copy: SHARE_TEXT.copy,
  copied: SHARE_TEXT.copied,
  newLink: 'Generar un enlace nuevo',
  newLinkMade: (email: string) =>
    `Enlace nuevo para ${email}: se le envió por correo y los enlaces anteriores ya no sirven.`,
  loading: 'Cargando las personas con acceso…',
  retry: 'Reintentar',
} as const;

const COLUMNS = [ADMINS_TEXT.email, ADMINS_TEXT.role, ADMINS_TEXT.lastSignIn, ADMINS_TEXT.actions];
const LOADING = <Spinner label={ADMINS_TEXT.loading} />;

interface AdminsData {
  admins: Promise<AdminAccount[]>;
}

/** Starts reading the administrators (fresh, with the token) without waiting: the screen shows them. */
export function adminsLoader(session: AdminSession) {
  return ({ request }: { request: Request }): AdminsData => ({
    admins: deferredRead(session.token().then((token) => listAdmins(token, request.signal))),
  });
}

type Intent = 'add' | 'revoke' | 'link' | 'role';

type AdminsResult =
  | { intent: 'add'; added: AddedAdmin; at: number }
  | { intent: 'revoke'; revoked: string }
  | { intent: 'link'; email: string; link: string; role: Role; at: number }
  | { intent: 'role'; email: string; role: Role }
  | { intent: Intent; problem: string };

const intentOf = (value: FormDataEntryValue | null): Intent =>
  value === 'revoke' || value === 'link' || value === 'role' ? value : 'add';

/** A row's role (its select offers only roles; the account's own as a fallback). */
const roleOf = (value: FormDataEntryValue | null): Role => (isRole(value) ? value : 'admin');

/**
 * "Agregar", "Revocar" and "Generar un enlace nuevo". After each the router reads the list again;
 * a refusal (4xx) leaves it as it was, so it is not read again.
 */
export function adminsAction(session: AdminSession) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const intent = intentOf(form.get('intent'));
    try {
      const token = await session.token();
      if (intent === 'revoke') {
        await revokeAdmin(String(form.get('uid')), token);
        return data<AdminsResult>({ intent, revoked: String(form.get('email')) });
      }
      if (intent === 'role') {
        const changed = await changeRole(String(form.get('uid')), roleOf(form.get('role')), token);
        return data<AdminsResult>({ intent, email: changed.email, role: changed.role });
      }
      if (intent === 'link') {
        const { email, link } = await newAdminLink(String(form.get('uid')), token);
        return data<AdminsResult>({ intent, email, link, role: roleOf(form.get('role')), at: Date.now() });
      }
      // A new account's role is always chosen: nothing stands in for a missing one.
      const role = form.get('role');
      if (!isRole(role)) return data<AdminsResult>({ intent, problem: ADMINS_TEXT.roleMissing }, 400);
      const added = await addAdmin(String(form.get('email')).trim(), role, token);
      return data<AdminsResult>({ intent, added, at: Date.now() });
    } catch (err) {
      return data<AdminsResult>({ intent, problem: problemFrom(err).message }, 400);
    }
  };
}

export function AdminsPage() {
  const user = useAdminUser();
  const { admins } = useLoaderData<AdminsData>();
  // Revoking and a new link share one fetcher: the newest answer is the one shown.
  const row = useFetcher<AdminsResult>();
  const result = row.state === 'idle' ? row.data : undefined;
  const notice =
    result && 'revoked' in result
      ? ADMINS_TEXT.revoked(result.revoked)
      : result && 'role' in result
        ? ADMINS_TEXT.roleChanged(result.email, result.role)
        : null;
  const fresh = result && 'link' in result ? result : null;
  const problem = result && 'problem' in result ? result.problem : null;

  return (
    <section className="adm-page">
      <PageHeader title={ADMINS_TEXT.title} subtitle={user.email ?? undefined}>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {ADMINS_TEXT.back}
        </Link>
      </PageHeader>
      <Notice message={notice} />
      <ProblemAlert message={problem} />
      {fresh && (
        <div className="adm-admins__link" role="status">
          <p className="adm-notice">{ADMINS_TEXT.newLinkMade(fresh.email)}</p>
          <ShareLink email={fresh.email} link={fresh.link} createdAt={fresh.at} role={fresh.role} />
        </div>
      )}
      <RouteDeferred
        resolve={admins}
        loading={LOADING}
        retryLabel={ADMINS_TEXT.retry}
        report="Error al cargar los administradores:"
      >
        {(list) => (
          <AdminsTable
            admins={list}
            selfUid={user.uid}
            onRevoke={(admin) =>
              row.submit(
                { intent: 'revoke', uid: admin.uid, email: admin.email },
                { method: 'post', action: ADMIN_PATHS.admins },
              )
            }
            onNewLink={(admin) =>
              void row.submit(
                { intent: 'link', uid: admin.uid, role: admin.role },
                { method: 'post', action: ADMIN_PATHS.admins },
              )
            }
            onRole={(admin, role) =>
              void row.submit(
                { intent: 'role', uid: admin.uid, role },
                { method: 'post', action: ADMIN_PATHS.admins },
              )
            }
            changing={row.state !== 'idle'}
          />
        )}
      </RouteDeferred>
      <AddAdminForm />
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
  onRole,
  changing,
}: {
  admins: AdminAccount[];
  selfUid: string;
  onRevoke(admin: AdminAccount): Promise<void>;
  onNewLink(admin: AdminAccount): void;
  onRole(admin: AdminAccount, role: Role): void;
  changing: boolean;
}) {
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <AdminTable caption={ADMINS_TEXT.caption} columns={COLUMNS}>
      {admins.map((admin) => (
        <tr key={admin.uid}>
          <td data-label={ADMINS_TEXT.email}>
            <span>
              {admin.email}
              {admin.uid === selfUid && <span className="adm-badge">{ADMINS_TEXT.you}</span>}
            </span>
          </td>
          <td data-label={ADMINS_TEXT.role}>
            {/* One's own role is changed by another administrator (the server refuses it too). */}
            {admin.uid === selfUid ? (
              ROLE_LABELS[admin.role]
            ) : (
              <select
                className="adm-input adm-admins__role"
                aria-label={ADMINS_TEXT.roleOf(admin.email)}
                value={admin.role}
                disabled={changing}
                onChange={(e) => onRole(admin, roleOf(e.target.value))}
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            )}
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
                {/* Only for an account that never signed in (the server refuses the others). */}
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
    </AdminTable>
  );
}

function AddAdminForm() {
  const id = useId();
  const add = useFetcher<AdminsResult>();
  const [email, setEmail] = useState('');
  // No role preselected: the most powerful one used to be, and was given by mistake.
  const [role, setRole] = useState<Role | ''>('');
  const [roleMissing, setRoleMissing] = useState(false);
  const sending = add.state !== 'idle';
  const result = sending ? undefined : add.data;
  const problem = result && 'problem' in result ? result.problem : null;
  const added = result && 'added' in result ? result : null;
  // Once an address is added the fields are emptied for the next one (its role chosen again); a
  // refused one stays typed.
  const [shown, setShown] = useState(added);
  if (added !== shown) {
    setShown(added);
    if (added) {
      setEmail('');
      setRole('');
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (role === '') {
      setRoleMissing(true);
      document.getElementById(`${id}-role`)?.focus();
      return;
    }
    void add.submit({ intent: 'add', email, role }, { method: 'post', action: ADMIN_PATHS.admins });
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
        </div>
      </div>
      <div className="adm-field">
        <label className="adm-field__label" htmlFor={`${id}-role`}>
          {ADMINS_TEXT.addRole}
        </label>
        <select
          id={`${id}-role`}
          className="adm-input adm-admins__role"
          value={role}
          // Checked on "Agregar" with the page's own Spanish message, not the browser's bubble.
          aria-required="true"
          aria-invalid={roleMissing || undefined}
          aria-describedby={roleMissing ? `${id}-role-error ${id}-role-help` : `${id}-role-help`}
          onChange={(e) => {
            setRole(isRole(e.target.value) ? e.target.value : '');
            setRoleMissing(false);
          }}
        >
          <option value="">{ADMINS_TEXT.chooseRole}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        {roleMissing && (
          <p id={`${id}-role-error`} className="adm-field__error" role="alert">
            {ADMINS_TEXT.roleMissing}
          </p>
        )}
        <p id={`${id}-role-help`} className="adm-field__hint">
          {role ? ROLE_DESCRIPTIONS[role] : ADMINS_TEXT.roleHint}
        </p>
      </div>
      {/* The address and the role first, then the one action. */}
      <div className="adm-admins__row">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={sending}>
          {sending ? ADMINS_TEXT.adding : ADMINS_TEXT.add}
        </button>
      </div>
      <ProblemAlert message={problem} />
      {added && (
        <div className="adm-admins__link" role="status">
          <p className="adm-notice">{ADMINS_TEXT.added(added.added)}</p>
          {/* A link only for an account this request created (docs/decisions/0009). */}
          {added.added.link && (
            <ShareLink
              email={added.added.email}
              link={added.added.link}
              createdAt={added.at}
              role={added.added.role}
            />
          )}
        </div>
      )}
    </form>
  );
}
