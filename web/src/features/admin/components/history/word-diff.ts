/**
 * Which words changed between two texts (the comparison highlights the changed words,
 * so fixing one word in a long Reseña paragraph does not mean reading both paragraphs). A longest
 * common subsequence over words, whitespace kept with the word before it.
 */
export interface DiffPart {
  text: string;
  /** 'same' in both texts; 'removed' only in the older; 'added' only in the newer. */
  kind: 'same' | 'removed' | 'added';
}

/** Words with their trailing whitespace, so joining the parts gives the text back. */
const words = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/** Beyond this many word pairs the table would be too big for a browser: the texts are marked whole. */
const MAX_CELLS = 2_000_000;

/** The older text's parts (same/removed) and the newer's (same/added). */
export function wordDiff(older: string, newer: string): { older: DiffPart[]; newer: DiffPart[] } {
  const a = words(older);
  const b = words(newer);
  if (a.length * b.length > MAX_CELLS) {
    return { older: [{ text: older, kind: 'removed' }], newer: [{ text: newer, kind: 'added' }] };
  }
  const key = (w: string) => w.trimEnd();
  // lcs[i][j]: length of the common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] =
        key(a[i]!) === key(b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out = { older: [] as DiffPart[], newer: [] as DiffPart[] };
  const push = (list: DiffPart[], text: string, kind: DiffPart['kind']) => {
    const last = list.at(-1);
    if (last && last.kind === kind) last.text += text;
    else list.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (key(a[i]!) === key(b[j]!)) {
      push(out.older, a[i++]!, 'same');
      push(out.newer, b[j++]!, 'same');
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push(out.older, a[i++]!, 'removed');
    else push(out.newer, b[j++]!, 'added');
  }
  while (i < a.length) push(out.older, a[i++]!, 'removed');
  while (j < b.length) push(out.newer, b[j++]!, 'added');
  return out;
}
