/**
 * The check of a formatted text against RICH_TEXT_SCHEMA, run by the admin form before a save and
 * by the function before anything is stored (schema.ts uses it for every `richtext` field). It
 * answers the first problem as the end of a Spanish sentence that starts with the field's label
 * ("El campo «Texto» …"), or null when the document is acceptable. Strict on purpose: an unknown
 * key, node, mark or attribute is refused rather than dropped, so what is stored is exactly what
 * the renderer knows how to draw.
 */
import { isSafeHref, RICH_TEXT_LIMITS, RICH_TEXT_SCHEMA, type NodeRule } from './rich-text';

const NODE_RULES: Record<string, NodeRule> = RICH_TEXT_SCHEMA.nodes;
const MARKS = new Set<string>(RICH_TEXT_SCHEMA.marks);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const short = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message);
};

function checkMarks(marks: unknown): void {
  if (!Array.isArray(marks)) refuse('tiene un formato de texto que no es una lista de marcas');
  const seen = new Set<string>();
  for (const mark of marks as unknown[]) {
    if (!isObject(mark) || typeof mark.type !== 'string') refuse('tiene una marca de formato sin tipo');
    const { type, attrs, ...rest } = mark as { type: string; attrs?: unknown };
    if (!MARKS.has(type))
      refuse(`tiene un formato no permitido (${short(type)}): solo negrita, cursiva y enlaces`);
    if (seen.has(type)) refuse(`repite el formato ${short(type)} en un mismo texto`);
    seen.add(type);
    if (Object.keys(rest).length > 0)
      refuse(`tiene un dato no permitido en un formato (${short(Object.keys(rest)[0]!)})`);
    if (type !== 'link') {
      if (attrs !== undefined) refuse(`tiene atributos no permitidos en el formato ${short(type)}`);
      continue;
    }
    if (!isObject(attrs)) refuse('tiene un enlace sin dirección');
    const { href, ...other } = attrs as { href?: unknown };
    const extra = Object.keys(other)[0];
    if (extra !== undefined) refuse(`tiene un atributo no permitido en un enlace (${short(extra)})`);
    if (typeof href !== 'string' || href === '') refuse('tiene un enlace sin dirección');
    if (!isSafeHref(href)) {
      refuse(
        `tiene un enlace no permitido (${short(String(href))}): use una dirección que empiece por https://, mailto:, tel: o una página del sitio que empiece por /`,
      );
    }
  }
}

interface Tally {
  text: number;
}

function checkNode(node: unknown, allowed: readonly string[], depth: number, tally: Tally): void {
  if (depth > RICH_TEXT_LIMITS.depth)
    refuse(`tiene demasiados niveles anidados (máximo ${RICH_TEXT_LIMITS.depth})`);
  if (!isObject(node) || typeof node.type !== 'string')
    refuse('tiene un elemento que no es un bloque de texto válido');
  const { type, content, attrs, text, marks, ...rest } = node as Record<string, unknown> & { type: string };
  const rule = Object.prototype.hasOwnProperty.call(NODE_RULES, type) ? NODE_RULES[type] : undefined;
  if (!rule)
    refuse(
      `tiene un elemento no permitido (${short(type)}): solo párrafos, títulos, listas, tablas, saltos de línea y texto`,
    );
  if (!allowed.includes(type)) refuse(`tiene un elemento ${short(type)} en un lugar no permitido`);
  const extra = Object.keys(rest)[0];
  if (extra !== undefined)
    refuse(`tiene un dato no permitido (${short(extra)}) en un elemento ${short(type)}`);
  const r = rule as NodeRule;

  if (r.attrs) {
    if (!isObject(attrs)) refuse(`tiene un elemento ${short(type)} sin sus atributos`);
    for (const [key, value] of Object.entries(attrs as Record<string, unknown>)) {
      const values = r.attrs[key];
      if (!values) refuse(`tiene un atributo no permitido (${short(key)}) en un elemento ${short(type)}`);
      if (!values!.includes(value))
        refuse(`tiene un valor no permitido en el atributo ${short(key)} de ${short(type)}`);
    }
    for (const key of Object.keys(r.attrs))
      if (!(key in (attrs as object))) refuse(`tiene un elemento ${short(type)} sin ${short(key)}`);
  } else if (attrs !== undefined) {
    const key = isObject(attrs) ? (Object.keys(attrs)[0] ?? 'attrs') : 'attrs';
    refuse(`tiene un atributo no permitido (${short(key)}) en un elemento ${short(type)}`);
  }

  if (r.text) {
    if (typeof text !== 'string' || text === '') refuse('tiene un texto vacío o que no es un texto');
    tally.text += (text as string).length;
    if (marks !== undefined) checkMarks(marks);
  } else {
    if (text !== undefined) refuse(`tiene texto suelto en un elemento ${short(type)}`);
    if (marks !== undefined) refuse(`tiene formato en un elemento ${short(type)}`);
  }

  if (!r.content) {
    if (content !== undefined) refuse(`tiene contenido dentro de un elemento ${short(type)}`);
    return;
  }
  if (content === undefined && !r.nonEmpty) return;
  if (!Array.isArray(content)) refuse(`tiene un elemento ${short(type)} cuyo contenido no es una lista`);
  if (r.nonEmpty && (content as unknown[]).length === 0) refuse(`tiene un elemento ${short(type)} vacío`);
  if (type === 'table') checkTableShape(content as unknown[]);
  for (const child of content as unknown[]) checkNode(child, r.content, depth + 1, tally);
}

