/**
 * `npm run restore -- copia.zip [--emulators] [--dry-run]`: checks a backup (every file's
 * SHA-256, every count, the content model's version, the caps on sizes, every record through the
 * model, every file by its bytes), prints what it would write, and only then writes it into an
 * empty project; with --dry-run it stops after the report. Against
 * the local emulators with --emulators (or FIRESTORE_EMULATOR_HOST and
 * FIREBASE_STORAGE_EMULATOR_HOST set); against a real project with the same credentials as
 * `npm run admin` (GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT; STORAGE_BUCKET when the
 * bucket is not `PROJECT.appspot.com`). A platform's project (one with a table of schools) is
 * refused: a backup goes into one of its schools with `npm run migrate`. Exits non-zero with the reason when it refuses or fails;
 * running it again with the same file finishes an interrupted restore.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { BackupRefused } from '../../functions/src/backup/restore/verify';
import { restoreBackup } from '../../functions/src/backup/restore/restore';
import { SCHOOLS } from '../../functions/src/tenancy/school-scope';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));

function deps() {
  if (args.includes('--emulators')) {
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  }
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const projectId = process.env.GCLOUD_PROJECT ?? (emulated ? 'demo-school' : undefined);
  if (!projectId)
    throw new BackupRefused(
      'Indique el proyecto: GCLOUD_PROJECT=mi-proyecto (y GOOGLE_APPLICATION_CREDENTIALS), o --emulators.',
    );
  if (!emulated) console.log(`Proyecto de destino: ${projectId} (real, no los emuladores).`);
  const storageBucket = process.env.STORAGE_BUCKET ?? `${projectId}.appspot.com`;
  const app = getApps()[0] ?? initializeApp({ projectId, storageBucket });
  return { db: getFirestore(app), bucket: getStorage(app).bucket(storageBucket) };
}

async function main() {
  if (!file) {
    console.error('Uso: npm run restore -- copia.zip [--emulators] [--dry-run]');
    process.exit(2);
  }
  const target = deps();
  // A platform's project root is no site: its schools live under schools/{id}/.
  if (!(await target.db.collection(SCHOOLS).limit(1).get()).empty)
    throw new BackupRefused(
      'Este proyecto es una plataforma de colegios: lleve la copia a uno de sus colegios con npm run migrate -- --school <identificador> --file copia.zip.',
    );
  const report = await restoreBackup(target, file, {
    say: (line) => console.log(line),
    dryRun: args.includes('--dry-run'),
  });
  if (report.dryRun) {
    console.log('Prueba terminada: no se escribió nada (--dry-run).');
    return;
  }
  console.log(
    `Restauración completa: ${report.documents} documentos y ${report.files} archivos escritos${report.skipped ? `, ${report.skipped} que ya estaban` : ''}.`,
  );
}

let finished = false;
// Node exits with 0 when nothing is left to wait for, even with the restore unfinished: never
// let that look like success.
process.on('beforeExit', () => {
  if (finished) return;
  console.error(
    'La restauración se detuvo sin terminar: vuelva a ejecutar el mismo comando para completarla.',
  );
  process.exit(1);
});

main().then(
  () => {
    finished = true;
    process.exit(0);
  },
  (err: unknown) => {
    finished = true;
    if (err instanceof BackupRefused) {
      console.error(`Copia rechazada, no se escribió nada: ${err.message}`);
    } else {
      console.error(
        `No se pudo completar la restauración: ${err instanceof Error ? err.message : String(err)}`,
      );
      console.error(
        'Lo escrito hasta ahora se conserva: vuelva a ejecutar el mismo comando con la misma copia para completarla.',
      );
    }
    process.exit(1);
  },
);
