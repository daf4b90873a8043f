/**
 * Pasting from Word, Google Docs and LibreOffice: the clipboard HTML each program
 * produces (tests/fixtures/paste/, built from captured clipboards: see each file's first comment)
 * goes through the real editor's paste (ProseMirror's pasteHTML, with the editor's extensions and
 * its transformPastedHTML) and is stored as the document the validator accepts: real nested lists,
 * the two heading levels, bold, italic and the link; no empty paragraph, no "·" or "1." marker.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextProblem, type RichTextDoc } from '@model';
import { editorExtensions } from './editor-extensions';
import { storedDoc } from './editor-doc';
import { cleanPasted, cleanPastedHtml, PASTE_LOST } from './paste-cleanup';

// The repository's root is vitest's working directory.
const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests/fixtures/paste', name), 'utf8');

const text = (t: string, ...marks: Array<'bold' | 'italic'>) =>
  marks.length
    ? { type: 'text', text: t, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: t };
const p = (...content: object[]) => ({ type: 'paragraph', content });
const item = (...content: object[]) => ({ type: 'listItem', content });
const bullets = (...items: object[]) => ({ type: 'bulletList', content: items });
const numbers = (...items: object[]) => ({ type: 'orderedList', content: items });

/** The circular every fixture holds, as it must be stored. */
const CIRCULAR = [
  { type: 'heading', attrs: { level: 2 }, content: [text('Circular 015: salida pedagógica')] },
  p(
    text('Señores padres de familia: la salida al '),
    text('Jardín Botánico', 'bold'),
    text(' será el '),
    text('viernes 14 de marzo', 'italic'),
    text('. Lea el reglamento en la '),
    {
      type: 'text',
      text: 'página del Ministerio',
      marks: [{ type: 'link', attrs: { href: 'https://www.mineducacion.gov.co/portal/' } }],
    },
    text('.'),
  ),
  { type: 'heading', attrs: { level: 3 }, content: [text('Qué deben llevar')] },
  bullets(
    item(
      p(text('Uniforme de educación física')),
      bullets(item(p(text('Sudadera y tenis blancos'))), item(p(text('Gorra')))),
    ),
    item(p(text('Refrigerio y '), text('agua', 'bold'))),
  ),
  p(text('Horario del día:')),
  numbers(
    item(
      p(text('Llegada al colegio a las 6:30 a. m.')),
      numbers(item(p(text('Firma de la lista de asistencia')))),
    ),
    item(p(text('Regreso a las 3:00 p. m.'))),
  ),
];

let editor: Editor | undefined;
// jsdom has no ClipboardEvent; ProseMirror's pasteHTML only hands the event to paste handlers (the e2e pastes a real one).
const pasteEvent = () => new Event('paste') as ClipboardEvent;
afterEach(() => editor?.destroy());

