/**
 * The order the emulator project's files run in (vitest.config.mts, `sequence.sequencer`): the
 * files that mostly wait first, then the other API, rules and fault files, the end-to-end files
 * after them.
 *
 * Why: npm test runs the unit and component tests beside the emulator phase at a lower priority
 * (scripts/test.sh). The API files mostly wait on one request chain at a time and leave a core
 * idle, which the component tests then use; beside the browser files, which keep the cores far
 * busier, the component tests slowed them down, and the browser files with them.
 *
 * Every file still passes alone and in any order (the seeded state is put back before each):
 * `--sequence.shuffle` shuffles the files with the run's seed, as vitest's own random order does.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that mostly wait: the fault tests hold an emulator off the network for seconds at a time,
 * the seed-resume file waits on an interrupted and a resumed seed. They go first of all, while the
 * component tests and the checks still run beside them and take the CPU they leave. After the
 * other API files they would run once those had ended, with nothing beside them to use the idle
 * cores.
 */
const WAITING_FILES = ['tests/emulator/faults.test.ts', 'tests/emulator/seed-resume.test.ts'];

/** 0 for the files that mostly wait, 2 for the browser files (tests/e2e), which go last; 1 for the rest. */
function lane(spec: TestSpecification, root: string): number {
  const path = relative(root, spec.moduleId);
  if (WAITING_FILES.includes(path)) return 0;
  return path.startsWith('tests/e2e/') ? 2 : 1;
}

/** mulberry32: a small seeded generator, so a shuffled order can be replayed with its seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class ApiFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { sequence, root } = this.ctx.config;
    if (sequence.shuffle) {
      const random = seeded(sequence.seed);
      const shuffled = [...files];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      return shuffled;
    }
    // The base order (projects apart, then longest first from vitest's cache), kept within each lane.
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => lane(a.spec, root) - lane(b.spec, root) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
