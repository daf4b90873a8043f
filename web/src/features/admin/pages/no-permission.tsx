/**
 * What a role sees at an address it may not use: a forced URL, an old bookmark, a link
 * from a colleague with another role. A clear Spanish page, never a crash; the function refuses
 * the same with 403 whatever the screen shows. Also the landing page of a role with no screen yet.
 */
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Capability, type Role } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { PageHeader } from './page-header';

export const NO_PERMISSION_TEXT = {
  title: 'No tiene permiso',
  body: (role: Role) => `Su rol (${ROLE_LABELS[role]}) no permite usar esta sección.`,
  mayDo: 'Lo que su rol permite:',
  ask: 'Si necesita hacerlo, pídaselo a un administrador.',
  back: 'Volver a la administración',
} as const;

/** What a guard throws; the admin area's error element turns it into the page below. */
export interface Denied {
  role: Role;
  capability: Capability;
}

export function denied(role: Role, capability: Capability) {
  return data<Denied>({ role, capability }, { status: 403 });
}

export function NoPermission({ role }: { role: Role }) {
  return (
    <section className="adm-page">
      <PageHeader title={NO_PERMISSION_TEXT.title} />
      <p>{NO_PERMISSION_TEXT.body(role)}</p>
      <p>
        {NO_PERMISSION_TEXT.mayDo} {ROLE_DESCRIPTIONS[role]}
      </p>
      <p className="adm-muted">{NO_PERMISSION_TEXT.ask}</p>
      <p>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {NO_PERMISSION_TEXT.back}
        </Link>
      </p>
    </section>
  );
}

/**
 * The admin area's error element: a guard's 403 is the page above (in the area's landmark, as
 * the screens); anything else goes on to the site's route error, one level up.
 */
export function DeniedOrRethrow() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <main className="adm">
        <NoPermission role={(error.data as Denied).role} />
      </main>
    );
  }
  throw error;
}
