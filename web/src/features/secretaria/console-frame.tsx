/**
 * The console's frame: its title, who is signed in (and with which role), "Cerrar sesión", the
 * menu of its sections (sections.tsx; `write` ones for `secretaria` only) and the section's
 * screen. Also what the console shows instead of a screen: the menu as its home while there is
 * no table of schools, "No tiene acceso al panel de la Secretaría" for an account without a
 * Secretaría role, and "No tiene permiso" for `secretaria-lectura` at a `write` section.
 */
import {
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { loginPath, SECRETARIA_PATHS } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import type { PlatformRoleName } from '@/features/auth/auth-service';
import { PageHeader } from '@/features/admin/pages/page-header';
import type { SecretariaSection } from './sections';
import {
  SECRETARIA_ROUTE_ID,
  sectionsFor,
  type ConsoleDenied,
  type SectionDenied,
} from './secretaria-routes';

export const CONSOLE_TEXT = {
  title: 'Panel de la Secretaría de Educación',
  menu: 'Secciones del panel',
  roles: {
    secretaria: 'Secretaría',
    'secretaria-lectura': 'Secretaría (solo lectura)',
  } satisfies Record<PlatformRoleName, string>,
  signedInAs: 'Sesión de',
  signOut: 'Cerrar sesión',
  signOutFailed: 'No se pudo cerrar la sesión. Inténtelo de nuevo.',
  home: 'Elija una sección del panel.',
  noAccessTitle: 'No tiene acceso al panel de la Secretaría',
  noAccessBody: (email: string) =>
    `La cuenta ${email || 'con la que inició sesión'} no tiene un rol de la Secretaría de Educación, así que no puede usar este panel.`,
  noAccessHint:
    'Si trabaja en un colegio, ingrese por la dirección de administración de su colegio. Si debería tener acceso, pídalo a la Secretaría.',
  otherAccount: 'Ingresar con otra cuenta',
  readOnlyTitle: 'No tiene permiso',
  readOnlyBody: (label: string) =>
    `Su rol (Secretaría, solo lectura) permite consultar el panel, no usar «${label}».`,
  back: 'Volver al panel',
} as const;

function SignOutButton({ label = CONSOLE_TEXT.signOut, then }: { label?: string; then?: () => void }) {
  const { service } = useAuth();
  return (
    <button
      type="button"
      className="adm-btn"
      onClick={() =>
        service.signOut().then(then, (err: unknown) => {
          console.error(err);
          window.alert(CONSOLE_TEXT.signOutFailed);
        })
      }
    >
      {label}
    </button>
  );
}

/** The console around each section: title, account, menu, screen. */
export function ConsoleFrame({ sections }: { sections: SecretariaSection[] }) {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const guard = useRouteLoaderData(SECRETARIA_ROUTE_ID) as { role: PlatformRoleName; email: string };
  // Signed out here or in another tab: back to /login, which returns here after signing in.
  if (state.status === 'signed-out') return <Navigate to={loginPath(pathname)} replace />;
  if (state.status === 'loading') return <Spinner />;
  const role = state.status === 'secretaria' ? state.platform : guard.role;
  const email = state.status === 'secretaria' ? (state.user.email ?? '') : guard.email;
  const shown = sectionsFor(role, sections);
  return (
    <main className="adm sec-console">
      <div className="sec-bar">
        <div className="sec-bar__inner">
          <p className="sec-bar__title">
            <Link to={SECRETARIA_PATHS.home}>{CONSOLE_TEXT.title}</Link>
          </p>
          <p className="sec-bar__who">
            <span className="adm-sr-only">{CONSOLE_TEXT.signedInAs} </span>
            <span className="sec-bar__email">{email}</span>{' '}
            <span className="sec-bar__role">{CONSOLE_TEXT.roles[role]}</span>
          </p>
          <SignOutButton />
        </div>
        {shown.length > 0 && (
          <nav className="sec-menu" aria-label={CONSOLE_TEXT.menu}>
            <ul>
              {shown.map((section) => (
                <li key={section.path}>
                  <NavLink to={SECRETARIA_PATHS.section(section.path)} end data-access={section.access}>
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <Outlet />
    </main>
  );
}

/** The console's home while no section is its home: the menu as a list. */
export function ConsoleHome({ sections }: { sections: SecretariaSection[] }) {
  const guard = useRouteLoaderData(SECRETARIA_ROUTE_ID) as { role: PlatformRoleName };
  const shown = sectionsFor(guard.role, sections);
  return (
    <section className="adm-page">
      <PageHeader title={CONSOLE_TEXT.title} />
      <p>{CONSOLE_TEXT.home}</p>
      <ul>
        {shown.map((s) => (
          <li key={s.path}>
            <Link to={SECRETARIA_PATHS.section(s.path)}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The console's error element: an account without a Secretaría role; anything else goes up. */
export function ConsoleRefused() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  const { email } = error.data as ConsoleDenied;
  return (
    <main className="adm sec-console">
      <section className="adm-page">
        <PageHeader title={CONSOLE_TEXT.noAccessTitle} />
        <p>{CONSOLE_TEXT.noAccessBody(email)}</p>
        <p className="adm-muted">{CONSOLE_TEXT.noAccessHint}</p>
        <p>
          <SignOutButton
            label={CONSOLE_TEXT.otherAccount}
            then={() => window.location.assign(loginPath(SECRETARIA_PATHS.home))}
          />
        </p>
      </section>
    </main>
  );
}

/** A section's error element: `secretaria-lectura` at a `write` section; anything else goes up. */
export function SectionRefused() {
  const error = useRouteError();
  if (
    !isRouteErrorResponse(error) ||
    error.status !== 403 ||
    (error.data as SectionDenied)?.kind !== 'read-only'
  )
    throw error;
  const { label } = error.data as SectionDenied;
  return (
    <section className="adm-page">
      <PageHeader title={CONSOLE_TEXT.readOnlyTitle} />
      <p>{CONSOLE_TEXT.readOnlyBody(label)}</p>
      <p>
        <Link className="adm-btn" to={SECRETARIA_PATHS.home}>
          {CONSOLE_TEXT.back}
        </Link>
      </p>
    </section>
  );
}
