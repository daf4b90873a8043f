/**
 * Typos as people make them on a phone: a letter missing, one too many, one wrong, or two side by
 * side swapped ("mantenimeinto"). The distance is the optimal string alignment distance
 * (Damerau–Levenshtein with adjacent transpositions, each substring edited once), so a swap is one
 * edit, not two as in plain Levenshtein (MiniSearch's fuzzy). How many a word may have depends on
 * its length: in a short word one letter makes another word ("mes" / "mas").
 */

/** Edits forgiven in a word of this many letters: none under 4, one from 4, two from 8. */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * The optimal string alignment distance between two words when it is at most `max`; `max + 1`
 * when it is more (the computation stops as soon as it cannot be within). Only the band of cells
 * within `max` of the diagonal is computed: a few dozen operations for a word.
 */
export function editDistance(a: string, b: string, max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  // Three rows: two back for the transposition.
  let before = new Array<number>(m + 1).fill(over);
  let prev = new Array<number>(m + 1);
  let row = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= n; i++) {
    row.fill(over);
    if (i <= max) row[0] = i;
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    let best = row[0]!;
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row[j] = Math.min(d, over);
      if (row[j]! < best) best = row[j]!;
    }
    if (best > max) return over;
    [before, prev, row] = [prev, row, before];
  }
  return Math.min(prev[m]!, over);
}
