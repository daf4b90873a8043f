import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The directions imports may take (docs/architecture.md). Lower layers never import higher ones,
 * so a shared piece can be moved, tested or reused without dragging a screen along, and a feature
 * can be changed without reading the others.
 */
const WEB = './web/src';
const FEATURES = ['admin', 'auth', 'contact', 'pqrsd', 'public', 'search', 'secretaria'];
/** Written-out exceptions to "a feature does not import another feature". */
const FEATURE_EXCEPTIONS = {
  // The admin area runs inside the auth feature's session (its provider, hooks and service).
  admin: ['./auth'],
  // The Secretaría's console is a part of the admin app: the same session and the same screen parts.
  secretaria: ['./auth', './admin'],
};
const SERVER = './functions/src';

export const layerZones = [
  {
    target: ['components', 'lib', 'config', 'testing', 'styles'].map((dir) => `${WEB}/${dir}`),
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/site`, `${WEB}/pages`],
    message:
      'Shared code (components, lib, config, testing, styles) must not depend on features, the admin app or the public site.',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/site`, `${WEB}/pages`],
    message:
      "A feature must not import the admin app or the public site's frame and pages; move what it needs to config/ or lib/.",
  },
  {
    target: `${WEB}/app`,
    from: [`${WEB}/site`, `${WEB}/pages`],
    message: 'The admin app must not depend on the public site (the Astro pages and their frame).',
  },
  {
    target: `${WEB}/site`,
    from: [`${WEB}/app`, `${WEB}/pages`],
    message: "The public site's frame and loader must not depend on the admin app or on a page.",
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
    message:
      'The data and files layers must not depend on the write module, HTTP handling, routes or the maintenance run.',
  },
  {
    // Storage code needs no records (the backend deadline is domain/'s); a write that needs both goes in writes/.
    target: `${SERVER}/files`,
    from: `${SERVER}/data`,
    message: 'The files layer does not read records; what needs records and files is writes/.',
  },
  {
    target: `${SERVER}/writes`,
    from: [`${SERVER}/routes`, `${SERVER}/maintenance`],
    message:
      'The write module throws domain errors: it must not depend on HTTP handling, routes or the maintenance run.',
  },
  {
    // A mail's links take the school's address from tenancy/site-origin.ts, not from http/.
    target: [`${SERVER}/writes`, `${SERVER}/pqrsd`],
    from: `${SERVER}/http`,
    message: 'The write and PQRSD layers must not depend on HTTP handling.',
  },
  {
    // Atención al ciudadano sits beside data/: it stores requests and mail, and throws domain errors.
    target: `${SERVER}/pqrsd`,
    from: [`${SERVER}/writes`, `${SERVER}/routes`, `${SERVER}/maintenance`],
    message:
      'The PQRSD layer must not depend on the write module, HTTP handling, routes or the maintenance run.',
  },
  {
    // The families' subscriptions (decision 0039): subscribers, notices, signed links, push;
    // beside pqrsd/ (whose outbox sends their mail), below writes/ (a save queues its notice).
    target: `${SERVER}/subscriptions`,
    from: [
      `${SERVER}/writes`,
      `${SERVER}/http`,
      `${SERVER}/routes`,
      `${SERVER}/maintenance`,
      `${SERVER}/backup`,
    ],
    message:
      'The subscriptions layer must not depend on the write module, HTTP handling, routes, the maintenance run or the backup.',
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
    // The backup sits beside writes/ (it reads records, versions, the Papelera and files).
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
    // The public site's plumbing (its handler, the compressed copies, the stale copies): routes/pages.ts uses it.
    target: `${SERVER}/pages`,
    from: [`${SERVER}/writes`, `${SERVER}/http`, `${SERVER}/routes`, `${SERVER}/maintenance`],
    message:
      'The pages layer must not depend on the write module, HTTP handling, routes or the maintenance run.',
  },
  {
    // The site search's index reads records and files like data/; routes/search.ts serves it.
    target: `${SERVER}/search`,
    from: [`${SERVER}/writes`, `${SERVER}/http`, `${SERVER}/routes`, `${SERVER}/maintenance`],
    message:
      'The search layer must not depend on the write module, HTTP handling, routes or the maintenance run.',
  },
  {
    // The tenancy core: the scoped handles, the table of schools, the school being served. Every
    // layer of a school's code may use it; it stands on the model alone (and the Bucket type).
    target: `${SERVER}/tenancy`,
    from: SERVER,
    except: ['./tenancy', './model', './domain', './files/bucket.ts'],
    message:
      "The tenancy core (scopes, table of schools, current school, its origin) sits under every school's code: it imports only model/ and the Bucket type.",
  },
  {
    // The platform's dispatcher builds each school's app: index.ts alone builds the platform.
    target: [
      ...['model', 'domain', 'data', 'files', 'writes', 'pqrsd', 'http', 'routes', 'maintenance'],
      ...['backup', 'pages', 'search', 'tenancy', 'subscriptions'],
    ]
      .map((dir) => `${SERVER}/${dir}`)
      .concat(`${SERVER}/app.ts`),
    from: `${SERVER}/platform`,
    message:
      "Only index.ts builds the platform (platform/platform-app.ts); a school's code never imports it.",
  },
];

