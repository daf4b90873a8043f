/**
 * The lint zones are the documented layers (docs/architecture.md). A zone naming a folder that
 * does not exist guards nothing and tells a reader about a layer that is not there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the ESLint config is plain JavaScript, without types.
import { layerZones } from '../../eslint.config.mjs';

const ROOT = path.resolve(__dirname, '../..');
const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

describe('lint zones', () => {
  const zones = layerZones as Array<{
    target: string | string[];
    from: string | string[];
    except?: string[];
  }>;

  it.each(zones.map((zone, i) => [i, zone] as const))(
    'zone %i names only folders and files that exist',
    (_i, zone) => {
      for (const dir of [...list(zone.target), ...list(zone.from)]) {
        expect(existsSync(path.join(ROOT, dir)), dir).toBe(true);
        for (const except of zone.except ?? []) {
          for (const from of list(zone.from))
            expect(existsSync(path.join(ROOT, from, except)), `${from}/${except}`).toBe(true);
        }
      }
    },
  );
});

describe('transactions only through guardedTransaction', () => {
  const RULE = 'no-restricted-properties';
  const code = [
    "import type { Firestore } from 'firebase-admin/firestore';",
    'export const direct = (db: Firestore) => db.runTransaction(async () => 1);',
    'export function taken(db: Firestore) {',
    '  const { runTransaction } = db;',
    '  return runTransaction;',
    '}',
    '',
  ].join('\n');

  async function flagged(filePath: string): Promise<number[]> {
    // Loaded here, not at the top: only this block needs ESLint itself, with the project's config.
    const { ESLint } = await import('eslint');
    const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, filePath) });
    return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
  }

  it('refuses runTransaction anywhere in the function, called or taken apart', async () => {
    for (const file of [
      'functions/src/pqrsd/requests.ts',
      'functions/src/maintenance/sweep.ts',
      'functions/src/writes/new-file.test.ts',
    ]) {
      expect(await flagged(file), file).toEqual([2, 4]);
    }
  });

  it('allows it only inside the guard itself, and in scripts/ (the seed answers no request)', async () => {
    expect(await flagged('functions/src/data/guarded-transaction.ts')).toEqual([]);
    expect(await flagged('scripts/seed/pqrsd.ts')).toEqual([]);
  });
});
