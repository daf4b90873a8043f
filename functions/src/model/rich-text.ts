/**
 * Formatted text (the `richtext` field kind): what is stored is a small structured document, the
 * subset of ProseMirror/Tiptap JSON the admin editor produces and the public renderer draws. It is
 * never HTML: nothing stored is handed to the DOM as markup, so a record cannot carry script.
 *
 * RICH_TEXT_SCHEMA is the one description of that subset. The validator (rich-text-check.ts, run by
 * the admin form and by the function), the editor's cleaner (admin) and the renderer (public) all
 * read it. This file imports nothing and has no zod, so public pages may import it.
 */

export type RichMarkType = 'bold' | 'italic' | 'link';
export interface RichMark {
  type: RichMarkType;
  /** Only a link has attributes: its href (see isSafeHref). */
  attrs?: { href: string };
}
export interface RichTextNode {
  type: 'text';
  text: string;
  marks?: RichMark[];
}
export interface RichHardBreak {
  type: 'hardBreak';
}
export type RichInline = RichTextNode | RichHardBreak;
export interface RichParagraph {
  type: 'paragraph';
  content?: RichInline[];
}
export interface RichHeading {
  type: 'heading';
  attrs: { level: 2 | 3 };
  content?: RichInline[];
}
export interface RichList {
  type: 'bulletList' | 'orderedList';
  content: RichListItem[];
}
export interface RichListItem {
  type: 'listItem';
  content: RichBlock[];
}
/**
 * A table: rows of cells, each cell one or more paragraphs (text with its marks). The first row
 * may be a header row (every cell `tableHeader`, drawn as `<th scope="col">`); no other row has
 * header cells, every row has the same number of cells, and no cell spans others (checked by
 * rich-text-check.ts).
 */
export interface RichTable {
  type: 'table';
  content: RichTableRow[];
}
export interface RichTableRow {
  type: 'tableRow';
  content: RichTableCell[];
}
export interface RichTableCell {
  type: 'tableCell' | 'tableHeader';
  content: RichParagraph[];
}
export type RichBlock = RichParagraph | RichHeading | RichList | RichTable;
export interface RichTextDoc {
  type: 'doc';
  content: RichBlock[];
}
export type RichNode = RichTextDoc | RichBlock | RichListItem | RichInline | RichTableRow | RichTableCell;

/** What a node may hold: its children's types, its attributes' checks, whether it is text. */
export interface NodeRule {
  /** Node types allowed as children; absent: the node has no `content`. */
  content?: readonly RichNode['type'][];
  /** The node must have at least one child (a list without items is nothing). */
  nonEmpty?: boolean;
  /** Allowed attributes and the values each may take; absent: no `attrs` at all. */
  attrs?: Readonly<Record<string, readonly unknown[]>>;
  /** A text node: `text` (non-empty string) and `marks`. */
  text?: boolean;
}

const INLINE = ['text', 'hardBreak'] as const;
const BLOCKS = ['paragraph', 'heading', 'bulletList', 'orderedList'] as const;
const CELLS = ['tableCell', 'tableHeader'] as const;

/** The allowed structure: node types, what each contains, and the only attributes there are. */
export const RICH_TEXT_SCHEMA = {
  nodes: {
    // A table only at the top: not inside a list, nor inside another table.
    doc: { content: [...BLOCKS, 'table'] },
    paragraph: { content: INLINE },
    heading: { content: INLINE, attrs: { level: [2, 3] } },
    bulletList: { content: ['listItem'], nonEmpty: true },
    orderedList: { content: ['listItem'], nonEmpty: true },
    // A list item starts with its paragraph; nested lists (and Tiptap's headings in items) follow.
    listItem: { content: BLOCKS, nonEmpty: true },
    table: { content: ['tableRow'], nonEmpty: true },
    tableRow: { content: CELLS, nonEmpty: true },
    // A cell holds paragraphs only: text with its marks, no lists, headings or tables.
    tableCell: { content: ['paragraph'], nonEmpty: true },
    tableHeader: { content: ['paragraph'], nonEmpty: true },
    hardBreak: {},
    text: { text: true },
  } satisfies Record<RichNode['type'], NodeRule>,
  /** Marks on text; only `link` has an attribute, `href`, checked by isSafeHref. */
  marks: ['bold', 'italic', 'link'] as readonly RichMarkType[],
} as const;

