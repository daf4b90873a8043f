/**
 * /admin/copia-de-seguridad, "Copia de seguridad" (administrators only): download a
 * backup now (with the citizens' personal data only when ticked) and the weekly automatic
 * backups kept in Storage; what the copy is for; restoring one (restore-panel.tsx: its dry run,
 * then its confirmation); and, for technicians, the command line (a backup too large to upload,
 * or a site moved to a new project: the README section and the command are named). Downloads are native form posts with the ID token in a hidden field:
 * the browser writes the zip to disk as it streams, never into the page's memory (a school's
 * files can be gigabytes), which a fetch into a Blob would not allow; so they are not router
 * actions. The list is the route's loader, read fresh.
 */
import { useId, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { ADMIN_PATHS } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { deferredRead, type AdminSession } from '../admin-session';
import { PageHeader } from '../pages/page-header';
import { AdminTable } from '../components/admin-table';
import { RouteDeferred } from '../components/route-deferred';
import { formatStamp } from '../lib/format-stamp';
import { RestorePanel } from './restore-panel';
import { BACKUP_NOW_ACTION, listAutoBackups, storedBackupAction, type AutoBackup } from './backup-api';
import { useSiteHref } from '@/components/site-base';

export const BACKUP_TEXT = {
  title: 'Copia de seguridad',
  back: 'Volver a administración',
  // What the download is for, and what bringing it back needs, in plain words.
  intro:
    'Descargue una copia de todo el sitio en un solo archivo .zip: los textos de cada sección, los datos del colegio, el historial, la Papelera y todos los archivos (fotos y PDF).',
  purpose:
    'Sirve para dos cosas: tener el contenido a salvo si algo se borra o se daña, y llevar el sitio completo a otra cuenta de Firebase si el colegio cambia de cuenta o de proveedor. Guarde el archivo fuera del sitio, en un lugar seguro (por ejemplo, la unidad compartida de la institución).',
  restoreTitle: 'Para técnicos: restaurar desde la línea de comandos',
  restore:
    'Una copia más grande de lo que esta pantalla recibe, o el sitio llevado a un proyecto nuevo, lo restaura una persona con acceso a la consola de Firebase (Google Cloud) del proyecto, como quien instaló el sitio o el soporte técnico del colegio, en un computador con el código del sitio. Entréguele el archivo .zip y pídale seguir esta sección del archivo README.md del código:',
  readmeSection: 'Copia de seguridad (backup and restore)',
  restoreCommand: 'npm run restore -- copia-colegio-AAAA-MM-DD.zip',
  restoreSafe:
    'Antes de escribir nada, la línea de comandos revisa la copia completa y la rechaza si está incompleta o alterada; solo escribe en un proyecto vacío. Las cuentas y contraseñas no van en la copia: se crean de nuevo.',
  now: 'Descargar copia ahora',
  preparing: 'Preparando la descarga…',
  personal: 'Incluir datos personales (solicitudes PQRSD de los ciudadanos)',
  personalHint:
    'Las solicitudes tienen nombres, documentos, correos y teléfonos de ciudadanos. Inclúyalas solo si la copia se guardará protegida y la necesita para restaurar el sitio completo; el nombre del archivo lo indicará («con-datos-personales»).',
  autoTitle: 'Copias automáticas',
  autoIntro:
    'Cada semana se guarda una copia automática (sin datos personales); se conservan las cuatro más recientes.',
  empty: 'Todavía no hay copias automáticas: la primera se hará en la próxima semana de funcionamiento.',
  caption: 'Copias automáticas, de la más reciente a la más antigua',
  date: 'Fecha',
  size: 'Tamaño',
  action: 'Acción',
  download: 'Descargar',
  retry: 'Reintentar',
  loading: 'Cargando las copias automáticas…',
} as const;

const LOADING = <Spinner label={BACKUP_TEXT.loading} />;
const COLUMNS = [BACKUP_TEXT.date, BACKUP_TEXT.size, BACKUP_TEXT.action];

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 * 1024
    ? `${(bytes / 1024 / 1024 / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} GB`
    : `${(bytes / 1024 / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`;

interface BackupData {
  backups: Promise<AutoBackup[]>;
}

export function backupLoader(session: AdminSession) {
  return ({ request }: { request: Request }): BackupData => ({
    backups: deferredRead(session.token().then((token) => listAutoBackups(token, request.signal))),
  });
}

/**
 * A form posted by the browser itself (a download), its hidden `idToken` filled with a fresh
 * token first: `form.submit()` does not fire onSubmit again.
 */
function withToken(session: AdminSession) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void session.token().then((token) => {
      (form.elements.namedItem('idToken') as HTMLInputElement).value = token;
      form.submit();
    });
  };
}

