/**
 * The one writer of what the site hands to a spreadsheet: every CSV download (the PQRSD reports,
 * the ITA checklist) and the ITA checklist's tab-separated copy for a paste. Shared by the function
 * and the admin screens (through `@model`), so no export can quote or neutralise differently.
 *
 * - A text cell a spreadsheet would run as a formula (one starting with `=`, `+`, `-`, `@`, a tab
 *   or a carriage return: OWASP's CSV-injection rule) gets a leading `'`, so it is shown as the
 *   text it is. Stored texts come from staff and, through the PQRSD form, from anyone: a
 *   `=HYPERLINK(…)` saved as a responsible's name must not become a live link or command in the
 *   secretary's spreadsheet. Numbers are numbers, written as they are (a negative figure stays
 *   one).
 * - CSV: RFC 4180 records (CRLF after each, the last too), `;` between cells, which is what a
 *   Spanish-language spreadsheet opens as columns (its decimal separator is the comma). A cell
 *   holding `;`, `,`, `"`, CR or LF is quoted, its quotes doubled: the comma too, so a spreadsheet
 *   that splits on commas still reads each cell whole. UTF-8 with a BOM, without which Excel reads
 *   the accents as Latin-1.
 */

/** What a cell may hold: a text, a number, or nothing (an empty cell). */
export type SpreadsheetCell = string | number | null | undefined;

/** The cell separator of every CSV the site writes. */
export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;,"\r\n]/;

/** A cell's text as a spreadsheet must get it: a formula-looking text made inert, a number as is. */
export function spreadsheetText(value: SpreadsheetCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function csvField(value: SpreadsheetCell): string {
  const text = spreadsheetText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: the header, then one record per row; BOM first, CRLF after every record. */
export function csvFile(header: readonly string[], rows: ReadonlyArray<readonly SpreadsheetCell[]>): string {
  const records = [header, ...rows].map((row) => row.map(csvField).join(CSV_SEPARATOR));
  return `\uFEFF${records.join('\r\n')}\r\n`;
}

/**
 * The same rows for the clipboard, tab-separated (what a spreadsheet takes from a paste): a paste
 * has no quoting, so a tab or line break inside a cell, which would start another cell or row,
 * becomes a space (after the formula check, so a leading tab still counts as one).
 */
export function tsvText(header: readonly string[], rows: ReadonlyArray<readonly SpreadsheetCell[]>): string {
  return [header, ...rows]
    .map((row) => row.map((cell) => spreadsheetText(cell).replace(/[\t\r\n]+/g, ' ')).join('\t'))
    .join('\n');
}