/**
 * A table's shape, before its cells are walked: within the caps, every row as wide as the first,
 * header cells only in the first row and then all of it (the renderer's `<th scope="col">` row).
 */
function checkTableShape(rows: unknown[]): void {
  const { tableRows, tableColumns } = RICH_TEXT_LIMITS;
  if (rows.length > tableRows) refuse(`tiene una tabla de ${rows.length} filas (máximo ${tableRows})`);
  const cellsOf = (row: unknown) =>
    isObject(row) && Array.isArray(row.content) ? (row.content as unknown[]) : [];
  const width = cellsOf(rows[0]).length;
  if (width > tableColumns) refuse(`tiene una tabla de ${width} columnas (máximo ${tableColumns})`);
  const isHeader = (cell: unknown) => isObject(cell) && cell.type === 'tableHeader';
  rows.forEach((row, i) => {
    const cells = cellsOf(row);
    if (cells.length !== width)
      refuse('tiene una tabla cuyas filas no tienen todas el mismo número de celdas');
    const headers = cells.filter(isHeader).length;
    if (i > 0 && headers > 0) refuse('tiene celdas de encabezado fuera de la primera fila de una tabla');
    if (i === 0 && headers > 0 && headers !== cells.length)
      refuse('tiene una fila de encabezado a la que le faltan celdas de encabezado');
  });
}

/** The first problem of a formatted text, or null: see the file's comment. */
export function richTextProblem(value: unknown): string | null {
  if (!isObject(value) || value.type !== 'doc')
    return 'debe ser un texto con formato (un documento), no un texto plano ni HTML';
  // Before walking it: a huge or deeply nested value costs nothing more than this.
  let bytes: number;
  try {
    bytes = new TextEncoder().encode(JSON.stringify(value)).length;
  } catch {
    return 'no es un documento válido';
  }
  if (bytes > RICH_TEXT_LIMITS.bytes) {
    return `es demasiado largo (${Math.ceil(bytes / 1000)} KB; máximo ${RICH_TEXT_LIMITS.bytes / 1000} KB con su formato)`;
  }
  const tally: Tally = { text: 0 };
  try {
    checkNode(value, ['doc'], 1, tally);
  } catch (error) {
    if (error instanceof Refused) return error.message;
    if (error instanceof RangeError)
      return `tiene demasiados niveles anidados (máximo ${RICH_TEXT_LIMITS.depth})`;
    throw error;
  }
  if (tally.text > RICH_TEXT_LIMITS.textLength) {
    return `admite como máximo ${RICH_TEXT_LIMITS.textLength} caracteres de texto (tiene ${tally.text})`;
  }
  return null;
}