export function BackupPage({ session }: { session: AdminSession }) {
  const href = useSiteHref();
  const { backups } = useLoaderData<BackupData>();
  const hintId = useId();
  const submit = withToken(session);

  return (
    <section className="adm-page">
      <PageHeader title={BACKUP_TEXT.title}>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {BACKUP_TEXT.back}
        </Link>
      </PageHeader>
      <p className="adm-muted">{BACKUP_TEXT.intro}</p>
      <p className="adm-muted">{BACKUP_TEXT.purpose}</p>

      <form method="post" action={href(BACKUP_NOW_ACTION)} onSubmit={submit} className="adm-backup__now">
        <input type="hidden" name="idToken" defaultValue="" />
        <div className="adm-backup__check">
          <input
            id={`${hintId}-personal`}
            type="checkbox"
            name="personal"
            value="1"
            aria-describedby={hintId}
          />
          <label htmlFor={`${hintId}-personal`}>{BACKUP_TEXT.personal}</label>
        </div>
        <p id={hintId} className="adm-field__hint">
          {BACKUP_TEXT.personalHint}
        </p>
        <p>
          <button type="submit" className="adm-btn adm-btn--primary">
            {BACKUP_TEXT.now}
          </button>
        </p>
      </form>

      <RestorePanel session={session} />

      <section className="adm-backup__restore" aria-labelledby={`${hintId}-restore`}>
        <h2 id={`${hintId}-restore`} className="adm-backup__heading">
          {BACKUP_TEXT.restoreTitle}
        </h2>
        <p>{BACKUP_TEXT.restore}</p>
        <p>
          README.md, «<strong>{BACKUP_TEXT.readmeSection}</strong>»:
        </p>
        <pre className="adm-backup__command">
          <code>{BACKUP_TEXT.restoreCommand}</code>
        </pre>
        <p className="adm-muted">{BACKUP_TEXT.restoreSafe}</p>
      </section>

      <h2 className="adm-backup__heading">{BACKUP_TEXT.autoTitle}</h2>
      <p className="adm-muted">{BACKUP_TEXT.autoIntro}</p>
      <RouteDeferred
        resolve={backups}
        loading={LOADING}
        retryLabel={BACKUP_TEXT.retry}
        report="Error al cargar las copias automáticas:"
      >
        {(list) =>
          list.length === 0 ? (
            <p className="adm-empty">{BACKUP_TEXT.empty}</p>
          ) : (
            <AdminTable caption={BACKUP_TEXT.caption} columns={COLUMNS}>
              {list.map((b) => (
                <tr key={b.name}>
                  <td data-label={BACKUP_TEXT.date}>
                    <time dateTime={b.createdAt}>{formatStamp(b.createdAt)}</time>
                  </td>
                  <td data-label={BACKUP_TEXT.size}>{formatSize(b.size)}</td>
                  <td data-label={BACKUP_TEXT.action}>
                    <form method="post" action={href(storedBackupAction(b.name))} onSubmit={submit}>
                      <input type="hidden" name="idToken" defaultValue="" />
                      <button type="submit" className="adm-btn adm-btn--small">
                        {BACKUP_TEXT.download}
                        <span className="adm-sr-only">{` la copia del ${formatStamp(b.createdAt)}`}</span>
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </RouteDeferred>
    </section>
  );
}
