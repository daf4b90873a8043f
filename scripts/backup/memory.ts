/**
 * The backup's memory measurement, for the emulator test (30 MB) and `npm run bench`
 * (300 MB): stores `megabytes` of random, incompressible files in the Storage emulator, names
 * them in one history version (so the export takes them and nothing the site shows changes),
 * runs the export in a child process with its heap capped, and removes what it stored.
 */
import { execFile } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { makeStoredName } from '../../functions/src/model';
import { MEDIA_PREFIX } from '../../functions/src/files/store';
import { emulatorDeps } from '../seed/emulator-admin';

const FILE_MB = 5;
/** The V8 heap the child may use: far less than the function's 512 MiB, and far less than the files. */
export const CHILD_HEAP_MB = 128;
const VERSION_DOC = '_history/backupbench__memoria/versions/archivos';

export interface MemoryFigure {
  peakRss: number;
  peakHeapUsed: number;
  zipBytes: number;
  fileBytes: number;
  files: number;
}

export async function measureBackupMemory(megabytes: number): Promise<MemoryFigure> {
  const { db, bucket } = emulatorDeps();
  const names: string[] = [];
  try {
    for (let i = 0; i < Math.ceil(megabytes / FILE_MB); i++) {
      const name = makeStoredName('pdf', randomBytes(10).toString('hex'));
      names.push(name);
      await bucket
        .file(`${MEDIA_PREFIX}${name}`)
        .save(randomBytes(FILE_MB * 1024 * 1024), { resumable: false, contentType: 'application/pdf' });
    }
    await db.doc(VERSION_DOC).set({
      collection: 'backupbench',
      recordId: 'memoria',
      at: new Date().toISOString(),
      op: 'update',
      values: { files: names },
    });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [`--max-old-space-size=${CHILD_HEAP_MB}`, '--import', 'tsx', 'scripts/backup/memory-child.ts'],
      { maxBuffer: 1024 * 1024, env: process.env },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as MemoryFigure;
  } finally {
    await db.doc(VERSION_DOC).delete();
    await Promise.all(names.map((n) => bucket.file(`${MEDIA_PREFIX}${n}`).delete({ ignoreNotFound: true })));
  }
}

/** `npx tsx scripts/backup/memory.ts 300` (npm run bench runs it): prints the figure. */
if (process.argv[1]?.endsWith('memory.ts')) {
  const mb = Number(process.argv[2] ?? 300);
  measureBackupMemory(mb).then(
    (m) => {
      const mib = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
      const line = `Copia de seguridad de ${mib(m.fileBytes)} en ${m.files} archivos: zip de ${mib(m.zipBytes)}, memoria máxima del proceso ${mib(m.peakRss)} (RSS), heap ${mib(m.peakHeapUsed)}; límite de la función 512 MiB.`;
      console.log(line);
      // npm run bench prints its table from this file.
      if (process.env.BENCH_OUT) appendFileSync(process.env.BENCH_OUT, `\n${line}\n`);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
