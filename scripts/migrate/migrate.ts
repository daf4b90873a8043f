/**
 * Moving a single-school site into a school of the platform (README, "Mudanza a la plataforma"):
 * its backup zip (today's format, GET /api/backup or the weekly copy) goes through the restore
 * (functions/src/backup/restore/: every entry checked, every record through the model, every
 * file by its bytes) into the school's scoped Firestore and Storage, so every write lands under
 * `schools/{id}/` and nowhere else.
 *
 * Before the first write, and in this order, it refuses with the reason: a malformed identifier,
 * a school the platform's table does not hold (or one retired), a file that is not a complete,
 * unaltered backup, a backup of another school of this same platform, an account named with
 * --admin that does not exist, a school that already holds anything (a record, a setting, a
 * request, a version, a file) beyond what the platform's hourly jobs write into every school.
 * Without --confirm it stops after the dry run, which lists what it would write.
 *
 * Staff: Firebase accounts are no part of a backup, and a single-school site's roles were its
 * accounts' custom claims, which the platform no longer reads (roles live in `people/{uid}`,
 * tenancy/school-auth.ts). So each --admin names an existing account of this project the
 * school's administrator, written as the Administradores screen writes a role; without it, the
 * dry run and the write both say how to name them.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../../functions/src/files/bucket';
import { AUTO_BACKUP_PREFIX } from '../../functions/src/backup/contents';
import type { BackupManifest } from '../../functions/src/backup/manifest';
import { cappedBytes } from '../../functions/src/backup/restore/limits';
import { parseDocuments, verifyBackup, type VerifiedBackup } from '../../functions/src/backup/restore/verify';
import {
  RESTORE_META_PATH,
  restoreBackup,
  type RestoreReport,
} from '../../functions/src/backup/restore/restore';
import { isVariantName, SETTINGS_COLLECTIONS } from '../../functions/src/model';
import { scopeAuth } from '../../functions/src/tenancy/school-auth';
import { SCHOOL_ID, SCHOOLS, scopeBucket, scopeFirestore } from '../../functions/src/tenancy/school-scope';
import { MigrationRefused, type ProjectHandles } from './project';

/** What the platform's own jobs write into every active school, empty or not: no school's data. */
const HOUSEKEEPING_COLLECTIONS: readonly string[] = ['_maintenance'];
const HOUSEKEEPING_FILE_PREFIXES: readonly string[] = [AUTO_BACKUP_PREFIX];

export interface MigrateRequest {
  school: string;
  file: string;
  confirm: boolean;
  admins: string[];
  say?: (line: string) => void;
}

