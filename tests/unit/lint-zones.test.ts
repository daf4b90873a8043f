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
  const zones = layerZones as Array<{ target: string | string[]; from: string | string[]; except?: string[] }>;

  it.each(zones.map((zone, i) => [i, zone] as const))('zone %i names only folders and files that exist', (_i, zone) => {
    for (const dir of [...list(zone.target), ...list(zone.from)]) {
      expect(existsSync(path.join(ROOT, dir)), dir).toBe(true);
      for (const except of zone.except ?? []) {
        for (const from of list(zone.from)) expect(existsSync(path.join(ROOT, from, except)), `${from}/${except}`).toBe(true);
      }
    }
  });
});
