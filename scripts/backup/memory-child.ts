/**
 * Runs the backup export (functions/src/backup/export.ts, the code the `backup` function runs) in
 * this process against the emulators, writing the zip to nowhere, and prints one JSON line with
 * the process's peak memory (RSS and V8 heap, sampled every 20 ms) and what was exported. Started
 * by memory.ts with a capped heap (--max-old-space-size), so an export that held the files in
 * memory would fail here instead of passing.
 */
import { Writable } from 'node:stream';
import { exportBackup } from '../../functions/src/backup/export';
import { emulatorDeps } from '../seed/emulator-admin';

const peak = { rss: 0, heapUsed: 0 };
const sample = () => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
};
const timer = setInterval(sample, 20);

async function main() {
  const { db, bucket } = emulatorDeps();
  let zipBytes = 0;
  // A client that reads slower than Storage serves: the export must wait, not buffer.
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _enc, done) {
      zipBytes += chunk.length;
      setImmediate(done);
    },
  });
  const manifest = await exportBackup(db, bucket, sink, { personal: false });
  sample();
  clearInterval(timer);
  const fileBytes = manifest.files.reduce((n, f) => n + f.size, 0);
  console.log(
    JSON.stringify({
      peakRss: peak.rss,
      peakHeapUsed: peak.heapUsed,
      zipBytes,
      fileBytes,
      files: manifest.files.length,
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
