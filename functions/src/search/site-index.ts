/**
 * The site search's index (decisions 0020 and 0026): MiniSearch over the search documents, with
 * the Spanish term function (spanish.ts) for the texts and the query alike. A query is read, never
 * refused: cut to SEARCH_LIMITS.query characters and its first MAX_TERMS words; there is no query
 * syntax, so quotes, operators and markup are just characters that fold away.
 *
 * Each query word finds its stem (and, from four letters, the stem's longer forms: as-you-type),
 * the words of the site within its allowed typos (typo.ts: transpositions count one), and what
 * the school's synonyms say it means. With no result, "Quizás quiso decir" offers the query spelled
 * with the closest words of the site.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import {
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchAnswer,
  type SearchHit,
  type SnippetPart,
} from '../model/search';
import type { SearchDoc } from './site-documents';
import { fold, term, tokens } from './spanish';
import { allowedEdits, editDistance } from './typo';

/** Words of a query looked for: every word costs a walk over the site's words, and nobody types twelve. */
const MAX_TERMS = 8;
/** The title weighs this many times a word of the text: a page named for the words comes first. */
const TITLE_BOOST = 4;
/** The words the menu or the footer name a page with weigh almost as much as its title. */
const NAMES_BOOST = 3;
/** A word found through a typo weighs this much at most (MiniSearch's own fuzzy weight). */
const TYPO_WEIGHT = 0.45;
/** A word found through a synonym weighs this much: the word typed, when present, comes first. */
const SYNONYM_WEIGHT = 0.3;
/** Close words a query word is widened to at most (the closest, then the most frequent). */
const MAX_EXPANSION = 24;
/** Words longer than this are no word a parent types: looked for as they are. */
const MAX_WORD = 40;
const SNIPPET_CHARS = 180;

/** The query as read from a visitor: a string, trimmed, cut; anything else is the empty query. */
export function readQuery(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  // Control characters out (a pasted NUL or a line break is no search); inner spaces made one.
  return text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_LIMITS.query);
}

/** A word of the site: its stem, how often it appears, and its most frequent written form. */
interface SiteWord {
  folded: string;
  stem: string;
  count: number;
  shown: string;
}

/** A query word: as typed, folded, and its stem. */
interface QueryWord {
  typed: string;
  folded: string;
  stem: string;
}

export interface SiteIndexOptions {
  /** The school's synonym groups (model/search-synonyms.ts), each a list of words or phrases. */
  synonyms?: readonly (readonly string[])[];
}

export class SiteIndex {
  private readonly search: MiniSearch<SearchDoc>;
  private readonly docs = new Map<string, SearchDoc>();
  /** Every token indexed, as written (lower case), with its count. */
  private readonly written = new Map<string, number>();
  /** The site's words by their folded form, and the folded forms by length (for the typo walk). */
  private readonly siteWords = new Map<string, SiteWord>();
  private readonly byLength = new Map<number, string[]>();
  /** Each synonym group as its members' stems, and the members by their first stem. */
  private readonly synonyms: string[][][];
  private readonly membersByFirst = new Map<string, { stems: string[]; token: string }[]>();
  private readonly expansions = new Map<string, Map<string, number>>();

  constructor(documents: readonly SearchDoc[], options: SiteIndexOptions = {}) {
    this.synonyms = (options.synonyms ?? [])
      .map((group) => group.map(stemsOf).filter((member) => member.length > 0))
      .filter((group) => group.length >= 2);
    for (const [g, group] of this.synonyms.entries())
      for (const member of group) {
        const list = this.membersByFirst.get(member[0]!) ?? [];
        list.push({ stems: member, token: groupToken(g) });
        this.membersByFirst.set(member[0]!, list);
      }
    this.search = new MiniSearch<SearchDoc>({
      fields: ['title', 'names', 'text'],
      tokenize: (text) => this.withGroupTokens(tokens(text)),
      processTerm: (word) => {
        if (word.startsWith(GROUP_MARK)) return word;
        const t = term(word);
        if (t) this.written.set(word, (this.written.get(word) ?? 0) + 1);
        return t ?? null;
      },
      searchOptions: { boost: { title: TITLE_BOOST, names: NAMES_BOOST } },
    });
    for (const doc of documents) {
      if (this.docs.has(doc.id)) continue;
      this.docs.set(doc.id, doc);
    }
    this.search.addAll([...this.docs.values()]);
    this.learnWords();
  }

