/**
 * The name a PDF is saved under: what the document is, not its stored code. A visitor who saves
 * a circular gets "Circular 002 - reunión de padres.pdf". The name comes from the record that
 * shows the file: its section's title (`titleone` for `pdfone`), else the record's title, else the
 * name the file had when it was uploaded (`pdfoneName`), else "documento". /media reads it from
 * that record on the server (routes/media.ts), so nobody can put text of their choice in the
 * answer's header; the pages may use it for a link's `download` too.
 */
import { cleanDisplayName } from './display-name';

const MAX_LENGTH = 120;

/** The record fields a PDF field's name is read from, the first non-empty one winning. */
export function pdfNameSources(field: string): string[] {
  const section = /^pdf(.+)$/.exec(field)?.[1];
  return [...(section ? [`title${section}`] : []), 'title', `${field}Name`];
}

/**
 * A file name a person reads and every system accepts: no invisible characters, none a file
 * system refuses (a colon reads as a dash: "Circular 002: reunión" is "Circular 002 - reunión"),
 * one space at most in a row, at most 120 characters, ending in ".pdf".
 */
export function pdfFileName(name: string): string {
  const base = cleanDisplayName(name)
    .replace(/\.pdf$/i, '')
    .replace(/\s*:\s*/g, ' - ')
    .replace(/[\\/*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_LENGTH)
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  return `${base || 'documento'}.pdf`;
}

/**
 * The saved name of the PDF in `field` of a record (`data`: the record's fields as stored);
 * `saveAs`, the field's own name for it where it has one (PdfField.saveAs), wins.
 */
export function pdfDownloadName(field: string, data: Record<string, unknown>, saveAs?: string): string {
  if (saveAs) return pdfFileName(saveAs);
  for (const source of pdfNameSources(field)) {
    const value = data[source];
    if (typeof value === 'string' && cleanDisplayName(value) !== '') return pdfFileName(value);
  }
  return pdfFileName('');
}
