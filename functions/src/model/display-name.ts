/**
 * Names people read (an uploaded file's original name, shown in the admin and as the download
 * name of a PDF). A name is the uploader's text: a right-to-left override (U+202E) would show
 * "informe‮fdp.exe" as "informeexe.pdf", so control characters (C0, C1), bidirectional
 * embeddings, overrides, isolates and marks, zero-width characters and line separators are
 * dropped. Shared by the function (uploads, saves) and the browser.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\ufff9-\ufffb]/g;

export function cleanDisplayName(name: string): string {
  return name.replace(INVISIBLE, '').trim();
}
