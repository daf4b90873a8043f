// The end of npm test: where the time went (each phase, each suite, the slowest files), then one
// closing line, "tests: N passed, N failed", from the JSON reports vitest wrote, so a CI reading
// only the LAST line sees how many tests ran. Keep that line last.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = '.test-results';
const SLOWEST = 10;

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  status?: string;
  message?: string;
  assertionResults: Array<{
    duration?: number | null;
    status?: string;
    fullName?: string;
    failureMessages?: string[];
  }>;
}
interface Report {
  numPassedTests: number;
  numFailedTests: number;
  testResults: FileResult[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const minutes = (s: number) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2)} s`;

/** The README's suites: unit (model, helpers), web (components in jsdom), emulator (API, rules), e2e. */
function suiteOf(path: string): string {
  if (path.startsWith('tests/e2e/')) return 'e2e (Chromium)';
  if (path.startsWith('tests/emulator/')) return 'emulator (API, rules)';
  if (path.startsWith('web/')) return 'web (components, jsdom)';
  return 'unit';
}

let passed = 0;
let failed = 0;
const files: Array<{ suite: string; name: string; ms: number }> = [];
// Each failed test with the start of its message: a CI log often keeps only the end of the output.
const failures: string[] = [];
const firstLines = (text: string) =>
  text
    // The reporters' colours (ESC [ ... m).
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 6)
    .map((l) => `    ${l.slice(0, 200)}`)
    .join('\n');
const reports = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
for (const file of reports) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const r of report.testResults ?? []) {
    // A file's wall time (its hooks included); the sum of its tests when the times are missing.
    const ms =
      r.endTime && r.startTime
        ? r.endTime - r.startTime
        : r.assertionResults.reduce((s, a) => s + (a.duration ?? 0), 0);
    const name = r.name.replace(`${process.cwd()}/`, '');
    files.push({ suite: suiteOf(name), name, ms });
    for (const a of r.assertionResults ?? []) {
      if (a.status === 'failed')
        failures.push(`  ${name} > ${a.fullName}\n${firstLines((a.failureMessages ?? []).join('\n'))}`);
    }
    // A file that failed outside any test (an import error, a hook): no test says so.
    if (r.status === 'failed' && !r.assertionResults?.some((a) => a.status === 'failed'))
      failures.push(`  ${name}\n${firstLines(r.message ?? '')}`);
  }
}

// Phases timed by scripts/test.sh, one "name<TAB>seconds" line each.
const phasesFile = `${dir}/phases.tsv`;
if (existsSync(phasesFile)) {
  const rows = readFileSync(phasesFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t') as [string, string]);
  // Indented rows are parts of the phase written after them (the build inside the emulator phase).
  // "wall": the whole run's own clock, written last (phases overlap: the unit tests run beside
  // the build and the emulator phase, so their sum is not the time taken).
  const wall = rows.find(([name]) => name === 'wall');
  const phases = rows.filter(([name]) => !name.startsWith(' ') && name !== 'wall');
  const parts = rows.filter(([name]) => name.startsWith(' '));
  console.log('\n== Time per phase');
  for (const [name, s] of phases) console.log(`${name.padEnd(60)} ${minutes(Number(s))}`);
  for (const [name, s] of parts) console.log(`${name.padEnd(60)} ${minutes(Number(s))}`);
  const total = wall ? Number(wall[1]) : phases.reduce((t, [, s]) => t + Number(s), 0);
  console.log(`${'total (wall clock)'.padEnd(60)} ${minutes(total)}`);
}
if (files.length > 0) {
  console.log('\n== Time per suite (sum of its files)');
  for (const suite of [...new Set(files.map((f) => f.suite))]) {
    const own = files.filter((f) => f.suite === suite);
    console.log(`${suite.padEnd(60)} ${seconds(own.reduce((t, f) => t + f.ms, 0))}  (${own.length} files)`);
  }
  console.log(`\n== The ${SLOWEST} slowest files`);
  for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
    console.log(`${f.name.padEnd(60)} ${seconds(f.ms)}`);
  console.log('');
}
if (failures.length > 0) console.log(`== Failed\n${failures.join('\n')}\n`);
// What a failed browser test's pages showed (tests/e2e/browser.ts, keepFailedPages), beside its screenshots.
const pagesDir = `${dir}/failed-pages`;
if (failures.length > 0 && existsSync(pagesDir)) {
  for (const file of readdirSync(pagesDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const lines = readFileSync(`${pagesDir}/${file}`, 'utf8').trimEnd().split('\n');
    console.log(
      `== What the pages showed: ${pagesDir}/${file}\n${lines.slice(0, 30).join('\n')}${lines.length > 30 ? '\n  …' : ''}\n`,
    );
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
