/** `decodeURIComponent`, or null for a malformed escape (a hostile or mistyped address). */
export function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
