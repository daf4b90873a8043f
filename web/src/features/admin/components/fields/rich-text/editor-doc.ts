/**
 * The editor's JSON → the document stored. Tiptap adds attributes of its own (an ordered list's
 * `start` and `type`, a link's `target`, `rel` and `class`) and allows marks on a line break; the
 * stored form (RICH_TEXT_SCHEMA, @model) has none of them. This keeps exactly the allowed nodes,
 * marks and attributes, and drops a link whose address the validator would refuse, so what the
 * editor shows is what is saved and the server's check passes.
 */
import {
  isSafeHref,
  RICH_TEXT_LIMITS,
  RICH_TEXT_SCHEMA,
  type NodeRule,
  type RichInline,
  type RichMark,
  type RichTextDoc,
} from '@model';

interface EditorNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: Array<{ type?: string; attrs?: Record<string, unknown> }>;
  content?: EditorNode[];
}

const NODES: Record<string, NodeRule> = RICH_TEXT_SCHEMA.nodes;
const MARKS = new Set<string>(RICH_TEXT_SCHEMA.marks);

function marksOf(node: EditorNode): RichMark[] {
  const out: RichMark[] = [];
  for (const mark of node.marks ?? []) {
    if (!mark.type || !MARKS.has(mark.type) || out.some((m) => m.type === mark.type)) continue;
    if (mark.type === 'link') {
      const href = mark.attrs?.href;
      if (isSafeHref(href)) out.push({ type: 'link', attrs: { href } });
    } else out.push({ type: mark.type as RichMark['type'] });
  }
  // In the schema's order (ProseMirror's is its own), so a loaded text that is not edited compares equal.
  return out.sort((a, b) => RICH_TEXT_SCHEMA.marks.indexOf(a.type) - RICH_TEXT_SCHEMA.marks.indexOf(b.type));
}

function clean(node: EditorNode, allowed: readonly string[]): unknown {
  if (!node.type || !allowed.includes(node.type) || !NODES[node.type]) return null;
  if (node.type === 'text') {
    if (!node.text) return null;
    const marks = marksOf(node);
    return (
      marks.length > 0 ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text }
    ) satisfies RichInline;
  }
  if (node.type === 'hardBreak') return { type: 'hardBreak' };
  const out: Record<string, unknown> = { type: node.type };
  if (node.type === 'heading') out.attrs = { level: node.attrs?.level === 3 ? 3 : 2 };
  const content = (node.content ?? [])
    .map((c) => clean(c, NODES[node.type!]!.content ?? []))
    .filter((c) => c !== null);
  if (node.type === 'tableCell' || node.type === 'tableHeader') {
    // An empty cell keeps its place in the grid: one empty paragraph.
    out.content = content.length > 0 ? content : [{ type: 'paragraph' }];
    return out;
  }
  if (content.length > 0) out.content = content;
  else if (
    node.type === 'bulletList' ||
    node.type === 'orderedList' ||
    node.type === 'listItem' ||
    node.type === 'table' ||
    node.type === 'tableRow'
  )
    return null;
  return node.type === 'table' ? squareTable(out as unknown as TableNode) : out;
}

interface TableNode {
  type: 'table';
  content: Array<{ type: 'tableRow'; content: Array<{ type: string; content: unknown[] }> }>;
}

/**
 * The stored table's shape (rich-text-check.ts): every row as wide as the widest (short rows get
 * empty cells), within the caps, header cells only in the first row and then all of it.
 */
function squareTable(table: TableNode): TableNode {
  const { tableRows, tableColumns } = RICH_TEXT_LIMITS;
  const rows = table.content.slice(0, tableRows);
  const width = Math.min(tableColumns, Math.max(...rows.map((r) => r.content.length)));
  const header = rows[0]!.content.some((c) => c.type === 'tableHeader');
  const content = rows.map((row, i) => {
    const cells = row.content.slice(0, width);
    while (cells.length < width) cells.push({ type: 'tableCell', content: [{ type: 'paragraph' }] });
    const type = i === 0 && header ? 'tableHeader' : 'tableCell';
    return { type: 'tableRow' as const, content: cells.map((c) => ({ ...c, type })) };
  });
  return { type: 'table', content };
}

/** The stored document of what the editor holds; an editor with no words stores an empty document. */
export function storedDoc(json: EditorNode): RichTextDoc {
  const content = (json.content ?? []).map((c) => clean(c, NODES.doc!.content!)).filter((c) => c !== null);
  // Empty paragraphs at the end show nothing (and a lone one is the editor's way of holding
  // nothing): the stored text ends with its last words.
  const isEmptyParagraph = (node: unknown) =>
    (node as { type: string }).type === 'paragraph' && !(node as { content?: unknown }).content;
  while (content.length > 0 && isEmptyParagraph(content.at(-1))) content.pop();
  return { type: 'doc', content } as RichTextDoc;
}
