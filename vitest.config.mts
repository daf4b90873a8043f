import { defineConfig } from 'vitest/config';
import { ApiFilesFirst } from './tests/emulator/file-order';
import { aliases as alias } from './tools/aliases.mjs';

/** What the two component projects share: jsdom, the setup, the time-out. */
const webTest = {
  environment: 'jsdom' as const,
  setupFiles: ['web/src/testing/setup.ts'],
  // Form tests type and upload through user-event in jsdom; on 2 cores busy with the emulator
  // phase (npm test runs them beside it, at a lower priority) one can take far longer than
  // vitest's 5 s default without anything being wrong.
  testTimeout: 60_000,
  // One jsdom and one module graph per worker, not per file: a fresh one per file cost more than a
  // third of these projects' CPU. What a test leaves is
  // undone by the setup file (rendered trees unmounted, address bar and settings put back).
  isolate: false,
};

/** The component tests of the admin build (web/vite.config.ts, decision 0006). */
const ADMIN_BUILD_TESTS = [
  'web/src/features/admin/**/*.test.{ts,tsx}',
  'web/src/features/auth/**/*.test.{ts,tsx}',
  'web/src/features/secretaria/**/*.test.{ts,tsx}',
];

/**
 * Four projects: `unit` (pure TypeScript: the model, the function's helpers), `web` and
 * `web-admin` (React components in jsdom: the public site's, and the admin build's) and `emulator`
 * (API, rules and end-to-end tests; needs the emulator suite, so npm test runs it inside
 * `firebase emulators:exec`).
 */
export default defineConfig({
  test: {
    // The API files before the browser files (tests/emulator/file-order.ts).
    sequence: { sequencer: ApiFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Beside the emulator phase at a lower priority (scripts/test.sh): image tests with
          // sharp can wait their turn for the CPU well past vitest's 5 s default.
          testTimeout: 60_000,
          include: ['functions/src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The public site's components, rendered with their props as Astro renders them.
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          ...webTest,
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ADMIN_BUILD_TESTS,
        },
      },
      {
        // The admin build's screens (admin area, /login) run on react-router's data router.
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: { ...webTest, name: 'web-admin', include: ADMIN_BUILD_TESTS },
      },
      {
        resolve: { alias },
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/emulator/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/emulator/global-setup.ts'],
          // Before each file: the seeded content and administrator, whatever earlier files left.
          setupFiles: ['tests/emulator/seeded.ts'],
          // expect.poll waits for a condition the page or the API exposes; its 1 s default is
          // shorter than a busy 2-core machine needs (the browser's own waits allow 15 s).
          expect: { poll: { timeout: 15_000 } },
          // One emulator suite, shared state: files run one after another.
          fileParallelism: false,
          // In one worker that keeps its imports (firebase-admin, playwright-core, sharp): a fresh
          // process per file cost 2-3 s between files. The setup file still runs before each file,
          // and the fixtures (browser connection, tabs) are the file's own.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
