/**
 * A Content-Disposition header naming the file (RFC 6266 with RFC 5987's `filename*`): the name in
 * UTF-8 for every current browser, and an ASCII `filename="…"` before it for the rest (accents
 * dropped, anything else outside printable ASCII, quotes, backslashes and "%" as "_", since
 * some clients decode percent signs there). Header values are ASCII only: the name's own
 * characters never reach it unencoded.
 */
/** RFC 5987's attr-char: what `filename*` carries as it is; every other byte is percent-encoded. */
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

const encodeRfc5987 = (value: string) =>
  Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    return ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  return `${type}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
