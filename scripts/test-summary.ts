// Prints one closing line, "tests: N passed, N failed", from the JSON reports vitest wrote during
// npm test, so a CI reading only the last line sees how many tests ran.
import { readdirSync, readFileSync } from 'node:fs';

const dir = '.test-results';
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
