/**
 * `npm run migrate -- --school <id> --file copia.zip [--dry-run | --confirm] [--admin correo]…
 * [--emulators]`: moves a single-school site's backup into an empty school of the platform
 * (scripts/migrate/migrate.ts). Without --confirm, the dry run: everything checked, what it would
 * write listed, nothing written. Exits 1 with the reason when it refuses or fails; running the
 * same command again finishes a migration that stopped half-way.
 */
import { BackupRefused } from '../../functions/src/backup/restore/verify';
import { MIGRATE_USAGE, parseMigrateArgs } from './args';
import { migrateIntoSchool } from './migrate';
import { MigrationRefused, projectHandles } from './project';

async function main() {
  const parsed = parseMigrateArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`${parsed.message}\n${MIGRATE_USAGE}`);
    process.exit(2);
  }
  const { options } = parsed;
  const project = projectHandles(options.emulators);
  if (!project.emulated) console.log(`Proyecto de destino: ${project.projectId} (real, no los emuladores).`);
  const report = await migrateIntoSchool(project, { ...options, say: (line) => console.log(line) });
  if (report.dryRun) return;
  console.log(
    `Mudanza completa: ${report.restore.documents} documentos y ${report.restore.files} archivos escritos en el colegio «${options.school}»${report.restore.skipped ? `, ${report.restore.skipped} que ya estaban` : ''}.`,
  );
}

let finished = false;
// Node exits with 0 when nothing is left to wait for, even half-way: never let that look like success.
process.on('beforeExit', () => {
  if (finished) return;
  console.error('La mudanza se detuvo sin terminar: vuelva a ejecutar el mismo comando para completarla.');
  process.exit(1);
});

main().then(
  () => {
    finished = true;
    process.exit(0);
  },
  (err: unknown) => {
    finished = true;
    if (err instanceof BackupRefused || err instanceof MigrationRefused) {
      console.error(`Mudanza rechazada, no se escribió nada: ${err.message}`);
    } else {
      console.error(`No se pudo completar la mudanza: ${err instanceof Error ? err.message : String(err)}`);
      console.error(
        'Lo escrito hasta ahora se conserva: vuelva a ejecutar el mismo comando con la misma copia para completarla.',
      );
    }
    process.exit(1);
  },
);
