/** Backups from the tests' side: download one, read its manifest, empty a school, run the restore or the migration. */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ZipFile as ZipWriter } from 'yazl';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { listEntries, openZip } from '../../functions/src/backup/restore/verify';
import { cappedBytes } from '../../functions/src/backup/restore/limits';
import type { BackupManifest } from '../../functions/src/backup/manifest';
import { SITE } from './site';

export const workDir = () => mkdtempSync(join(tmpdir(), 'copia-'));

/** GET /api/backup (through Hosting, as the admin screen) into a file; answers its path and headers. */
export async function downloadBackup(
  token: string,
  query = '',
): Promise<{ status: number; path: string; headers: Headers }> {
  const res = await fetch(`${SITE}/api/backup${query}`, { headers: { Authorization: `Bearer ${token}` } });
  const path = join(workDir(), 'copia.zip');
  if (res.body) await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(path));
  return { status: res.status, path, headers: res.headers };
}

/** Every entry of a zip: name → bytes (test backups are small). */
export async function zipEntries(path: string): Promise<Map<string, Buffer>> {
  const zip = await openZip(path);
  try {
    const out = new Map<string, Buffer>();
    for (const [name, entry] of await listEntries(zip))
      out.set(name, await cappedBytes(zip, entry, Infinity));
    return out;
  } finally {
    zip.close();
  }
}

export async function manifestOf(path: string): Promise<BackupManifest> {
  return JSON.parse((await zipEntries(path)).get('manifest.json')!.toString('utf8')) as BackupManifest;
}

/** Writes a zip from entries (to forge an altered backup with a valid zip structure). */
export async function writeZip(path: string, entries: Map<string, Buffer>): Promise<void> {
  const zip = new ZipWriter();
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

/**
 * Empties one school of the platform (every document under `schools/{id}/`, every file under its
 * prefix) and keeps its entry in the table: an empty school, as one just added.
 */
export async function emptySchool(school: string = HOME_SCHOOL): Promise<void> {
  const { db, bucket } = emulatorRoot();
  for (const c of await db.doc(`schools/${school}`).listCollections()) await db.recursiveDelete(c);
  await bucket.deleteFiles({ prefix: `schools/${school}/`, force: true });
}

/** `npm run migrate -- --school SCHOOL --file FILE --emulators --confirm`, as a technician runs it; `stopAt` as below. */
export function runMigrate(
  path: string,
  stopAt?: RegExp,
  school: string = HOME_SCHOOL,
): Promise<{ code: number | null; output: string }> {
  return runScript(
    'scripts/migrate/run.ts',
    ['--school', school, '--file', path, '--emulators', '--confirm'],
    stopAt,
  );
}

/** `npm run restore -- FILE --emulators` as a user runs it; `stopAt`: SIGINT once a line matches. */
export function runRestore(
  path: string,
  stopAt?: RegExp,
  extraArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return runScript('scripts/restore/run.ts', [path, '--emulators', ...extraArgs], stopAt, env);
}

function runScript(
  script: string,
  args: string[],
  stopAt?: RegExp,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, ...env },
    });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (stopAt && stopAt.test(output) && child.exitCode === null) child.kill('SIGINT');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      // What the technician would read, in the test's output.
      console.log(`${script} ${args.join(' ')} → ${code}\n${output}`);
      resolve({ code, output });
    });
  });
}
