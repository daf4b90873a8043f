/**
 * The admin speaks "usted" everywhere ("Arrastra… haz clic" must not stand beside "Arrastre
 * la imagen"). Reads every string literal of the admin, the sign-in screens and the function's
 * messages (comments left out) and refuses the "tú" forms: the ones only "tú" uses, anywhere, and
 * the "tú" imperatives where an instruction starts (a string's start, after a sentence, after "o").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SOURCES = ['web/src/features/admin', 'web/src/features/auth', 'functions/src'];

/** Forms only "tú" uses: wherever they stand, they are "tú". */
const TU_ONLY = [
  'haz',
  'puedes',
  'tienes',
  'quieres',
  'debes',
  'necesitas',
  'estás',
  'eres',
  'sabes',
  'tu',
  'tus',
  'contigo',
  'olvidaste',
  'asegúrate',
  'inténtalo',
  'hazlo',
  'escríbenos',
];
/**
 * "Tú" imperatives, which are also third persons ("el servidor revisa"): refused where an
 * instruction starts. Nouns that look like them (copia, descarga, prueba, espera) are not here.
 */
const TU_IMPERATIVES = [
  'arrastra',
  'suelta',
  'elige',
  'escribe',
  'selecciona',
  'pulsa',
  'intenta',
  'revisa',
  'sube',
  'usa',
  'abre',
  'guarda',
  'pega',
  'agrega',
  'añade',
  'cambia',
  'vuelve',
  'recuerda',
  'mira',
  'toca',
  'ingresa',
  'introduce',
  'completa',
  'confirma',
  'comprueba',
  'verifica',
  'marca',
  'haz',
];

const word = (w: string) => `(?<![\\p{L}])${w}(?![\\p{L}])`;
const TU_ONLY_RE = new RegExp(TU_ONLY.map(word).join('|'), 'iu');
const IMPERATIVE_RE = new RegExp(
  `(?:^|[.:;¿¡(«"]\\s*|\\so\\s)(?:${TU_IMPERATIVES.map(word).join('|')})`,
  'iu',
);

/** Every .ts/.tsx source file under a folder, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The string literals of a TypeScript source, comments skipped: a small scanner, enough for
 * quotes, template literals (their `${}` parts included as text) and the two comment forms.
 */
function stringLiterals(source: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && next === '*') {
      i = source.indexOf('*/', i + 2);
      if (i < 0) break;
      i += 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') {
          text += source[j + 1] ?? '';
          j += 2;
        } else {
          // A quote cannot cross a line; a template literal can.
          if (source[j] === '\n' && c !== '`') break;
          text += source[j];
          j++;
        }
      }
      found.push(text);
      i = j + 1;
    } else {
      i++;
    }
  }
  return found;
}

/** The "tú" form in a text, if any. */
function tuFormIn(text: string): string | null {
  return TU_ONLY_RE.exec(text)?.[0] ?? IMPERATIVE_RE.exec(text)?.[0]?.trim() ?? null;
}

describe('usted in the admin', () => {
  it('finds the forms it looks for (the scanner itself)', () => {
    expect(
      tuFormIn('Arrastra y suelta un archivo aquí, o haz clic para seleccionar un archivo'),
    ).not.toBeNull();
    expect(tuFormIn('Arrastra y suelta aquí')).toBe('Arrastra');
    expect(tuFormIn('Arrastre y suelte aquí las fotos, o elige varias a la vez')).toMatch(/elige/);
    expect(tuFormIn('¿Olvidaste tu contraseña?')).not.toBeNull();
    expect(tuFormIn('Revisa tu conexión.')).not.toBeNull();
    expect(tuFormIn('Arrastre y suelte un archivo aquí, o haga clic para seleccionar un archivo')).toBeNull();
    expect(tuFormIn('El editor crea, edita y sube archivos; el servidor revisa el contenido.')).toBeNull();
    expect(tuFormIn('Copia de seguridad')).toBeNull();
    expect(stringLiterals("const a = 'uno'; // 'dos'\n/* 'tres' */ const b = `cuatro ${x}`;")).toEqual([
      'uno',
      'cuatro ${x}',
    ]);
  });

  it('has no "tú" form in any string of the admin, the sign-in screens or the function', () => {
    const offending: string[] = [];
    for (const dir of SOURCES) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        for (const text of stringLiterals(readFileSync(file, 'utf8'))) {
          const form = tuFormIn(text);
          if (form) offending.push(`${relative(ROOT, file)}: «${form}» in "${text.slice(0, 80)}"`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