/** Limits: a long page's text, far under Firestore's 1 MiB per record. */
export const RICH_TEXT_LIMITS = {
  /** Characters of text (what the administrator wrote), as the plain long text allowed. */
  textLength: 20_000,
  /** UTF-8 bytes of the stored JSON (structure included). */
  bytes: 60_000,
  /** Nesting of nodes, the doc counting 1: three levels of lists fit, absurd nesting does not. */
  depth: 10,
  /** An href's length. */
  href: 2_000,
  /** Rows of a table (its header row included) and cells of a row: a timetable, a list of fees. */
  tableRows: 200,
  tableColumns: 12,
} as const;

/**
 * A link the site may render: https://, mailto:, tel:, or one of the site's own paths (a single
 * `/`, so never `//other-host`). Any whitespace or control character refuses it, so
 * `java\tscript:` or a leading space cannot sneak past a browser's URL cleanup.
 */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string' || href.length === 0 || href.length > RICH_TEXT_LIMITS.href) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/.test(href)) return false;
  if (href.includes('\\')) return false;
  return /^(?:https:\/\/[^/?#@]+(?:[/?#]|$)|mailto:[^/]|tel:[+\d(])/i.test(href) || /^\/(?!\/)/.test(href);
}

/** The site's own path (rendered with the router's link), as opposed to another site or an app. */
export const isOwnPath = (href: string) => /^\/(?!\/)/.test(href);

export const emptyRichText = (): RichTextDoc => ({ type: 'doc', content: [] });

const isDoc = (value: unknown): value is RichTextDoc =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'doc' &&
  Array.isArray((value as { content?: unknown }).content);

const paragraph = (text: string): RichParagraph => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/**
 * A stored value as a document, whatever its age: a document stays as it is; a plain long text
 * (written before this kind existed) becomes one paragraph per line, as its page showed it; a list
 * of texts becomes a bullet list. This is the upgrade on read of decision 0011.
 */
export function richTextFrom(value: unknown): RichTextDoc {
  if (isDoc(value)) return value;
  if (typeof value === 'string') {
    const lines = value
      .split(/\n+/)
      .map((l) => l.trim())
      .filter(Boolean);
    return { type: 'doc', content: lines.map(paragraph) };
  }
  if (Array.isArray(value)) {
    const items = value
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .map((v) => v.trim());
    if (items.length === 0) return emptyRichText();
    return {
      type: 'doc',
      content: [
        { type: 'bulletList', content: items.map((t) => ({ type: 'listItem', content: [paragraph(t)] })) },
      ],
    };
  }
  return emptyRichText();
}

/** The document's words, blocks on their own lines: for the history's comparison and emptiness. */
export function richTextPlain(value: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown, line: string[]): void => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as { type?: unknown; text?: unknown; content?: unknown };
    if (n.type === 'text' && typeof n.text === 'string') line.push(n.text);
    else if (n.type === 'hardBreak') line.push('\n');
    if (!Array.isArray(n.content)) return;
    if (n.type === 'tableRow') {
      // A row on one line, its cells apart, for the history's comparison.
      const cells = n.content.map((cell) => {
        const own: string[] = [];
        const before = out.length;
        walk(cell, own);
        return out.splice(before).join(' ');
      });
      out.push(cells.join(' | '));
    } else if (n.type === 'paragraph' || n.type === 'heading') {
      const own: string[] = [];
      for (const child of n.content) walk(child, own);
      out.push(own.join(''));
    } else for (const child of n.content) walk(child, line);
  };
  walk(richTextFrom(value), []);
  return out.join('\n');
}

/** A document with no text at all (an empty paragraph is still empty): a required field unfilled. */
export const isRichTextEmpty = (value: unknown) => richTextPlain(value).trim() === '';
