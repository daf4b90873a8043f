/**
 * The command lines of `npm run migrate` and `npm run export-school`, read into options or into
 * the Spanish reason they are refused. Nothing here touches a project.
 */
import { SCHOOL_ID } from '../../functions/src/tenancy/school-scope';

export const MIGRATE_USAGE =
  'Uso: npm run migrate -- --school <identificador> --file <copia.zip> [--dry-run | --confirm] [--admin correo@dominio]… [--emulators]';
export const EXPORT_USAGE =
  'Uso: npm run export-school -- --school <identificador> --out <archivo.zip> [--sin-datos-personales] [--emulators]';

export interface MigrateOptions {
  school: string;
  file: string;
  /** Writes only with --confirm; without it, the dry run. */
  confirm: boolean;
  /** Existing accounts named administrators of the school once the data is in. */
  admins: string[];
  emulators: boolean;
}

export interface ExportOptions {
  school: string;
  out: string;
  /** The citizens' requests and their files: a school leaving takes them (unless told not to). */
  personal: boolean;
  emulators: boolean;
}

export type Parsed<T> = { ok: true; options: T } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `--name value` or `--name=value`; flags without a value; anything else is refused. */
function readArgs(
  argv: readonly string[],
  valued: readonly string[],
  flags: readonly string[],
): { values: Map<string, string[]>; flags: Set<string> } | string {
  const values = new Map<string, string[]>();
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (valued.includes(name)) {
      const value = eq > 0 && name !== arg ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '' || value.startsWith('--')) return `Falta el valor de ${name}.`;
      values.set(name, [...(values.get(name) ?? []), value]);
    } else if (flags.includes(arg)) {
      seen.add(arg);
    } else {
      return `No se entiende «${arg.slice(0, 80)}».`;
    }
  }
  return { values, flags: seen };
}

/** One value of a valued option, required, given once. */
function single(values: Map<string, string[]>, name: string, what: string): string {
  const given = values.get(name) ?? [];
  if (given.length === 0) throw new Error(`Falta ${name} (${what}).`);
  if (given.length > 1) throw new Error(`${name} se indicó más de una vez.`);
  return given[0]!;
}

function schoolOf(values: Map<string, string[]>): string {
  const school = single(values, '--school', 'el identificador del colegio en la plataforma');
  if (!SCHOOL_ID.test(school))
    throw new Error(
      `«${school.slice(0, 60)}» no es un identificador de colegio: de 2 a 40 letras minúsculas sin tildes, números o guiones (no al principio ni al final), como «sanjose» o «las-acacias».`,
    );
  return school;
}

export function parseMigrateArgs(argv: readonly string[]): Parsed<MigrateOptions> {
  const read = readArgs(argv, ['--school', '--file', '--admin'], ['--dry-run', '--confirm', '--emulators']);
  if (typeof read === 'string') return { ok: false, message: read };
  try {
    const school = schoolOf(read.values);
    const file = single(read.values, '--file', 'el archivo .zip de la copia de seguridad');
    if (read.flags.has('--dry-run') && read.flags.has('--confirm'))
      throw new Error('Indique --dry-run o --confirm, no los dos.');
    const admins = (read.values.get('--admin') ?? []).map((a) => a.trim().toLowerCase());
    const bad = admins.find((a) => !EMAIL.test(a));
    if (bad !== undefined) throw new Error(`«${bad.slice(0, 80)}» no es un correo electrónico.`);
    return {
      ok: true,
      options: {
        school,
        file,
        confirm: read.flags.has('--confirm'),
        admins: [...new Set(admins)],
        emulators: read.flags.has('--emulators'),
      },
    };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}

export function parseExportArgs(argv: readonly string[]): Parsed<ExportOptions> {
  const read = readArgs(argv, ['--school', '--out'], ['--sin-datos-personales', '--emulators']);
  if (typeof read === 'string') return { ok: false, message: read };
  try {
    const school = schoolOf(read.values);
    const out = single(read.values, '--out', 'el archivo .zip que se escribirá');
    if (!out.toLowerCase().endsWith('.zip')) throw new Error(`«${out.slice(0, 80)}» debe terminar en .zip.`);
    return {
      ok: true,
      options: {
        school,
        out,
        personal: !read.flags.has('--sin-datos-personales'),
        emulators: read.flags.has('--emulators'),
      },
    };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}
