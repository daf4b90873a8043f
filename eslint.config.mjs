import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The directions imports may take (docs/architecture.md). Lower layers never import higher ones,
 * so a shared piece can be moved, tested or reused without dragging a screen along, and a feature
 * can be changed without reading the others.
 */
const WEB = './web/src';
const FEATURES = ['admin', 'auth', 'contact', 'pqrsd', 'public'];
/** Written-out exceptions to "a feature does not import another feature". */
const FEATURE_EXCEPTIONS = {
  // The admin area runs inside the auth feature's session (its provider, hooks and service).
  admin: ['./auth'],
};
const SERVER = './functions/src';

export const layerZones = [
  {
    target: ['components', 'lib', 'config', 'testing', 'styles'].map((dir) => `${WEB}/${dir}`),
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/server-render`],
    message: 'Shared code (components, lib, config, testing, styles) must not depend on features, app or the server render.',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/server-render`],
    message: 'A feature must not import the app shell; move what it needs to config/ or lib/.',
  },
  {
    target: `${WEB}/app`,
    from: `${WEB}/server-render`,
    message: 'The server render is the top (the function runs it): the app must not depend on it.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...(FEATURE_EXCEPTIONS[feature] ?? [])],
    message: 'A feature must not import another feature; move the shared part to components/ or lib/.',
  })),
  {
    target: `${SERVER}/model`,
    from: SERVER,
    except: ['./model'],
    message: 'The content model is shared with the browser: it imports nothing outside model/.',
  },
  {
    target: `${SERVER}/domain`,
    from: SERVER,
    except: ['./domain'],
    message: 'The domain errors are the bottom layer: they import nothing outside domain/.',
  },
  {
    target: [`${SERVER}/data`, `${SERVER}/files`],
    from: [`${SERVER}/writes`, `${SERVER}/http`, `${SERVER}/routes`, `${SERVER}/maintenance`],
    message: 'The data and files layers must not depend on the write module, HTTP handling, routes or the maintenance run.',
  },
  {
    // Storage code needs only the backend deadline from data/; a write that needs both goes in writes/.
    target: `${SERVER}/files`,
    from: `${SERVER}/data`,
    except: ['./deadline.ts'],
    message: 'The files layer uses only the backend deadline of data/; what needs records and files is writes/.',
  },
  {
    target: `${SERVER}/writes`,
    from: [`${SERVER}/http`, `${SERVER}/routes`, `${SERVER}/maintenance`],
    message: 'The write module throws domain errors: it must not depend on HTTP handling, routes or the maintenance run.',
  },
  {
    // Atención al ciudadano sits beside data/: it stores requests and mail, and throws domain errors.
    target: `${SERVER}/pqrsd`,
    from: [`${SERVER}/writes`, `${SERVER}/http`, `${SERVER}/routes`, `${SERVER}/maintenance`],
    message: 'The PQRSD layer must not depend on the write module, HTTP handling, routes or the maintenance run.',
  },
  {
    target: `${SERVER}/http`,
    from: [`${SERVER}/routes`, `${SERVER}/maintenance`],
    message: 'HTTP helpers must not depend on routes or the maintenance run.',
  },
  {
    target: `${SERVER}/routes`,
    from: `${SERVER}/maintenance`,
    message: 'Routes must not depend on the maintenance run (app.ts starts it).',
  },
  {
    // Issue 26: the backup sits beside writes/ (it reads records, versions, the Papelera and files).
    target: `${SERVER}/backup`,
    from: [`${SERVER}/http`, `${SERVER}/routes`, `${SERVER}/maintenance`],
    message: 'The backup module must not depend on HTTP handling, routes or the maintenance run.',
  },
  {
    target: [`${SERVER}/data`, `${SERVER}/files`, `${SERVER}/writes`],
    from: `${SERVER}/backup`,
    message: 'The data, files and write layers must not depend on the backup module.',
  },
  {
    // Decision 0012: the request-time pages are pure (records in, HTML and XML out); routes/ reads the records.
    target: `${SERVER}/share-pages`,
    from: SERVER,
    except: ['./share-pages', './model'],
    message: 'Request-time pages use only the model; reading records is routes/share-pages.ts.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', 'functions/ssr/**', '.emulator-data/**', '.emulators/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] } },
  {
    // Loaded by eslint-plugin-import with require(): a CommonJS file for Node.
    files: ['tools/eslint/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', exports: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      // Knows the '@/…' and '@model' aliases (tools/eslint/alias-resolver.cjs says why it is ours).
      'import/resolver': { [path.join(import.meta.dirname, 'tools/eslint/alias-resolver.cjs')]: {} },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Issue 46: every transaction of the function goes through guardedTransaction, the one place
    // that runs one under the backend deadline and keeps an answered 503 true. scripts/ (the seed,
    // the tools) is not covered: it runs from a terminal, answers no request, and must wait for a
    // starting emulator as long as it takes, which the guard's deadline would cut short.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/guarded-transaction.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'runTransaction',
          message: 'Run a transaction with guardedTransaction (functions/src/data/guarded-transaction.ts), never runTransaction directly.',
        },
      ],
    },
  },
  {
    // Public code takes values from the zod-free entry of the model; `@model` (with validation)
    // would put zod in a public page's bundle. Types may come from anywhere.
    files: ['web/src/**/*.{ts,tsx}'],
    // Tests never ship, so they may check public code against the whole model.
    ignores: ['web/src/features/admin/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@model',
              message: "Import values from '@model/public' (no zod); only the admin area uses '@model'.",
              allowTypeImports: true,
            },
            {
              // Issue 46: the PQRSD check carries zod; the form loads it with import() when used.
              name: '@model/pqrsd-input',
              message: "Load '@model/pqrsd-input' with import() where it is used: it carries zod (decision 0018).",
              allowTypeImports: true,
            },
          ],
          // The model is reached through its aliases, which the layer rules and the bundle checks
          // know; a relative path into functions/src goes around them (issue 46).
          patterns: [
            {
              group: ['**/functions/src/**'],
              message: "Import the shared model through '@model/public', '@model/pqrsd' or '@model/pqrsd-input'.",
            },
          ],
        },
      ],
    },
  },
);
