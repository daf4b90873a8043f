import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// '@model/public' first: an alias also matches as a prefix, so '@model' would take it.
const alias = {
  '@model/public': fileURLToPath(new URL('./functions/src/model/public.ts', import.meta.url)),
  '@model': fileURLToPath(new URL('./functions/src/model/index.ts', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

/**
 * Three projects: `unit` (pure TypeScript: the model, the function's helpers), `web` (React
 * components in jsdom) and `emulator` (API, rules and end-to-end tests; needs the emulator suite,
 * so npm test runs it inside `firebase emulators:exec`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['functions/src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
          // Form tests type and upload through user-event in jsdom; on 2 busy cores one can take
          // longer than vitest's 5 s default without anything being wrong.
          testTimeout: 30_000,
        },
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
