/**
 * A formatted text (`richtext` field) drawn as React elements: the stored document is walked and
 * each allowed node becomes its element, so nothing stored ever reaches the DOM as HTML
 * (no dangerouslySetInnerHTML). No editor code: public pages import only this and `@model/public`.
 *
 * The server validated the document; the renderer still draws only what it knows (an unknown node
 * is skipped, an href that is not safe leaves its words unlinked), and reads a plain text stored
 * before the field was formatted as its paragraphs (richTextFrom, decision 0011).
 */
import { Fragment, type ReactNode } from 'react';
import { isRichTextEmpty, isSafeHref, richTextFrom, type RichMark } from '@model/public';
import styles from './rich-table.module.css';
import { useSiteHref } from '@/components/site-base';

interface Props {
  value: unknown;
  /** Class of the top-level paragraphs (a page's lead text). */
  className?: string;
  /** Class of the lists. */
  listClassName?: string;
  /**
   * The level a "Título" is drawn at (2; a "Subtítulo" one below). A text under a section's own
   * h2 passes 3, so the outline stays in order.
   */
  headingLevel?: 2 | 3;
}

type Node = {
  type?: unknown;
  text?: unknown;
  content?: unknown;
  attrs?: { level?: unknown };
  marks?: unknown;
};

const childrenOf = (node: Node): Node[] => (Array.isArray(node.content) ? (node.content as Node[]) : []);

function withMarks(text: string, marks: unknown, key: number): ReactNode {
  let out: ReactNode = text;
  const list = Array.isArray(marks) ? (marks as RichMark[]) : [];
  // Link outermost, so a bold word inside a link stays one link.
  for (const mark of [...list].sort((a, b) => (a.type === 'link' ? 1 : 0) - (b.type === 'link' ? 1 : 0))) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'link' && isSafeHref(mark.attrs?.href))
      out = <RichLink href={mark.attrs.href}>{out}</RichLink>;
  }
  return <Fragment key={key}>{out}</Fragment>;
}

/** A plain link: the site's own paths are a normal page load (no client router), at the school's base. */
function RichLink({ href, children }: { href: string; children: ReactNode }) {
  const siteHref = useSiteHref();
  // Another site: it gets no handle on this tab (window.opener).
  if (/^https:/i.test(href))
    return (
      <a href={href} rel="noopener">
        {children}
      </a>
    );
  return <a href={siteHref(href)}>{children}</a>;
}

function inline(nodes: Node[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'hardBreak') return <br key={i} />;
    if (node.type === 'text' && typeof node.text === 'string') return withMarks(node.text, node.marks, i);
    return null;
  });
}

function block(node: Node, key: number, props: Props, top: boolean): ReactNode {
  const level = props.headingLevel ?? 2;
  switch (node.type) {
    case 'paragraph':
      return (
        <p key={key} className={top ? props.className : undefined}>
          {inline(childrenOf(node))}
        </p>
      );
    case 'heading': {
      const Tag = node.attrs?.level === 3 ? (level === 2 ? 'h3' : 'h4') : level === 2 ? 'h2' : 'h3';
      return <Tag key={key}>{inline(childrenOf(node))}</Tag>;
    }
    case 'bulletList':
    case 'orderedList': {
      const List = node.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List key={key} className={props.listClassName}>
          {childrenOf(node).map((item, i) => (
            <li key={i}>{listItem(childrenOf(item), props)}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return top ? <RichTable key={key} rows={childrenOf(node)} /> : null;
    default:
      return null;
  }
}

/** A cell's words: its paragraphs, one after the other (a single one without its <p>). */
function cellContent(cell: Node): ReactNode {
  const paragraphs = childrenOf(cell).filter((c) => c.type === 'paragraph');
  if (paragraphs.length === 1) return inline(childrenOf(paragraphs[0]!));
  return paragraphs.map((p, i) => <p key={i}>{inline(childrenOf(p))}</p>);
}

/** A text's words, for naming a table by its header. */
const plainOf = (node: Node): string =>
  node.type === 'text' && typeof node.text === 'string'
    ? node.text
    : childrenOf(node).map(plainOf).join(' ').replace(/\s+/g, ' ').trim();

/**
 * A table, in a box of its own that scrolls sideways when it is wider than the screen (a phone),
 * never the page. The box is a focusable, labelled region so a keyboard can scroll it too; its
 * name is the header's words. The header row's cells are column headers.
 */
function RichTable({ rows }: { rows: Node[] }) {
  const [first, ...rest] = rows;
  if (!first) return null;
  const firstCells = childrenOf(first);
  const hasHeader = firstCells.length > 0 && firstCells.every((c) => c.type === 'tableHeader');
  const body = hasHeader ? rest : rows;
  const headerWords = hasHeader ? firstCells.map(plainOf).filter(Boolean).join(', ') : '';
  const label = headerWords ? `Tabla: ${headerWords.slice(0, 120)}` : 'Tabla';
  return (
    <div className={styles.box} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        {hasHeader && (
          <thead>
            <tr>
              {firstCells.map((cell, i) => (
                <th key={i} scope="col">
                  {cellContent(cell)}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((row, i) => (
            <tr key={i}>
              {childrenOf(row).map((cell, j) => (
                <td key={j}>{cellContent(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An item's one paragraph is drawn as the item's own words (no <p> inside the <li>), as the lists
 * of plain texts were: the same margins, the same look for migrated content.
 */
function listItem(children: Node[], props: Props): ReactNode {
  const paragraphs = children.filter((c) => c.type === 'paragraph').length;
  return children.map((child, j) =>
    child.type === 'paragraph' && paragraphs === 1 ? (
      <Fragment key={j}>{inline(childrenOf(child))}</Fragment>
    ) : (
      block(child, j, props, false)
    ),
  );
}

export function RichText(props: Props) {
  const doc = richTextFrom(props.value);
  return <>{doc.content.map((node, i) => block(node as Node, i, props, true))}</>;
}

/** Whether a formatted (or older plain) text has any words to show. */
export const hasRichText = (value: unknown) => !isRichTextEmpty(value);