  /**
   * A text's words, and for each place where it says a member of a synonym group (a word, or a
   * phrase word after word: "presentación personal", its stop words aside) that group's token: a
   * query naming any member finds the group's token, so a phrase is found only where it is said
   * whole, and a text naming two members counts once.
   */
  private withGroupTokens(words: string[]): string[] {
    if (this.membersByFirst.size === 0) return words;
    const stems = words.flatMap((word) => {
      const t = term(word);
      return t ? [t] : [];
    });
    const found: string[] = [];
    for (let i = 0; i < stems.length; i++)
      for (const member of this.membersByFirst.get(stems[i]!) ?? [])
        if (member.stems.every((stem, k) => stems[i + k] === stem)) found.push(member.token);
    return found.length ? [...words, ...found] : words;
  }

  get documentCount(): number {
    return this.docs.size;
  }

  /** The index as JSON (its size in the decision and the bench). */
  serializedSize(): number {
    return JSON.stringify(this.search).length;
  }

  /** The site's words by folded form: accents and case met under one entry, its usual spelling shown. */
  private learnWords(): void {
    for (const [written, count] of this.written) {
      const folded = fold(written).trim();
      const stem = term(written);
      if (!folded || !stem) continue;
      const known = this.siteWords.get(folded);
      if (!known) {
        this.siteWords.set(folded, { folded, stem, count, shown: written });
        // Codes and numbers are looked for as they are: no typo walk over them.
        if (!/\d/.test(folded) && folded.length <= MAX_WORD) {
          const list = this.byLength.get(folded.length) ?? [];
          list.push(folded);
          this.byLength.set(folded.length, list);
        }
      } else {
        if (count > (this.written.get(known.shown) ?? 0)) known.shown = written;
        known.count += count;
      }
    }
    this.written.clear();
  }

