/**
 * The formatted-text editor (Tiptap on ProseMirror), loaded only when a form has a `richtext`
 * field: its own chunk of the admin build, never a public page's. A toolbar of toggle buttons
 * (aria-pressed) above a contenteditable labelled by the field's label; the usual shortcuts
 * (Ctrl+B, Ctrl+I, Ctrl+K for a link, Ctrl+Alt+2/3 for headings, Ctrl+Shift+8/7 for lists).
 * Each change is handed to the form as the stored document (editor-doc.ts).
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { RichTextDoc } from '@model';
import { errorId } from '../field-props';
import { editorExtensions } from './editor-extensions';
import { storedDoc } from './editor-doc';
import { cleanPasted } from './paste-cleanup';
import { LinkForm } from './link-form';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  value: RichTextDoc;
  onChange(value: RichTextDoc): void;
  disabled: boolean;
  required?: boolean;
  error?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface ToolState {
  bold: boolean;
  italic: boolean;
  link: boolean;
  bulletList: boolean;
  orderedList: boolean;
  h2: boolean;
  h3: boolean;
  table: boolean;
  headerRow: boolean;
}

const TOOLS: Array<{
  key: Exclude<keyof ToolState, 'link' | 'table' | 'headerRow'>;
  label: string;
  shortcut: string;
  run(e: Editor): void;
  glyph: string;
}> = [
  {
    key: 'bold',
    label: 'Negrita',
    shortcut: 'Control+B',
    glyph: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Cursiva',
    shortcut: 'Control+I',
    glyph: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'bulletList',
    label: 'Lista con viñetas',
    shortcut: 'Control+Shift+8',
    glyph: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: 'Lista numerada',
    shortcut: 'Control+Shift+7',
    glyph: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'h2',
    label: 'Título',
    shortcut: 'Control+Alt+2',
    glyph: 'T',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: 'Subtítulo',
    shortcut: 'Control+Alt+3',
    glyph: 't',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
];

/** What can be done to the table the cursor is in (shown only there). */
const TABLE_TOOLS: Array<{ key: string; label: string; run(e: Editor): void }> = [
  { key: 'row', label: 'Añadir fila', run: (e) => e.chain().focus().addRowAfter().run() },
  { key: 'column', label: 'Añadir columna', run: (e) => e.chain().focus().addColumnAfter().run() },
  { key: 'deleteRow', label: 'Quitar fila', run: (e) => e.chain().focus().deleteRow().run() },
  { key: 'deleteColumn', label: 'Quitar columna', run: (e) => e.chain().focus().deleteColumn().run() },
  { key: 'deleteTable', label: 'Quitar tabla', run: (e) => e.chain().focus().deleteTable().run() },
];

const keepTextFocus = (event: MouseEvent) => event.preventDefault();

/** A small grid, drawn. */
function TableGlyph() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <rect x="3" y="4" width="18" height="16" rx="1.5" />
      <path d="M3 10h18M3 15h18M9.5 4v16M15 4v16" />
    </svg>
  );
}

/** A chain link, drawn: headless and older systems have no emoji font. */
function LinkGlyph() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

/** Whether the table the cursor is in starts with a header row. */
function firstRowIsHeader(e: Editor): boolean {
  const { $from } = e.state.selection;
  for (let d = $from.depth; d > 0; d -= 1) {
    const node = $from.node(d);
    if (node.type.name === 'table') return node.firstChild?.firstChild?.type.name === 'tableHeader';
  }
  return false;
}

/** The id of the editor's container, which the toolbar controls. */
const contentId = (id: string) => `${id}-content`;

