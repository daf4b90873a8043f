/**
 * The check of a PQRSD answer's text (staff answer in formatted text). The answer is a
 * RichTextDoc, checked exactly as every `richtext` field is (rich-text-check.ts), and it must have
 * words. The admin's answer form runs it before sending and the function before storing, so the
 * browser and the server refuse the same things with the same Spanish sentence. A multipart form
 * carries the document as a JSON string; a JSON body may carry it as an object.
 *
 * Apart from pqrsd.ts on purpose: that file is in the public form's island, and the public never
 * needs this check.
 */
import { isRichTextEmpty, type RichTextDoc } from './rich-text';
import { richTextProblem } from './rich-text-check';

/** What an answer without words gets, in the browser and from the server. */
export const PQRSD_ANSWER_REQUIRED = 'Escriba la respuesta.';

export type PqrsdAnswerCheck = { ok: true; doc: RichTextDoc } | { ok: false; message: string };

export function checkPqrsdAnswerText(value: unknown): PqrsdAnswerCheck {
  const required = { ok: false, message: PQRSD_ANSWER_REQUIRED } as const;
  if (value === undefined || value === null) return required;
  let doc = value;
  if (typeof value === 'string') {
    if (!value.trim()) return required;
    try {
      doc = JSON.parse(value);
    } catch {
      // Not JSON: a plain text (or HTML), which the check below refuses as not a document.
    }
  }
  const problem = richTextProblem(doc);
  if (problem) return { ok: false, message: `La respuesta ${problem}.` };
  if (isRichTextEmpty(doc)) return required;
  return { ok: true, doc: doc as RichTextDoc };
}
