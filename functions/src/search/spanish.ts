/**
 * Spanish as people type it (decision 0020): one term function for the index and the query, so
 * "Matrícula", "matriculas" and "MATRICULAS" meet on the same stem. Accents and case go first
 * (a phone keyboard often leaves them out), then the Snowball Spanish stemmer (@orama/stemmers,
 * the Snowball project's algorithm) takes plurals and verb endings off.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a subpath export, which this package's CommonJS resolution (Node10) cannot type
const { stemmer } = require('@orama/stemmers/spanish') as { stemmer: (word: string) => string };

/** Lower case, accents off (ñ too: "nino" must find "niño"), anything but letters and digits a space. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** Words too common to tell pages apart; left out of the index and the query. */
const STOP = new Set(
  (
    'a al algo como con de del el en es esta este hay la las lo los mas me mi muy ni no o para pero por que se ' +
    'si sin su sus un una unas unos y ya'
  ).split(' '),
);

/**
 * Words already stemmed: a site's vocabulary is a few tens of thousands of words, each met many
 * times (measured: the 2,000-record index builds several times faster). Bounded, then forgotten.
 */
const stems = new Map<string, string | null>();
const MAX_STEMS = 100_000;

/** The word as the index keeps it: folded, a stop word dropped (null), stemmed. */
export function term(word: string): string | null {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const folded = fold(word).trim();
  // Numbers and codes ("2026", "1.10") stay whole: a stemmer would cut "2026s" nonsense.
  const result = !folded || STOP.has(folded) ? null : /\d/.test(folded) ? folded : stemmer(folded);
  if (stems.size >= MAX_STEMS) stems.clear();
  stems.set(word, result);
  return result;
}

/** The words of a text, as they stand (for snippets). */
export function words(text: string): string[] {
  return fold(text).split(' ').filter(Boolean);
}

/**
 * The words of a text as typed, lower case with their accents (the index's tokens: term() folds
 * them, and the first form met is what "Quizás quiso decir" shows).
 */
export function tokens(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}