  /** The answer to a query, grouped by kind; an empty query finds nothing. */
  query(raw: unknown): SearchAnswer {
    const query = readQuery(raw);
    const words = queryWords(query);
    if (words.length === 0) return { query, groups: [], total: 0 };
    const concepts = this.concepts(words);
    const options = { tokenize: (t: string) => [t], processTerm: (t: string) => t };
    // Every word when possible; if no record has them all, any of them.
    let results = this.search.search({ combineWith: 'AND', queries: concepts }, options);
    if (results.length === 0) results = this.search.search({ combineWith: 'OR', queries: concepts }, options);
    // A PDF whose record matched the same words is reached from the record's page: one result,
    // not two. A PDF that holds words its record does not is a result of its own.
    const asked = new Map(results.map((result) => [String(result.id), new Set(result.queryTerms)]));
    results = results.filter((result) => {
      const owner = this.docs.get(String(result.id))?.pdf?.owner;
      const ownerTerms = owner ? asked.get(owner) : undefined;
      return !ownerTerms || !result.queryTerms.every((t) => ownerTerms.has(t));
    });
    const hits = results.slice(0, SEARCH_LIMITS.results).flatMap((result) => {
      const doc = this.docs.get(String(result.id));
      return doc ? [hitOf(doc, this.matchedStems(result))] : [];
    });
    const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) })).filter(
      (g) => g.hits.length > 0,
    );
    const suggestion = hits.length === 0 ? this.suggestion(query) : undefined;
    return { query, groups, total: hits.length, ...(suggestion ? { suggestion } : {}) };
  }

  /**
   * The query as MiniSearch queries, one per word (or per phrase a synonym group names): each an
   * OR of the word's stem (with its longer forms), the site's words within its typos, and the
   * other members of its synonym group.
   */
  private concepts(words: QueryWord[]): Query[] {
    const concepts: Query[] = [];
    for (let i = 0; i < words.length;) {
      const match = this.synonymAt(words, i);
      const span = match ? match.length : 1;
      const own = words.slice(i, i + span).map((word) => this.wordQuery(word));
      const spanQuery: Query = own.length === 1 ? own[0]! : { combineWith: 'AND', queries: own };
      concepts.push(
        match
          ? {
              combineWith: 'OR',
              queries: [
                spanQuery,
                { combineWith: 'OR', queries: [match.token], prefix: false, boostTerm: () => SYNONYM_WEIGHT },
              ],
            }
          : spanQuery,
      );
      i += span;
    }
    return concepts;
  }

  /** The stems a result matched, a synonym group's token as its members' stems (for the marks and the PDF page). */
  private matchedStems(result: SearchResult): Set<string> {
    const matched = new Set<string>();
    for (const t of result.terms) {
      if (!t.startsWith(GROUP_MARK)) matched.add(t);
      else
        for (const member of this.synonyms[Number(t.slice(GROUP_MARK.length))] ?? [])
          member.forEach((stem) => matched.add(stem));
    }
    return matched;
  }

  /** The longest synonym member that the query's words spell from position `at`, and its group's token. */
  private synonymAt(words: QueryWord[], at: number): { token: string; length: number } | null {
    let best: { token: string; length: number } | null = null;
    for (const member of this.membersByFirst.get(words[at]!.stem) ?? []) {
      if (best && member.stems.length <= best.length) continue;
      if (member.stems.every((stem, k) => words[at + k]?.stem === stem))
        best = { token: member.token, length: member.stems.length };
    }
    return best;
  }

  /** One word: its stem (and longer forms from four letters), and the site's words within its typos. */
  private wordQuery(word: QueryWord): Query {
    const queries: Query[] = [{ combineWith: 'OR', queries: [word.stem], prefix: word.stem.length >= 4 }];
    for (const [stem, weight] of this.typoStems(word))
      queries.push({ combineWith: 'OR', queries: [stem], prefix: false, boostTerm: () => weight });
    return queries.length === 1 ? queries[0]! : { combineWith: 'OR', queries };
  }

  /**
   * The stems of the site's words within the word's allowed typos, each with its weight (closer
   * weighs more). Walks the site's words of about the same length; remembered per word.
   */
  private typoStems(word: QueryWord): Map<string, number> {
    const known = this.expansions.get(word.folded);
    if (known) return known;
    const stems = new Map<string, number>();
    // A word the site has, or the school's synonyms name, is no typo; codes and numbers are looked for as they are.
    const plain =
      !/\d/.test(word.folded) &&
      word.folded.length <= MAX_WORD &&
      !this.siteWords.has(word.folded) &&
      !this.membersByFirst.has(word.stem);
    const max = plain ? allowedEdits(word.folded.length) : 0;
    if (max > 0) {
      const found = this.closeWords(word.folded, max)
        .filter((close) => close.word.stem !== word.stem)
        .slice(0, MAX_EXPANSION);
      for (const { word: w, distance } of found) {
        const weight = (TYPO_WEIGHT * w.stem.length) / (w.stem.length + distance);
        if (weight > (stems.get(w.stem) ?? 0)) stems.set(w.stem, weight);
      }
    }
    if (this.expansions.size >= 2_000) this.expansions.clear();
    this.expansions.set(word.folded, stems);
    return stems;
  }

  /** The site's words within `max` edits of a folded word, closest first. */
  private closeWords(folded: string, max: number): { word: SiteWord; distance: number }[] {
    const found: { word: SiteWord; distance: number }[] = [];
    for (let length = folded.length - max; length <= folded.length + max; length++)
      for (const candidate of this.byLength.get(length) ?? []) {
        if (candidate === folded) continue;
        const distance = editDistance(folded, candidate, max);
        if (distance <= max) found.push({ word: this.siteWords.get(candidate)!, distance });
      }
    // At the same distance, a word that starts as typed (a first letter is seldom the typo), then the most used.
    const first = (w: { word: SiteWord }) => (w.word.folded[0] === folded[0] ? 0 : 1);
    return found.sort(
      (a, b) => a.distance - b.distance || first(a) - first(b) || b.word.count - a.word.count,
    );
  }

  /**
   * "Quizás quiso decir": each word of the query the site does not have, replaced by the site's
   * closest word (one edit more than a search forgives, so a word it did not find); none when no
   * word changes.
   */
  private suggestion(query: string): string | undefined {
    let changed = false;
    const spelled = tokens(query).map((typed) => {
      const folded = fold(typed).trim();
      if (folded.length < 3 || /\d/.test(folded) || folded.length > MAX_WORD || this.siteWords.has(folded))
        return typed;
      const stem = term(typed);
      if (!stem || this.membersByFirst.has(stem)) return typed;
      const [closest] = this.closeWords(folded, allowedEdits(folded.length) + 1);
      if (!closest) return typed;
      changed = true;
      return closest.word.shown;
    });
    return changed ? spelled.join(' ') : undefined;
  }
}

