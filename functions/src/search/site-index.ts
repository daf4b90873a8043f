/**
 * The site search's index (decision 0020): MiniSearch over the search documents, with the Spanish
 * term function (spanish.ts) for the texts and the query alike. A query is read, never refused:
 * cut to SEARCH_LIMITS.query characters and its first MAX_TERMS words; there is no query syntax,
 * so quotes, operators and markup are just characters that fold away.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchAnswer,
  type SearchHit,
  type SnippetPart,
} from '../model/search';
import type { SearchDoc } from './site-documents';
import { fold, term } from './spanish';

/** Words of a query looked for: fuzzy matching costs per word, and nobody types twelve. */
const MAX_TERMS = 8;
/** The title weighs this many times a word of the text: a page named for the words comes first. */
const TITLE_BOOST = 4;
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

export class SiteIndex {
  private readonly search: MiniSearch<SearchDoc>;
  private readonly docs = new Map<string, SearchDoc>();

  constructor(documents: readonly SearchDoc[]) {
    this.search = new MiniSearch<SearchDoc>({
      fields: ['title', 'text'],
      processTerm: (word) => term(word) ?? null,
      tokenize: (text) => fold(text).split(' '),
      searchOptions: {
        boost: { title: TITLE_BOOST },
        // One typo forgiven in a word of five letters or more (its stem); none in short words,
        // where one letter makes another word ("mes" / "mas").
        fuzzy: (t) => (t.length >= 5 ? 1 : false),
        // The stem's longer forms: "circular" (stem "circul") also finds "circulares" ("circular").
        prefix: (t) => t.length >= 4,
      },
    });
    for (const doc of documents) {
      if (this.docs.has(doc.id)) continue;
      this.docs.set(doc.id, doc);
    }
    this.search.addAll([...this.docs.values()]);
  }

  get documentCount(): number {
    return this.docs.size;
  }

  /** The index as JSON (its size in the decision and the bench). */
  serializedSize(): number {
    return JSON.stringify(this.search).length;
  }

  /** The answer to a query, grouped by kind; an empty query finds nothing. */
  query(raw: unknown): SearchAnswer {
    const query = readQuery(raw);
    // One letter or digit alone tells nothing ("<script>alert(1)" must not find every "1").
    const terms = fold(query)
      .split(' ')
      .filter((w) => w.length > 1)
      .slice(0, MAX_TERMS)
      .join(' ');
    if (!terms) return { query, groups: [], total: 0 };
    // Every word when possible; if no record has them all, any of them.
    let results = this.search.search(terms, { combineWith: 'AND' });
    if (results.length === 0) results = this.search.search(terms, { combineWith: 'OR' });
    const hits = results.slice(0, SEARCH_LIMITS.results).flatMap((result) => {
      const doc = this.docs.get(String(result.id));
      return doc ? [this.hit(doc, result)] : [];
    });
    const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) })).filter(
      (g) => g.hits.length > 0,
    );
    return { query, groups, total: hits.length };
  }

  private hit(doc: SearchDoc, result: SearchResult): SearchHit {
    return {
      kind: doc.kind,
      title: doc.title,
      url: doc.url,
      ...(doc.date ? { date: doc.date } : {}),
      ...(doc.label ? { label: doc.label } : {}),
      snippet: snippet(doc.text, new Set(result.terms)),
    };
  }
}

/**
 * A piece of the text around its first matched word, the matched words marked. Plain parts: the
 * page draws them as text and <mark>, so nothing an administrator typed becomes markup.
 */
export function snippet(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  const wordRe = /[\p{L}\p{N}]+/gu;
  // The first matched word, within the first 20,000 characters (a manual's text is longer).
  let first = -1;
  for (const m of text.slice(0, 20_000).matchAll(wordRe)) {
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
  for (const m of text.slice(from, to).matchAll(wordRe)) {
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
