/**
 * Tables in formatted text (functions/src/model/rich-text-check.ts): the shape the editor stores
 * passes; a table anywhere but the top, a cell holding more than paragraphs, header cells outside
 * a whole first row, ragged rows, tables past the caps, a cell's attributes (colspan, style) and
 * hostile content in a cell are refused with a Spanish message.
 */
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LIMITS, richTextPlain, richTextProblem } from '../../functions/src/model';

const t = (text: string, marks?: unknown[]) =>
  marks ? { type: 'text', text, marks } : { type: 'text', text };
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const cell = (type: string, text: string) => ({ type, content: [p(t(text))] });
const th = (text: string) => cell('tableHeader', text);
const td = (text: string) => cell('tableCell', text);
const row = (...cells: unknown[]) => ({ type: 'tableRow', content: cells });
const table = (...rows: unknown[]) => ({ type: 'table', content: rows });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

const HORARIO = table(
  row(th('Dependencia'), th('Horario')),
  row(td('Secretaría'), { type: 'tableCell', content: [p(t('7:00 a. m.', [{ type: 'bold' }])), p()] }),
  row(td('Rectoría'), td('8:00 a. m.')),
);

describe('tables in formatted text', () => {
  it('accepts a table with a header row, cells of paragraphs with marks, and one without header', () => {
    expect(richTextProblem(doc(p(t('Horarios:')), HORARIO))).toBeNull();
    expect(richTextProblem(doc(table(row(td('a'), td('b')), row(td('c'), td('d')))))).toBeNull();
    expect(richTextPlain(doc(HORARIO))).toBe(
      'Dependencia | Horario\nSecretaría | 7:00 a. m. \nRectoría | 8:00 a. m.',
    );
  });

  it.each([
    [
      'a table inside a list',
      doc({ type: 'bulletList', content: [{ type: 'listItem', content: [HORARIO] }] }),
      /en un lugar no permitido/,
    ],
    [
      'a table inside a cell',
      doc(table(row({ type: 'tableCell', content: [HORARIO] }))),
      /en un lugar no permitido/,
    ],
    [
      'a list inside a cell',
      doc(table(row({ type: 'tableCell', content: [{ type: 'bulletList', content: [] }] }))),
      /en un lugar no permitido/,
    ],
    [
      'text loose in a cell',
      doc(table(row({ type: 'tableCell', content: [t('x')] }))),
      /en un lugar no permitido/,
    ],
    ['an empty cell', doc(table(row({ type: 'tableCell', content: [] }))), /vacío/],
    ['an empty row', doc(table({ type: 'tableRow', content: [] })), /vacío/],
    ['an empty table', doc({ type: 'table', content: [] }), /vacío/],
    ['header cells in a later row', doc(table(row(td('a')), row(th('b')))), /fuera de la primera fila/],
    [
      'a half header row',
      doc(table(row(th('a'), td('b')), row(td('c'), td('d')))),
      /le faltan celdas de encabezado/,
    ],
    ['ragged rows', doc(table(row(td('a'), td('b')), row(td('c')))), /mismo número de celdas/],
    [
      'a merged cell',
      doc(table(row({ ...td('a'), attrs: { colspan: 2 } }))),
      /atributo no permitido.*colspan/,
    ],
    ['a style on a table', doc({ ...HORARIO, attrs: { style: 'x' } }), /atributo no permitido/],
    ['a script as a node', doc(table(row({ type: 'script', content: [] }))), /elemento no permitido/],
    [
      'a javascript: link in a cell',
      doc(
        table(
          row({
            type: 'tableCell',
            content: [p(t('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))],
          }),
        ),
      ),
      /enlace no permitido/,
    ],
    [
      'too many rows',
      doc(table(...Array.from({ length: RICH_TEXT_LIMITS.tableRows + 1 }, () => row(td('a'))))),
      /filas \(máximo 200\)/,
    ],
    [
      'too many columns',
      doc(table(row(...Array.from({ length: RICH_TEXT_LIMITS.tableColumns + 1 }, () => td('a'))))),
      /columnas \(máximo 12\)/,
    ],
  ])('refuses %s', (_what, value, message) => {
    expect(richTextProblem(value)).toMatch(message);
  });
});