/** What the editor stores after `html` is pasted into it, empty. */
function pasted(html: string): RichTextDoc {
  editor = new Editor({
    extensions: editorExtensions,
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  editor.view.pasteHTML(html, pasteEvent());
  return storedDoc(editor.getJSON());
}

describe('paste from office programs', () => {
  it('Word: its list paragraphs become nested bullet and numbered lists, markers and empty paragraphs gone', () => {
    const doc = pasted(fixture('word.html'));
    expect(doc.content).toEqual(CIRCULAR);
    expect(richTextProblem(doc)).toBeNull();
  });

  it('Google Docs: its lists nested inside lists, its styled spans and its <br> between blocks', () => {
    const doc = pasted(fixture('google-docs.html'));
    expect(doc.content).toEqual(CIRCULAR);
    expect(richTextProblem(doc)).toBeNull();
  });

  it('LibreOffice: its unclosed items, its <p><br/></p> and a list that starts one level down', () => {
    const doc = pasted(fixture('libreoffice.html'));
    expect(doc.content).toEqual([
      ...CIRCULAR,
      p(text('Recuerde también:')),
      numbers(item(p(text('Autorización firmada')))),
    ]);
    expect(richTextProblem(doc)).toBeNull();
  });

  it('without the cleaning, Word leaves "·" paragraphs (what the secretary saw): the fixture is the real problem', () => {
    editor = new Editor({ extensions: editorExtensions });
    editor.view.pasteHTML(fixture('word.html'), pasteEvent());
    const doc = storedDoc(editor.getJSON());
    expect(doc.content.some((b) => b.type === 'bulletList')).toBe(false);
    expect(JSON.stringify(doc)).toContain('·');
  });

  it('keeps a plain web page as it was: paragraphs, a list, no heading renumbered when only h2 and h3 come', () => {
    const html =
      '<h2>Uno</h2><p>Texto <strong>fuerte</strong></p><h3>Dos</h3><ul><li>a</li><li>b<br>c</li></ul>';
    expect(cleanPastedHtml(html)).toBe(html);
  });
});

const cell = (type: 'tableHeader' | 'tableCell', ...content: object[]) => ({
  type,
  content: content.length ? content.map((c) => p(c)) : [{ type: 'paragraph' }],
});
const th = (...content: object[]) => cell('tableHeader', ...content);
const td = (...content: object[]) => cell('tableCell', ...content);
const row = (...cells: object[]) => ({ type: 'tableRow', content: cells });
const table = (...rows: object[]) => ({ type: 'table', content: rows });

/** What the editor stores after `html` is pasted, and what it said it could not keep. */
function pastedWithNotes(html: string): { doc: RichTextDoc; lost: string[] } {
  let lost: string[] = [];
  editor = new Editor({
    extensions: editorExtensions,
    editorProps: {
      transformPastedHTML: (h) => {
        const cleaned = cleanPasted(h);
        lost = cleaned.lost;
        return cleaned.html;
      },
    },
  });
  editor.view.pasteHTML(html, pasteEvent());
  return { doc: storedDoc(editor.getJSON()), lost };
}

describe('tables pasted from office programs', () => {
  it('Word: its MsoTableGrid becomes a table, its first row the header row, nothing said lost', () => {
    const { doc, lost } = pastedWithNotes(fixture('word-table.html'));
    expect(doc.content).toEqual([
      p(text('Horarios de atención al público:')),
      table(
        row(th(text('Dependencia', 'bold')), th(text('Días', 'bold')), th(text('Horario', 'bold'))),
        row(td(text('Secretaría')), td(text('Lunes a viernes')), td(text('7:00 a. m. – 12:00 m.'))),
        row(
          td(text('Rectoría')),
          td(text('Martes y jueves')),
          td(text('8:00 a. m. – 11:00 a. m.', 'italic')),
        ),
        row(
          td(text('Orientación escolar')),
          td(text('Lunes a viernes')),
          td(text('7:00 a. m. – 1:00 p. m.')),
        ),
      ),
      p(text('Se atiende con cita previa.')),
    ]);
    expect(lost).toEqual([]);
    expect(richTextProblem(doc)).toBeNull();
  });

  it('Google Docs: its table inside the docs-internal-guid wrapper, bold from font-weight:700', () => {
    const { doc, lost } = pastedWithNotes(fixture('google-docs-table.html'));
    expect(doc.content).toEqual([
      p(text('Costos educativos 2026:')),
      table(
        row(th(text('Concepto', 'bold')), th(text('Valor', 'bold'))),
        row(td(text('Matrícula')), td(text('Gratuita'))),
        row(td(text('Certificado de estudios')), td(text('$ 5.000'))),
      ),
      p(text('Valores aprobados por el consejo directivo.')),
    ]);
    expect(lost).toEqual([]);
    expect(richTextProblem(doc)).toBeNull();
  });

  it('what a table cannot keep is split or flattened and said; hostile markup stays inert', () => {
    const { doc, lost } = pastedWithNotes(fixture('word-table-merged.html'));
    expect(lost).toEqual(
      expect.arrayContaining([
        PASTE_LOST.merged,
        PASTE_LOST.nested,
        PASTE_LOST.cellBlocks,
        PASTE_LOST.images,
      ]),
    );
    expect(doc.content).toEqual([
      table(
        row(th(text('Jornadas', 'bold')), th(), th()),
        row(td(text('Mañana')), td(text('Primaria')), {
          type: 'tableCell',
          content: [p(text('Uniforme')), p(text('Refrigerio'))],
        }),
        row(td(), td(text('Grado 6 · Grado 7')), td(text('Hola clic aquí'))),
      ),
    ]);
    const stored = JSON.stringify(doc);
    expect(stored).not.toMatch(/script|pwned|javascript|onerror|file:/i);
    expect(richTextProblem(doc)).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
    // What reaches the editor's parser: nothing that loads or runs.
    expect(cleanPasted(fixture('word-table-merged.html')).html).not.toMatch(/[\s/]on\w+\s*=|<img|<script/i);
    expect(cleanPasted('<p title="a>b" onclick="y()">t<img/onerror=x()></p>').html).toBe(
      '<p title="a>b">t</p>',
    );
  });
});
