/**
 * Single-line text a person types (titles, names, subjects). Bidirectional control characters
 * are invisible and reorder what follows them: a right-to-left override (U+202E) in a title
 * reversed a line of «Últimos cambios», and in a name it can make one text read as another.
 * Nobody types them on purpose in a Spanish site's single-line fields, so the server removes
 * them before storing (file display names go further: model/display-name.ts).
 *
 * The set: ALM (U+061C), LRM and RLM (U+200E–U+200F), the embeddings and overrides
 * (U+202A–U+202E) and the isolates (U+2066–U+2069).
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `s` without its bidirectional control characters. */
export function stripBidi(s: string): string {
  // replace() with a global RegExp resets lastIndex, so the shared pattern is safe to reuse.
  return s.replace(BIDI_CONTROLS, '');
}
