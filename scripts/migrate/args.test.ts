import { describe, expect, it } from 'vitest';
import { parseExportArgs, parseMigrateArgs } from './args';

const ok = <T>(parsed: { ok: true; options: T } | { ok: false; message: string }): T => {
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.options;
};
const refused = (parsed: { ok: boolean; message?: string }) => {
  expect(parsed.ok).toBe(false);
  return parsed.message ?? '';
};

describe('npm run migrate: arguments', () => {
  it('reads the school, the file and the mode; a dry run unless --confirm', () => {
    expect(ok(parseMigrateArgs(['--school', 'sanjose', '--file', 'copia.zip']))).toEqual({
      school: 'sanjose',
      file: 'copia.zip',
      confirm: false,
      admins: [],
      emulators: false,
    });
    const confirmed = ok(
      parseMigrateArgs([
        '--school=las-acacias',
        '--file=/tmp/copia con espacios.zip',
        '--confirm',
        '--admin',
        'Rectora@Colegio.edu.co',
        '--admin=secretaria@colegio.edu.co',
        '--admin',
        'rectora@colegio.edu.co',
        '--emulators',
      ]),
    );
    expect(confirmed).toEqual({
      school: 'las-acacias',
      file: '/tmp/copia con espacios.zip',
      confirm: true,
      admins: ['rectora@colegio.edu.co', 'secretaria@colegio.edu.co'],
      emulators: true,
    });
    expect(ok(parseMigrateArgs(['--dry-run', '--file', 'c.zip', '--school', 'ab'])).confirm).toBe(false);
  });

  it('refuses, in Spanish, what it cannot read', () => {
    expect(refused(parseMigrateArgs(['--file', 'c.zip']))).toMatch(/Falta --school/);
    expect(refused(parseMigrateArgs(['--school', 'sanjose']))).toMatch(/Falta --file/);
    expect(refused(parseMigrateArgs(['--school', '--file', 'c.zip']))).toMatch(/Falta el valor de --school/);
    expect(refused(parseMigrateArgs(['--school', 'San José', '--file', 'c.zip']))).toMatch(
      /no es un identificador de colegio/,
    );
    for (const bad of ['-sanjose', 'sanjose-', 'a', 'x'.repeat(41), 'san_jose', '../otro'])
      expect(refused(parseMigrateArgs(['--school', bad, '--file', 'c.zip']))).toMatch(/identificador/);
    expect(refused(parseMigrateArgs(['--school', 'a1', '--school', 'b2', '--file', 'c.zip']))).toMatch(
      /más de una vez/,
    );
    expect(
      refused(parseMigrateArgs(['--school', 'ab', '--file', 'c.zip', '--dry-run', '--confirm'])),
    ).toMatch(/no los dos/);
    expect(
      refused(parseMigrateArgs(['--school', 'ab', '--file', 'c.zip', '--admin', 'no-es-correo'])),
    ).toMatch(/no es un correo/);
    expect(refused(parseMigrateArgs(['--school', 'ab', '--file', 'c.zip', '--force']))).toMatch(
      /No se entiende «--force»/,
    );
    expect(refused(parseMigrateArgs(['copia.zip']))).toMatch(/No se entiende «copia\.zip»/);
  });
});

describe('npm run export-school: arguments', () => {
  it('exports the whole school, personal data included unless told not to', () => {
    expect(ok(parseExportArgs(['--school', 'sanjose', '--out', 'sanjose.zip']))).toEqual({
      school: 'sanjose',
      out: 'sanjose.zip',
      personal: true,
      emulators: false,
    });
    expect(
      ok(parseExportArgs(['--school', 'sanjose', '--out', 's.ZIP', '--sin-datos-personales', '--emulators'])),
    ).toEqual({ school: 'sanjose', out: 's.ZIP', personal: false, emulators: true });
  });

  it('refuses a missing school or file, a file that is no .zip, an unknown flag', () => {
    expect(refused(parseExportArgs(['--out', 's.zip']))).toMatch(/Falta --school/);
    expect(refused(parseExportArgs(['--school', 'sanjose']))).toMatch(/Falta --out/);
    expect(refused(parseExportArgs(['--school', 'sanjose', '--out', 's.tar']))).toMatch(/\.zip/);
    expect(refused(parseExportArgs(['--school', 'sanjose', '--out', 's.zip', '--confirm']))).toMatch(
      /No se entiende/,
    );
  });
});