/** A query's words: one letter or digit alone tells nothing, stop words neither ("<script>alert(1)" must not find every "1"). */
function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const typed of tokens(query)) {
    const folded = fold(typed).trim();
    const stem = term(typed);
    if (folded.length > 1 && stem) words.push({ typed, folded, stem });
    if (words.length === MAX_TERMS) break;
  }
  return words;
}

/** The start of a synonym group's token: no word of a text begins so (tokens are letters and digits). */
const GROUP_MARK = '§';
const groupToken = (group: number) => `${GROUP_MARK}${group}`;

/** A phrase's stems (its stop words dropped), as the index keeps them. */
function stemsOf(phrase: string): string[] {
  return tokens(phrase).flatMap((word) => {
    const t = term(word);
    return t ? [t] : [];
  });
}

function hitOf(doc: SearchDoc, matched: ReadonlySet<string>): SearchHit {
  const base = {
    kind: doc.kind,
    title: doc.title,
    ...(doc.date ? { date: doc.date } : {}),
    ...(doc.label ? { label: doc.label } : {}),
    ...(doc.external ? { external: true as const } : {}),
  };
  if (doc.pdf) {
    // The page where a matched word first is: the link opens the PDF there.
    const index = Math.max(
      0,
      doc.pdf.pages.findIndex((page) => hasWord(page, matched)),
    );
    const page = index + 1;
    return {
      ...base,
      url: `${doc.url}#page=${page}`,
      pdf: { name: doc.pdf.name, page },
      snippet: snippet(doc.pdf.pages[index] ?? '', matched),
    };
  }
  return { ...base, url: doc.url, snippet: snippet(doc.text, matched) };
}

const WORD_RE = /[\p{L}\p{N}\p{M}]+/gu;

/** Whether a text holds one of the matched terms. */
function hasWord(text: string, matched: ReadonlySet<string>): boolean {
  for (const m of text.normalize('NFC').matchAll(WORD_RE)) {
    const t = term(m[0].toLowerCase());
    if (t && matched.has(t)) return true;
  }
  return false;
}

/**
 * A piece of the text around its first matched word, the matched words marked. Plain parts: the
 * page draws them as text and <mark>, so nothing an administrator typed becomes markup.
 */
export function snippet(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  // The first matched word, within the first 20,000 characters (a manual's text is longer).
  let first = -1;
  for (const m of text.slice(0, 20_000).matchAll(WORD_RE)) {
    const t = term(m[0]);
    if (t && matched.has(t)) {
      first = m.index;
      break;
    }
  }
  const from = first > 60 ? text.lastIndexOf(' ', first - 50) + 1 : 0;
  let to = Math.min(text.length, from + SNIPPET_CHARS);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from) to = space;
  }
  // Every matched word in the window.
  const marks: { start: number; end: number }[] = [];
  for (const m of text.slice(from, to).matchAll(WORD_RE)) {
    const t = term(m[0]);
    if (t && matched.has(t)) marks.push({ start: from + m.index, end: from + m.index + m[0].length });
  }
  const parts: SnippetPart[] = [];
  if (from > 0) parts.push({ text: '… ' });
  let at = from;
  for (const mark of marks) {
    if (mark.start > at) parts.push({ text: text.slice(at, mark.start) });
    parts.push({ text: text.slice(mark.start, mark.end), mark: true });
    at = mark.end;
  }
  if (at < to) parts.push({ text: text.slice(at, to) });
  if (to < text.length) parts.push({ text: ' …' });
  return parts;
}
