/**
 * Many schools on one deployment: a school's code (every file of functions/src but tenancy/ and
 * index.ts) gets its Firestore, Storage and Auth as arguments, scoped to the school, and lint
 * refuses what would give it the whole project's instead. Shown here by linting sample files
 * with the project's own config.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** The lines of `code`, linted as if it were `filePath`, that `rule` flags. */
async function flagged(code: string, filePath: string, rule: string): Promise<number[]> {
  const { ESLint } = await import('eslint');
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.line);
}

const IMPORTS = '@typescript-eslint/no-restricted-imports';
const PROPERTIES = 'no-restricted-properties';

describe("the project's handles are made only by the platform", () => {
  const code = [
    "import { initializeApp } from 'firebase-admin/app';",
    "import { getFirestore } from 'firebase-admin/firestore';",
    "import { getStorage } from 'firebase-admin/storage';",
    "import { getAuth } from 'firebase-admin/auth';",
    "import * as admin from 'firebase-admin';",
    "import { Firestore as Client } from '@google-cloud/firestore';",
    // What a school's code may import from the same modules: types, and the field helpers.
    "import type { Firestore } from 'firebase-admin/firestore';",
    "import { FieldValue } from 'firebase-admin/firestore';",
    "import type { getStorage as storageOf } from 'firebase-admin/storage';",
    'export const handles = [initializeApp, getFirestore, getStorage, getAuth, admin, Client, FieldValue];',
    'export type Handles = [Firestore, typeof storageOf];',
    '',
  ].join('\n');

  it("refuses them in a school's code: routes, data, jobs, search, tests beside them", async () => {
    for (const file of [
      'functions/src/routes/new-router.ts',
      'functions/src/data/new-store.ts',
      'functions/src/maintenance/new-job.ts',
      'functions/src/search/new-index.ts',
      'functions/src/pqrsd/new-file.test.ts',
    ]) {
      expect(await flagged(code, file, IMPORTS), file).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('allows them in tenancy/, index.ts, scripts/ and tests/', async () => {
    for (const file of [
      'functions/src/tenancy/new-part.ts',
      'functions/src/index.ts',
      'scripts/seed/new-seed.ts',
      'scripts/bench/new-bench.ts',
      'tests/emulator/new-test.test.ts',
    ]) {
      expect(await flagged(code, file, IMPORTS), file).toEqual([]);
    }
  });
});

describe("a school's reference never leads to the whole project", () => {
  const code = [
    "import type { Firestore } from 'firebase-admin/firestore';",
    "import type { Bucket } from '../files/bucket';",
    "export const root = (db: Firestore) => db.doc('sitio/main').firestore;",
    'export const everyBucket = (bucket: Bucket) => bucket.storage;',
    'export function taken(db: Firestore) {',
    "  const { firestore } = db.collection('noticias');",
    '  return firestore;',
    '}',
    '',
  ].join('\n');

  it("refuses `.firestore` and `.storage` in a school's code", async () => {
    for (const file of ['functions/src/routes/new-router.ts', 'functions/src/data/guarded-transaction.ts'])
      expect(await flagged(code, file, PROPERTIES), file).toEqual([3, 4, 6]);
  });

  it('allows them where the project is the point: tenancy/ and the scripts', async () => {
    expect(await flagged(code, 'functions/src/tenancy/new-part.ts', PROPERTIES)).toEqual([]);
    expect(await flagged(code, 'scripts/restore/new-step.ts', PROPERTIES)).toEqual([]);
  });
});

describe('a collection group spans every school only inside tenancy/', () => {
  const code = [
    "import type { Firestore } from 'firebase-admin/firestore';",
    "export const versions = (db: Firestore) => db.collectionGroup('versions').get();",
    '',
  ].join('\n');

  it("refuses it on index.ts's handles (the whole project's)", async () => {
    expect(await flagged(code, 'functions/src/index.ts', PROPERTIES)).toEqual([2]);
  });

  it("allows it in tenancy/ (school-scope.ts narrows it) and on a school's handle", async () => {
    expect(await flagged(code, 'functions/src/tenancy/school-scope.ts', PROPERTIES)).toEqual([]);
    expect(await flagged(code, 'functions/src/maintenance/sweep.ts', PROPERTIES)).toEqual([]);
  });

  it('keeps refusing runTransaction in the platform files too', async () => {
    const direct = [
      "import type { Firestore } from 'firebase-admin/firestore';",
      'export const t = (db: Firestore) => db.runTransaction(async () => 1);',
      '',
    ].join('\n');
    for (const file of ['functions/src/index.ts', 'functions/src/tenancy/new-part.ts'])
      expect(await flagged(direct, file, PROPERTIES), file).toEqual([2]);
  });
});
