/**
 * `npm run export-school -- --school <id> --out copia.zip [--sin-datos-personales] [--emulators]`:
 * the school's whole backup (scripts/migrate/export-school.ts), to leave the platform. Exits 1
 * with the reason when it refuses or fails; a failed export leaves no file behind.
 */
import { EXPORT_USAGE, parseExportArgs } from './args';
import { exportSchool } from './export-school';
import { MigrationRefused, projectHandles } from './project';

async function main() {
  const parsed = parseExportArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`${parsed.message}\n${EXPORT_USAGE}`);
    process.exit(2);
  }
  const { options } = parsed;
  const project = projectHandles(options.emulators);
  if (!project.emulated) console.log(`Proyecto de origen: ${project.projectId} (real, no los emuladores).`);
  const manifest = await exportSchool(project, options);
  const documents = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
  console.log(
    `Copia del colegio «${options.school}» escrita en ${options.out}: ${documents} documentos y ${manifest.files.length} archivos${manifest.personalData ? ', con datos personales (guárdela con cuidado)' : ', sin datos personales'}.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const why = err instanceof Error ? err.message : String(err);
    console.error(
      err instanceof MigrationRefused ? `Exportación rechazada: ${why}` : `No se pudo exportar: ${why}`,
    );
    process.exit(1);
  },
);
