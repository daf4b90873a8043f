/**
 * The seeded schools' sample sets (scripts/seed/school-seeds.ts) and accounts (accounts.ts): every
 * school of the platform's seed has content of its own that the model accepts, its records' ids
 * are its own (San José's unchanged), and the README names every local address and account.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, getCollection } from '../../functions/src/model/collections';
import { withCurrentKinds } from '../../functions/src/model/legacy-values';
import { emptyRecord, validateRecord } from '../../functions/src/model/schema';
import { makeStoredName } from '../../functions/src/model/stored-names';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { SEED_ACCOUNTS, seedAddresses } from '../../scripts/seed/accounts';
import { SEED_SCHOOLS } from '../../scripts/seed/platform';
import { SCHOOL_SEEDS } from '../../scripts/seed/school-seeds';
import { sampleId, sampleRecords } from '../../scripts/seed/seeder';

const OTHERS = SEED_SCHOOLS.map((s) => s.id).filter((id) => id !== HOME_SCHOOL);
const stored = (ext: 'jpg' | 'pdf', n: number) =>
  makeStoredName(ext, n.toString(16).padStart(20, 'a'), Date.UTC(2026, 0, 1));

describe("the other schools' sample content", () => {
  it('exists for every seeded school, with an administrator account each', () => {
    for (const { id } of SEED_SCHOOLS) {
      expect(SCHOOL_SEEDS[id], id).toBeDefined();
      expect(
        SEED_ACCOUNTS.filter((a) => a.school === id),
        id,
      ).toHaveLength(1);
    }
  });

  it.each(OTHERS)('of %s is accepted by the model, record by record', (school) => {
    for (const { name, row } of sampleRecords(school)) {
      const def = getCollection(name);
      const record: Record<string, unknown> = { ...emptyRecord(def), ...withCurrentKinds(def, row) };
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.kind === 'image') record[key] = stored('jpg', 1);
        if (field.kind === 'pdf' && !(key in row)) record[key] = stored('pdf', 2);
        if (field.kind === 'imageList' && Array.isArray(record[key]))
          record[key] = (record[key] as Array<{ alt: string }>).map((p, i) => ({
            image: stored('jpg', 10 + i),
            alt: p.alt,
          }));
      }
      expect(validateRecord(def, record, { partial: false }), `${school} ${name}`).toMatchObject({
        ok: true,
      });
    }
  });

  it.each(OTHERS)('of %s has texts and ids of its own, and the collections a site needs', (school) => {
    const content = SCHOOL_SEEDS[school]!.content;
    const sanJose = SCHOOL_SEEDS[HOME_SCHOOL]!.content;
    for (const name of ['sitio', 'horizonte', 'noticias', 'eventos', 'docentes', 'directivos'] as const)
      expect(content[name].length, name).toBeGreaterThan(0);
    expect(content.noticias.length).toBeGreaterThanOrEqual(5);
    expect(content.noticias.filter((n) => n.kind === 'circular').length).toBeGreaterThanOrEqual(2);
    const titles = new Set(
      COLLECTION_NAMES.flatMap((n) => (sanJose[n] as Array<{ title?: unknown }>).map((r) => r.title)),
    );
    for (const name of ['sitio', 'noticias', 'eventos', 'docentes', 'galerias'] as const)
      for (const row of content[name] as Array<{ title?: unknown }>)
        expect(titles.has(row.title), `${name}: ${String(row.title)}`).toBe(false);
    const ids = sampleRecords(school).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const homeIds = new Set(sampleRecords().map((r) => r.id));
    for (const id of ids) expect(homeIds.has(id)).toBe(false);
  });

  it("keeps San José's fixed ids", () => {
    expect(sampleId('noticias', 0)).toBe(sampleId('noticias', 0, HOME_SCHOOL));
    expect(sampleRecords()[0]!.id).toBe(sampleId(sampleRecords()[0]!.name, 0));
  });
});

describe('the README', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = /## Plataforma: direcciones y cuentas\n([\s\S]*?)(?=\n## |$)/.exec(readme)?.[1] ?? '';

  it('names every local address and sample account in «Plataforma: direcciones y cuentas»', () => {
    expect(section).not.toBe('');
    for (const { url } of seedAddresses('http://127.0.0.1:5000', 'http://localhost:5000', OTHERS))
      expect(section).toContain(url);
    for (const { email, password } of SEED_ACCOUNTS) {
      expect(section).toContain(email);
      expect(section).toContain(password);
    }
  });
});
