/**
 * The Tiptap editor set to exactly the stored structure (RICH_TEXT_SCHEMA): paragraphs, headings
 * of levels 2 and 3, bullet and numbered lists, line breaks, bold, italic and links. Everything
 * else StarterKit brings is off, so ProseMirror's parser has no place for it: text pasted from Word
 * or Google Docs keeps its words, paragraphs, headings, lists, tables, bold, italic and safe
 * links, and loses fonts, colours, sizes, spans, underline, images and styles. A table's cells
 * hold paragraphs only (the stored form's); its first row may be a header row.
 */
import Link from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref } from '@model';

export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // It appends an empty paragraph after a final list on the first click: an edit nobody made
    // (the form would ask to save a text that did not change). Enter on an empty item leaves a list.
    trailingNode: false,
    // Added below with our own settings.
    link: false,
  }),
  Link.configure({
    // In the editor a click places the cursor; the address is changed with the toolbar.
    openOnClick: false,
    autolink: false,
    linkOnPaste: false,
    // The validator's rule, for typed, pasted and toolbar links alike: a refused address keeps
    // its words and loses the link.
    isAllowedUri: (url) => isSafeHref(url),
    // The editor shows links as the public page would: no target, no rel of Tiptap's own.
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
  Table.configure({ resizable: false, allowTableNodeSelection: false }).extend({
    // Without Tiptap's <colgroup> and its inline `min-width` style (the admin's CSP has no inline
    // styles); the widths are the stylesheet's.
    renderHTML({ HTMLAttributes }) {
      return ['table', HTMLAttributes, ['tbody', 0]];
    },
  }),
  TableRow,
  TableHeader.extend({ content: 'paragraph+' }),
  TableCell.extend({ content: 'paragraph+' }),
];

/** The node and mark names the editor knows (checked against RICH_TEXT_SCHEMA by a test). */
export const EDITOR_NAMES = {
  nodes: [
    'doc',
    'paragraph',
    'heading',
    'bulletList',
    'orderedList',
    'listItem',
    'table',
    'tableRow',
    'tableCell',
    'tableHeader',
    'hardBreak',
    'text',
  ],
  marks: ['bold', 'italic', 'link'],
} as const;