/**
 * Many schools, one deployment (docs/decisions/0033-many-schools.md): a school's code reads and
 * writes only the scoped handles it is given (tenancy/school-scope.ts, school-auth.ts), so no
 * caller can forget the school. The project's own handles are made in these files alone.
 */
const PROJECT_HANDLE_FILES = ['functions/src/tenancy/**', 'functions/src/index.ts'];

const RUN_TRANSACTION = {
  property: 'runTransaction',
  message:
    'Run a transaction with guardedTransaction (functions/src/data/guarded-transaction.ts), never runTransaction directly.',
};

/** What climbs from a school's reference or file to the whole project's database or storage. */
const ROOT_OF_A_REFERENCE = [
  {
    property: 'firestore',
    message:
      "A reference's `.firestore` is the whole project's database: use the Firestore handle this code was given (one school's).",
  },
  {
    property: 'storage',
    message:
      "A bucket's `.storage` reaches every bucket of the project: use the Bucket this code was given (one school's).",
  },
];

const ROOT_COLLECTION_GROUP = {
  property: 'collectionGroup',
  message:
    "A collection group on the project's Firestore spans every school: ask a school's scoped handle (tenancy/school-scope.ts).",
};

const NOT_IN_SCHOOL_CODE =
  "A school's code gets its Firestore, Storage and Auth as arguments (scoped to the school: tenancy/school-scope.ts); only tenancy/ and index.ts make the project's handles.";

/** The SDK entry points that make a handle on the whole project, refused in a school's code. */
export const PROJECT_HANDLE_IMPORTS = [
  { name: 'firebase-admin/app', importNames: ['initializeApp', 'getApp', 'getApps'] },
  { name: 'firebase-admin/firestore', importNames: ['getFirestore', 'initializeFirestore'] },
  { name: 'firebase-admin/storage', importNames: ['getStorage'] },
  { name: 'firebase-admin/auth', importNames: ['getAuth'] },
  // The namespaced SDK (admin.firestore()) and the Cloud clients (new Firestore(), new Storage()).
  { name: 'firebase-admin' },
  { name: '@google-cloud/firestore' },
  { name: '@google-cloud/storage' },
].map((entry) => ({ ...entry, message: NOT_IN_SCHOOL_CODE, allowTypeImports: true }));

const schoolHandleRules = [
  {
    files: ['functions/src/**/*.ts'],
    ignores: PROJECT_HANDLE_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: PROJECT_HANDLE_IMPORTS }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/site/**',
      'web/.astro/**',
      '.emulator-data/**',
      '.emulators/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] } },
  {
    // Build and tool scripts run in Node.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Loaded by eslint-plugin-import with require(): a CommonJS file for Node.
    files: ['tools/eslint/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', exports: 'writable', __dirname: 'readonly' },
    },
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
    // Every transaction of the function goes through guardedTransaction, the one place
    // that runs one under the backend deadline and keeps an answered 503 true. scripts/ (the seed,
    // the tools) is not covered: it runs from a terminal, answers no request, and must wait for a
    // starting emulator as long as it takes, which the guard's deadline would cut short.
    // A school's code (all of functions/src but tenancy/ and index.ts) never climbs from a
    // reference to the project's whole database or storage either (schoolHandleRules below).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/guarded-transaction.ts', ...PROJECT_HANDLE_FILES],
    rules: { 'no-restricted-properties': ['error', RUN_TRANSACTION, ...ROOT_OF_A_REFERENCE] },
  },
  {
    files: ['functions/src/data/guarded-transaction.ts'],
    rules: { 'no-restricted-properties': ['error', ...ROOT_OF_A_REFERENCE] },
  },
  {
    // The platform's files hold the project's handles: a collection group there would cross every
    // school, so only tenancy/ (school-scope.ts narrows it to one school) may ask for one.
    files: ['functions/src/index.ts'],
    rules: { 'no-restricted-properties': ['error', RUN_TRANSACTION, ROOT_COLLECTION_GROUP] },
  },
  {
    files: ['functions/src/tenancy/**/*.ts'],
    rules: { 'no-restricted-properties': ['error', RUN_TRANSACTION] },
  },
  ...schoolHandleRules,
  {
    // Code a browser may load takes values from the zod-free entry of the model; `@model` (with
    // validation) would put zod in an island's or the admin's first load. Types may come from
    // anywhere. The public site's server side (site/, the middleware) never ships to a browser.
    files: ['web/src/**/*.{ts,tsx}'],
    // Tests never ship, so they may check public code against the whole model.
    ignores: [
      'web/src/features/admin/**',
      'web/src/**/*.test.{ts,tsx}',
      'web/src/site/**',
      'web/src/middleware.ts',
    ],
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
              // The PQRSD check carries zod; the form loads it with import() when used.
              name: '@model/pqrsd-input',
              message:
                "Load '@model/pqrsd-input' with import() where it is used: it carries zod (decision 0018).",
              allowTypeImports: true,
            },
          ],
          // The model is reached through its aliases, which the layer rules and the bundle checks
          // know; a relative path into functions/src goes around them.
          patterns: [
            {
              group: ['**/functions/src/**'],
              message: "Import the shared model through its aliases: '@model/public', '@model/<file>'.",
            },
          ],
        },
      ],
    },
  },
);
