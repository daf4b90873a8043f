/** The roles table: what each role may do, the settings apart, claims read and written. */
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from './collections';
import {
  can,
  CAPABILITIES,
  canWriteCollection,
  claimsWithRole,
  PERMISSIONS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  roleOfClaims,
  ROLES,
  SETTINGS_COLLECTIONS,
  writeCapabilityOf,
  DRAFT_COLLECTIONS,
  editCapabilityOf,
  proposesOnly,
} from './roles';
import { getCollection } from './collections';

describe('the permission table', () => {
  it('gives each role exactly what the issue says', () => {
    const of = (role: (typeof ROLES)[number]) => CAPABILITIES.filter((c) => can(role, c));
    expect(of('admin')).toEqual(CAPABILITIES);
    // The ITA checklist too (they publish what its items point to), and the families' notices
    // (counts, queue, «Enterado»), never the subscribers' addresses.
    expect(of('editor')).toEqual(['content', 'drafts', 'uploads', 'history', 'trash', 'ita', 'avisos']);
    // Its own drafts and their files, nothing else.
    expect(of('colaborador')).toEqual(['drafts', 'uploads']);
    expect(of('atencion')).toEqual(['pqrsd']);
  });

  it('keeps purge, accounts, settings, backup and the conformity run for administrators alone', () => {
    for (const c of ['purge', 'accounts', 'settings', 'backup', 'conformidad', 'suscriptores'] as const)
      expect(PERMISSIONS[c]).toEqual(['admin']);
  });

  it('opens nothing to no role', () => {
    for (const c of CAPABILITIES) {
      expect(can(null, c)).toBe(false);
      expect(can(undefined, c)).toBe(false);
    }
  });

  it('names only roles that exist, and has a Spanish label and description for each', () => {
    for (const roles of Object.values(PERMISSIONS)) for (const r of roles) expect(ROLES).toContain(r);
    for (const r of ROLES) {
      expect(ROLE_LABELS[r]).toBeTruthy();
      expect(ROLE_DESCRIPTIONS[r]).toBeTruthy();
    }
  });
});

describe('collections', () => {
  it('the settings are real collections; sitio is one', () => {
    expect(SETTINGS_COLLECTIONS).toContain('sitio');
    for (const name of SETTINGS_COLLECTIONS) expect(COLLECTION_NAMES).toContain(name);
  });

  it('an editor writes every collection but the settings; an administrator all; atención none', () => {
    for (const name of COLLECTION_NAMES) {
      const settings = SETTINGS_COLLECTIONS.includes(name);
      expect(writeCapabilityOf(name)).toBe(settings ? 'settings' : 'content');
      expect(canWriteCollection('editor', name)).toBe(!settings);
      expect(canWriteCollection('admin', name)).toBe(true);
      expect(canWriteCollection('atencion', name)).toBe(false);
    }
  });

  it('a colaborador proposes in the publishing collections alone, which are those declaring drafts', () => {
    expect(COLLECTION_NAMES.filter((name) => getCollection(name).drafts)).toEqual(
      [...DRAFT_COLLECTIONS].sort(
        (a, b) => COLLECTION_NAMES.indexOf(a as never) - COLLECTION_NAMES.indexOf(b as never),
      ),
    );
    for (const name of COLLECTION_NAMES) {
      const drafts = DRAFT_COLLECTIONS.includes(name);
      expect(editCapabilityOf(name)).toBe(drafts ? 'drafts' : writeCapabilityOf(name));
      expect(canWriteCollection('colaborador', name)).toBe(drafts);
      expect(proposesOnly('colaborador', name)).toBe(drafts);
      expect(proposesOnly('editor', name)).toBe(false);
    }
  });

  it('a collection added later (not a setting) is content', () => {
    expect(writeCapabilityOf('noticias')).toBe('content');
  });
});

describe('claims', () => {
  it.each([
    [{ role: 'editor' }, 'editor'],
    [{ role: 'atencion' }, 'atencion'],
    [{ role: 'admin', admin: true }, 'admin'],
    [{ admin: true }, 'admin'],
    [{ role: 'editor', admin: true }, 'editor'],
    [{ role: 'jefe', admin: true }, 'admin'],
    [{ role: 'jefe' }, null],
    [{ admin: 'true' }, null],
    [{}, null],
    [null, null],
  ])('%o reads as %s', (claims, role) => {
    expect(roleOfClaims(claims)).toBe(role);
  });

  it('writes the role, keeps admin:true for administrators only, and keeps other claims', () => {
    expect(claimsWithRole({ area: 'x', admin: true }, 'editor')).toEqual({ area: 'x', role: 'editor' });
    expect(claimsWithRole({ area: 'x' }, 'admin')).toEqual({ area: 'x', role: 'admin', admin: true });
    expect(claimsWithRole({ area: 'x', role: 'admin', admin: true }, null)).toEqual({ area: 'x' });
    for (const r of ROLES) expect(roleOfClaims(claimsWithRole({}, r))).toBe(r);
  });
});
