/** Backups from the tests' side: download one, read its manifest, reset the emulators, run the restore. */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ZipFile as ZipWriter } from 'yazl';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
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

/** Empties Firestore (the emulator's REST endpoint) and Storage: a new, empty project. */
export async function resetEmulators(): Promise<void> {
  const { bucket } = emulatorDeps();
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const res = await fetch(`http://${host}/emulator/v1/projects/demo-school/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Firestore emulator reset: ${res.status}`);
  await bucket.deleteFiles({ force: true });
}

/** `npm run restore -- FILE --emulators` as a user runs it; `stopAt`: SIGINT once a line matches. */
export function runRestore(
  path: string,
  stopAt?: RegExp,
  extraArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/restore/run.ts', path, '--emulators', ...extraArgs],
      { env: { ...process.env, ...env } },
    );
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (stopAt && stopAt.test(output) && child.exitCode === null) child.kill('SIGINT');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      // What the administrator would read, in the test's output.
      console.log(`npm run restore -- ${path} → ${code}\n${output}`);
      resolve({ code, output });
    });
  });
}
