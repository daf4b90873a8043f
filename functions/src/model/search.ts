/**
 * Site search (decision 0020): what GET /api/buscar answers and what the /buscar page
 * is rendered with. Plain data, no zod: the page imports it directly (`@model/search`), like
 * `@model/pqrsd`, so the public entry's barrel stays as it is.
 */

/** The kinds results are grouped by, in the order the page shows them. */
export const SEARCH_KINDS = [
  'paginas',
  'noticias',
  'eventos',
  'galerias',
  'personal',
  'transparencia',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: { [K in SearchKind]: string } = {
  paginas: 'Páginas',
  noticias: 'Noticias y circulares',
  eventos: 'Eventos',
  galerias: 'Álbumes de fotos',
  personal: 'Personal',
  transparencia: 'Transparencia',
};

/** Longest query read (the rest is cut, never refused); results per answer. */
export const SEARCH_LIMITS = { query: 200, results: 30 } as const;

/** A piece of a snippet: `mark` when it is a word the query matched (the page draws <mark>). */
export interface SnippetPart {
  text: string;
  mark?: true;
}

export interface SearchHit {
  kind: SearchKind;
  title: string;
  /**
   * A path of this site; a PDF's address with the page where the words are (`/media/…#page=3`);
   * or, for a menu link to another site (`external`), that site's address.
   */
  url: string;
  /** A link of the menu or the footer to another site (the boletín, the enrolment platform). */
  external?: true;
  /** The words are inside this PDF: its name as the school gave it, and the page (from 1). */
  pdf?: { name: string; page: number };
  /** `YYYY-MM-DD`, or absent for a page with no date. */
  date?: string;
  /** A label finer than the kind ("Circular", "Docente"…), when there is one. */
  label?: string;
  snippet: SnippetPart[];
}

export interface SearchAnswer {
  /** The query as read (trimmed, cut to SEARCH_LIMITS.query); shown back to the visitor, escaped by React. */
  query: string;
  /** Results grouped by kind, in SEARCH_KINDS order; kinds with no result left out. */
  groups: { kind: SearchKind; hits: SearchHit[] }[];
  total: number;
  /**
   * With no result: the query with its words spelled as the site writes them, when a close word
   * exists ("convivensia escolar" → "convivencia escolar"); the page offers it as a link.
   */
  suggestion?: string;
  /** Set when the visitor asked too often: no results were looked for. */
  limited?: true;
}