export interface MigrateReport {
  dryRun: boolean;
  /** What the backup holds, in words (the dry run's first part). */
  summary: string[];
  restore: RestoreReport;
  /** The accounts named administrators (or, in a dry run, that would be). */
  admins: Array<{ email: string; uid: string }>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The school's entry in the platform's table, refused when it is not there to receive a site. */
async function tableEntry(db: Firestore, school: string) {
  if (!SCHOOL_ID.test(school))
    throw new MigrationRefused(
      `«${school.slice(0, 60)}» no es un identificador de colegio: de 2 a 40 letras minúsculas sin tildes, números o guiones (no al principio ni al final).`,
    );
  const snap = await db.collection(SCHOOLS).doc(school).get();
  if (!snap.exists)
    throw new MigrationRefused(
      `El colegio «${school}» no está en la tabla de la plataforma. Agréguelo primero: un documento schools/${school} en Firestore con name, dane (12 dígitos), municipio, sedes y status 'activa' (y, si tiene dominio propio, un documento hosts/{dominio} con { school: '${school}' }); luego ejecute de nuevo este comando.`,
    );
  return snap;
}

/**
 * What the school already holds, in words: every collection with a document under
 * `schools/{id}/` and any stored object, except what the platform's jobs write into any school.
 */
export async function schoolHoldings(db: Firestore, bucket: Bucket): Promise<string[]> {
  const found: string[] = [];
  for (const collection of await db.listCollections()) {
    if (!HOUSEKEEPING_COLLECTIONS.includes(collection.id)) found.push(`«${collection.id}»`);
  }
  const PAGE = 50;
  const [files] = await bucket.getFiles({ maxResults: PAGE, autoPaginate: false });
  const own = files.filter((f) => !HOUSEKEEPING_FILE_PREFIXES.some((p) => f.name.startsWith(p)));
  // A full page of weekly copies may hide other files behind it: counted as files too.
  if (own.length > 0 || files.length === PAGE) found.push('archivos');
  return found;
}

/** Documents of one set, read from the checked backup (small sets: the counters, the settings). */
async function setDocuments(backup: VerifiedBackup, set: string) {
  const doc = backup.manifest.documents.find((d) => d.set === set);
  const entry = doc ? backup.entries.get(doc.path) : undefined;
  if (!doc || !entry) return [];
  return parseDocuments(await cappedBytes(backup.zip, entry, backup.limits.maxDocumentsBytes), doc.path);
}

const shown = (v: unknown) => (typeof v === 'string' ? `«${v.slice(0, 100)}»` : String(v));

/**
 * The dry run's account of what the restore's own report (per collection) does not say: the
 * files, the requests, the radicado counter, the settings.
 */
async function summarise(backup: VerifiedBackup, schoolName: string): Promise<string[]> {
  const { manifest } = backup;
  const lines = [`Copia del ${manifest.createdAt}${manifest.site ? ` (sitio «${manifest.site}»)` : ''}:`];
  const media = manifest.files.filter((f) => !f.personal);
  const variants = media.filter((f) => isVariantName(f.storagePath)).length;
  const attachments = manifest.files.length - media.length;
  lines.push(
    `  Archivos: ${plural(media.length - variants, 'archivo', 'archivos')} del sitio (más ${plural(variants, 'variante', 'variantes')} de imagen, que se hacen de nuevo)` +
      (manifest.personalData ? `, ${plural(attachments, 'adjunto', 'adjuntos')} de solicitudes.` : '.'),
  );
  if (manifest.personalData) {
    lines.push(`  Solicitudes PQRSD: ${manifest.counts.pqrsd ?? 0}.`);
    const counters = await setDocuments(backup, '_counters');
    for (const c of counters)
      lines.push(
        `  Contador de radicados ${c.path.split('/')[1]}: el siguiente número es ${shown(c.data.next)}.`,
      );
    if (counters.length === 0) lines.push('  Contador de radicados: ninguno (no hay solicitudes radicadas).');
  } else {
    lines.push(
      '  ATENCIÓN: la copia no trae datos personales, es decir, ni las solicitudes PQRSD ni su contador de radicados: la numeración empezaría de nuevo. Para llevarlas, descargue la copia con «Incluir datos personales».',
    );
  }
  for (const set of SETTINGS_COLLECTIONS) {
    for (const doc of await setDocuments(backup, set)) {
      const filled = Object.entries(doc.data).filter(([, v]) => v !== '' && v !== null && v !== undefined);
      lines.push(
        `  Ajustes ${doc.path}: nombre ${shown(doc.data.title)}, correo ${shown(doc.data.email ?? '')}, teléfono ${shown(doc.data.phoneOne ?? '')} (${filled.length} campos con valor).`,
      );
      if (typeof doc.data.title === 'string' && doc.data.title.trim() !== schoolName.trim())
        lines.push(
          `  Compruebe que es el colegio correcto: la tabla de la plataforma lo llama «${schoolName}».`,
        );
    }
  }
  return lines;
}

/** A backup of another school of this very platform is that school's, not this one's to receive. */
function checkOrigin(manifest: BackupManifest, projectId: string, school: string): void {
  if (manifest.site === projectId && manifest.school && manifest.school !== school)
    throw new MigrationRefused(
      `La copia es del colegio «${manifest.school.slice(0, 60)}» de esta misma plataforma, no de «${school}»: nada de un colegio se escribe en otro.`,
    );
}

/** How to name the school's administrators, when no --admin did. */
export function staffAdvice(school: string): string[] {
  return [
    'Cuentas del personal: una copia no trae las cuentas ni sus roles (en el sitio de un solo colegio eran',
    'permisos de cada cuenta; en la plataforma son el documento people/{uid} de cada persona). Para nombrar',
    `a los administradores de «${school}»: ejecute de nuevo con --admin correo@dominio (una cuenta que ya`,
    'exista en este proyecto; puede repetirse), o pida a la Secretaría (administradora en todos los colegios)',
    'que los agregue en la pantalla «Administradores» de la administración del colegio.',
  ];
}

export async function migrateIntoSchool(
  project: Pick<ProjectHandles, 'db' | 'bucket' | 'auth' | 'projectId'>,
  request: MigrateRequest,
): Promise<MigrateReport> {
  const say = request.say ?? (() => undefined);
  const { school } = request;
  const entry = await tableEntry(project.db, school);
  if (entry.get('status') === 'retirada')
    throw new MigrationRefused(
      `El colegio «${school}» está retirado de la plataforma: no recibe datos. Márquelo 'activa' primero si vuelve.`,
    );
  const target = { db: scopeFirestore(project.db, school), bucket: scopeBucket(project.bucket, school) };

  // The backup first, whole (the restore's own verification): a file that is none stops here.
  // Quietly: the restore below checks it again and says so.
  const backup = await verifyBackup(request.file);
  let summary: string[];
  try {
    checkOrigin(backup.manifest, project.projectId, school);
    summary = await summarise(backup, String(entry.get('name') ?? school));
  } finally {
    backup.zip.close();
  }

  // The school must hold nothing, unless this same backup's migration stopped half-way (the
  // restore's own record of it, `_meta/restore`): running it again finishes it.
  const meta = await target.db.doc(RESTORE_META_PATH).get();
  const resuming = meta.exists && meta.get('backupId') === backup.id;
  if (!resuming) {
    const held = await schoolHoldings(target.db, target.bucket);
    if (held.length > 0)
      throw new MigrationRefused(
        `El colegio «${school}» ya tiene datos (${held.join(', ')}): una mudanza solo escribe en un colegio vacío, nunca sobre lo que tiene. Para cambiar su contenido, use «Restaurar una copia» en su administración.`,
      );
  }

  const admins: Array<{ email: string; uid: string }> = [];
  for (const email of request.admins) {
    const user = await project.auth.getUserByEmail(email).catch((err: { code?: string }) => {
      if (err?.code === 'auth/user-not-found') return null;
      throw err;
    });
    if (!user)
      throw new MigrationRefused(
        `No existe una cuenta con el correo ${email} en este proyecto: créela primero (o nómbrela después en «Administradores»).`,
      );
    admins.push({ email, uid: user.uid });
  }

  say(`Mudanza al colegio «${school}» (${String(entry.get('name') ?? '')}):`);
  for (const line of summary) say(line);
  const restore = await restoreBackup(target, request.file, { say, dryRun: !request.confirm });

  if (!request.confirm) {
    for (const a of admins) say(`Se nombraría administrador(a) del colegio: ${a.email}.`);
    if (admins.length === 0) for (const line of staffAdvice(school)) say(line);
    say('Prueba terminada: no se escribió nada. Para escribir, ejecute el mismo comando con --confirm.');
    return { dryRun: true, summary, restore, admins };
  }
  // The role as the Administradores screen writes it: this school's entry of people/{uid}.
  const auth = scopeAuth(project.auth, project.db, school);
  for (const a of admins) {
    await auth.setCustomUserClaims(a.uid, { role: 'admin' });
    say(`Administrador(a) del colegio: ${a.email}.`);
  }
  if (admins.length === 0) for (const line of staffAdvice(school)) say(line);
  return { dryRun: false, summary, restore, admins };
}
