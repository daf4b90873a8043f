/**
 * The editor's side of the one schema: Tiptap set up with exactly RICH_TEXT_SCHEMA's nodes and
 * marks, HTML from Word parsed into nothing else, and what the editor holds turned into a
 * document the validator accepts. (Pasting through a real clipboard event: the e2e suite.)
 */
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { RICH_TEXT_SCHEMA, richTextProblem } from '@model';
import { storedDoc } from './editor-doc';
import { EDITOR_NAMES, editorExtensions } from './editor-extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const make = (content: unknown) =>
  (editor = new Editor({ extensions: editorExtensions, content: content as string }));

describe('the editor', () => {
  it('knows exactly the nodes and marks of the stored structure', () => {
    const schema = make('').schema;
    expect(Object.keys(schema.nodes).sort()).toEqual([...EDITOR_NAMES.nodes].sort());
    expect(Object.keys(schema.marks).sort()).toEqual([...EDITOR_NAMES.marks].sort());
    expect(Object.keys(RICH_TEXT_SCHEMA.nodes).sort()).toEqual([...EDITOR_NAMES.nodes].sort());
    expect([...RICH_TEXT_SCHEMA.marks].sort()).toEqual([...EDITOR_NAMES.marks].sort());
  });

  it('reads Word HTML as clean structure: no fonts, colours, spans, scripts or unsafe links', () => {
    const word = `<p class=MsoNormal style="font-family:Calibri;color:#1F3864"><b><span style="font-size:14pt;color:red">Jornada</span></b><span style="font-family:'Comic Sans MS'"> el <i>viernes</i></span><u>subrayado</u><s>tachado</s></p>
      <h1 style="color:blue">Título 1</h1><h3>Sub</h3><h4>Cuatro</h4>
      <ul><li style="background:yellow">Uno</li></ul><ol start="5" type="a"><li>Dos</li></ol>
      <p><a href="javascript:alert(1)" onclick="alert(2)">malo</a> <a href="http://x.co">http</a> <a href="https://x.co" target="_blank" rel="nofollow" class="c">bueno</a> <a href="/docentes">propio</a></p>
      <script>alert(3)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(4)"><blockquote>cita</blockquote><pre><code>código</code></pre><table><tr><td>celda</td></tr></table>`;
    const doc = storedDoc(make(word).getJSON());
    expect(richTextProblem(doc)).toBeNull();
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(
      /style|Mso|span|color|font|javascript|script|iframe|img|alert\(3\)|target|nofollow|"start"|"class"/,
    );
    expect(json).toContain('{"type":"text","text":"Jornada","marks":[{"type":"bold"}]}');
    expect(json).toContain('{"type":"text","text":"viernes","marks":[{"type":"italic"}]}');
    // Underline and strike are not in the structure: their words stay, plain (and run together).
    expect(json).toContain('{"type":"text","text":"subrayadotachado"}');
    expect(json).toContain('{"type":"heading","attrs":{"level":3},"content":[{"type":"text","text":"Sub"}]}');
    expect(json).toContain('{"type":"link","attrs":{"href":"https://x.co"}}');
    expect(json).toContain('{"type":"link","attrs":{"href":"/docentes"}}');
    // A refused address keeps its words, unlinked.
    expect(json).toContain('{"type":"text","text":"malo http "}');
    expect(json).toContain('"type":"orderedList","content"');
    for (const words of ['Título 1', 'Cuatro', 'cita', 'código', 'celda']) expect(json).toContain(words);
  });

  it('stores an empty editor as an empty document, and round-trips a stored one unchanged', () => {
    expect(storedDoc(make('').getJSON())).toEqual({ type: 'doc', content: [] });
    const stored = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'A' }] },
        { type: 'paragraph' },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'b',
              marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'mailto:a@b.co' } }],
            },
            { type: 'hardBreak' },
            { type: 'text', text: 'c' },
          ],
        },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'd' }] },
                {
                  type: 'bulletList',
                  content: [
                    {
                      type: 'listItem',
                      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'e' }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(storedDoc(make(stored).getJSON())).toEqual(stored);
    // Empty paragraphs at the end are not kept.
    expect(
      storedDoc(
        make({
          ...stored,
          content: [...stored.content, { type: 'paragraph' }, { type: 'paragraph' }],
        }).getJSON(),
      ),
    ).toEqual(stored);
  });
});
