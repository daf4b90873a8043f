/**
 * The site search's synonyms, as the school writes them in its settings (`sitio.searchSynonyms`):
 * one group per list item, its words or phrases separated by "=" ("PEI = Proyecto Educativo
 * Institucional"). A query naming one member of a group also finds the others. Plain functions:
 * the validation (format-rules.ts), the admin form and the search index read the same rule.
 */

/** The separators a group's members may be written with ("=" is the one the form suggests). */
const SEPARATOR = /\s*(?:=|↔|<->|,|;)\s*/u;
/** A member's longest phrase: a name, not a paragraph. */
export const SYNONYM_MEMBER_MAX = 80;

/** A group's members, trimmed and without repeats; null when the item is no group (fewer than two). */
export function synonymGroup(item: string): string[] | null {
  const members: string[] = [];
  for (const part of item.split(SEPARATOR)) {
    const member = part.replace(/\s+/g, ' ').trim();
    if (member && !members.some((m) => m.toLowerCase() === member.toLowerCase())) members.push(member);
  }
  return members.length >= 2 ? members : null;
}

/** An item is valid when it names two or more members, none too long. */
export function isSynonymItemValid(item: string): boolean {
  const group = synonymGroup(item);
  return group !== null && group.every((member) => member.length <= SYNONYM_MEMBER_MAX);
}

/** The groups of a settings value (a list; anything else has none); invalid items are skipped. */
export function synonymGroups(value: unknown): string[][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const group = typeof item === 'string' ? synonymGroup(item) : null;
    return group ? [group] : [];
  });
}

/**
 * What a new site starts with (the seed): the school's acronyms and the words parents use for
 * what the site calls otherwise. The school edits them in «Datos del colegio».
 */
export const DEFAULT_SYNONYMS: readonly string[] = [
  'PEI = Proyecto Educativo Institucional',
  'boletín = notas = calificaciones',
  'matrícula = inscripción = cupos',
  'uniforme = uniformes escolares = presentación personal',
  'PQRSD = peticiones = quejas = reclamos',
  'SIEE = sistema institucional de evaluación',
  'manual de convivencia = reglamento',
];