export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  disabled,
  required,
  error,
}: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  // What the last paste could not keep (merged cells, images…), said under the toolbar.
  const [lost, setLost] = useState<string[]>([]);
  // The editor owns its text once mounted: `value` is read only as the starting content. The form
  // never replaces a field's value from outside (a reload after a conflict remounts the whole
  // form), and syncing back from props raced with typing: a render carrying an older echo of what
  // was typed reset the content and dropped the keys pressed in between.
  const emitted = useRef<RichTextDoc>(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The editable area is the field's control: the form focuses it by id, the label names it.
  const attributes = (problem: string | undefined): Record<string, string> => ({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: 'adm-input adm-rich__area',
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(problem ? { 'aria-invalid': 'true', 'aria-describedby': errorId(id) } : {}),
  });

  const editor = useEditor({
    extensions: editorExtensions,
    // Tiptap's own <style> tag would be an inline style under the site's CSP: its few rules are
    // in rich-text-editor.css.
    injectCSS: false,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: attributes(error),
      // Word's, Docs' and LibreOffice's clipboards made plain structure first (paste-cleanup.ts).
      transformPastedHTML: (html) => {
        const cleaned = cleanPasted(html);
        setLost(cleaned.lost);
        return cleaned.html;
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinking(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = storedDoc(e.getJSON());
      if (same(next, emitted.current)) return;
      emitted.current = next;
      onChangeRef.current(next);
    },
  });

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The error's aria attributes follow the form's validation.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes(error) } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() reads only id, labelId, required
  }, [editor, error]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }): ToolState | null =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            link: e.isActive('link'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            table: e.isActive('table'),
            headerRow: e.isActive('table') && firstRowIsHeader(e),
          }
        : null,
  });

  return (
    <div className="adm-rich" data-disabled={disabled || undefined}>
      {/* It controls the editor's container, not the editable area (the field's id): the editor
          attaches that area itself and moves it out when it is taken down, so a toolbar of a form
          re-rendering during an accessibility check named nothing (a critical axe violation). The
          container is rendered, and removed, with the toolbar. */}
      <div
        className="adm-rich__toolbar"
        role="toolbar"
        aria-label="Formato del texto"
        aria-controls={contentId(id)}
      >
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={`adm-rich__tool adm-rich__tool--${tool.key}`}
            aria-pressed={state?.[tool.key] ?? false}
            aria-keyshortcuts={tool.shortcut}
            title={`${tool.label} (${tool.shortcut.replace('Control', 'Ctrl')})`}
            disabled={disabled || !editor}
            // A click leaves the focus (and the selection) in the text: the next key typed goes
            // there, not to the button (the command's own focus() only lands a frame later).
            onMouseDown={keepTextFocus}
            onClick={() => editor && tool.run(editor)}
          >
            <span aria-hidden="true">{tool.glyph}</span>
            <span className="adm-rich__tool-label">{tool.label}</span>
          </button>
        ))}
        <button
          type="button"
          className="adm-rich__tool adm-rich__tool--link"
          aria-pressed={state?.link ?? false}
          aria-expanded={linking}
          aria-keyshortcuts="Control+K"
          title="Enlace (Ctrl+K)"
          disabled={disabled || !editor}
          onClick={() => setLinking((open) => !open)}
        >
          <LinkGlyph />
          <span className="adm-rich__tool-label">Enlace</span>
        </button>
        <button
          type="button"
          className="adm-rich__tool adm-rich__tool--table"
          aria-pressed={state?.table ?? false}
          title="Tabla (3 × 3, con fila de encabezado)"
          disabled={disabled || !editor || (state?.table ?? false)}
          onMouseDown={keepTextFocus}
          onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          <TableGlyph />
          <span className="adm-rich__tool-label">Tabla</span>
        </button>
      </div>
      {state?.table && editor && (
        <div className="adm-rich__table-tools" role="group" aria-label="Tabla">
          <button
            type="button"
            className="adm-rich__tool adm-rich__tool--small"
            aria-pressed={state.headerRow}
            disabled={disabled}
            onMouseDown={keepTextFocus}
            onClick={() => editor.chain().focus().toggleHeaderRow().run()}
          >
            Fila de encabezado
          </button>
          {TABLE_TOOLS.map((tool) => (
            <button
              key={tool.key}
              type="button"
              className="adm-rich__tool adm-rich__tool--small"
              disabled={disabled}
              onMouseDown={keepTextFocus}
              onClick={() => tool.run(editor)}
            >
              {tool.label}
            </button>
          ))}
        </div>
      )}
      {lost.length > 0 && (
        <div className="adm-rich__lost" role="status">
          <p>Al pegar no se pudo conservar:</p>
          <ul>
            {lost.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <button type="button" className="adm-btn adm-btn--small" onClick={() => setLost([])}>
            Entendido
          </button>
        </div>
      )}
      {linking && editor && (
        <LinkForm
          idPrefix={id}
          current={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            // Without a selection, the address itself becomes the linked words.
            if (editor.state.selection.empty && !editor.isActive('link')) {
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else chain.setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} id={contentId(id)} />
    </div>
  );
}
