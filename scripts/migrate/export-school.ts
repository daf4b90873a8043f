/**
 * A school's whole backup, to leave the platform: the same zip as the admin's «Copia de
 * seguridad» (functions/src/backup/export.ts), written from the school's scoped Firestore and
 * Storage, with the citizens' requests unless told not to. Its documents and files are named as
 * the school names them (no `schools/{id}/`), so it restores on a single-school site
 * (`npm run restore`) or into a school of another platform (`npm run migrate`).
 */
import { createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { exportBackup } from '../../functions/src/backup/export';
import type { BackupManifest } from '../../functions/src/backup/manifest';
import { SCHOOL_ID, SCHOOLS, scopeBucket, scopeFirestore } from '../../functions/src/tenancy/school-scope';
import { MigrationRefused, type ProjectHandles } from './project';

export interface ExportRequest {
  school: string;
  out: string;
  personal: boolean;
}

export async function exportSchool(
  project: Pick<ProjectHandles, 'db' | 'bucket'>,
  request: ExportRequest,
): Promise<BackupManifest> {
  const { school, out } = request;
  if (!SCHOOL_ID.test(school))
    throw new MigrationRefused(`«${school.slice(0, 60)}» no es un identificador de colegio.`);
  // A retired school's data stays exportable: only an unknown one is refused.
  if (!(await project.db.collection(SCHOOLS).doc(school).get()).exists)
    throw new MigrationRefused(`El colegio «${school}» no está en la tabla de la plataforma.`);
  const exists = await access(out).then(
    () => true,
    () => false,
  );
  if (exists) throw new MigrationRefused(`«${out}» ya existe: elija otro nombre; nunca se escribe encima.`);
  // Written beside, then renamed: a copy cut short never carries the final name.
  const partial = `${out}.parcial`;
  try {
    const manifest = await exportBackup(
      scopeFirestore(project.db, school),
      scopeBucket(project.bucket, school),
      createWriteStream(partial, { flags: 'wx' }),
      { personal: request.personal, school },
    );
    await rename(partial, out);
    return manifest;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}
