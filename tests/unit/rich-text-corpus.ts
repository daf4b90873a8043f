/**
 * Formatted-text values the model must refuse (a `richtext` field), shared by the validator's unit
 * test and the emulator's bad-input corpus (which sends each one to the API: 400, nothing stored).
 */
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string, marks?: unknown[]) =>
  marks ? { type: 'text', text, marks } : { type: 'text', text };
const link = (href: unknown, extra: Record<string, unknown> = {}) =>
  t('clic', [{ type: 'link', attrs: { href, ...extra } }]);

function nested(levels: number): unknown {
  let node: unknown = p(t('fondo'));
  for (let i = 0; i < levels; i++)
    node = { type: 'bulletList', content: [{ type: 'listItem', content: [p(t('x')), node] }] };
  return doc(node);
}

export const HOSTILE_RICH_TEXT: Array<{ name: string; value: unknown }> = [
  // Wrong types and raw HTML instead of a document.
  { name: 'raw HTML string', value: '<p>Hola <b>mundo</b></p>' },
  { name: 'script string', value: '<script>alert(1)</script>' },
  { name: 'plain string', value: 'Texto sin formato' },
  { name: 'number', value: 42 },
  { name: 'null', value: null },
  { name: 'array of paragraphs', value: [p(t('a'))] },
  { name: 'object without type', value: { content: [] } },
  { name: 'doc whose content is a string', value: { type: 'doc', content: '<p>x</p>' } },
  // Elements outside the allowed structure.
  { name: 'script node', value: doc({ type: 'script', content: [t('alert(1)')] }) },
  { name: 'style node', value: doc({ type: 'style', content: [t('body{display:none}')] }) },
  { name: 'iframe node', value: doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }) },
  { name: 'html node', value: doc({ type: 'html', html: '<img src=x onerror=alert(1)>' }) },
  { name: 'image node', value: doc({ type: 'image', attrs: { src: 'https://evil.example/x.png' } }) },
  { name: 'codeBlock node', value: doc({ type: 'codeBlock', content: [t('x')] }) },
  { name: 'heading level 1', value: doc({ type: 'heading', attrs: { level: 1 }, content: [t('x')] }) },
  { name: 'heading level 4', value: doc({ type: 'heading', attrs: { level: 4 }, content: [t('x')] }) },
  {
    name: 'heading level as string',
    value: doc({ type: 'heading', attrs: { level: '2' }, content: [t('x')] }),
  },
  { name: 'heading without level', value: doc({ type: 'heading', content: [t('x')] }) },
  { name: 'text directly in the doc', value: doc(t('suelto')) },
  { name: 'paragraph inside a paragraph', value: doc(p(p(t('x')))) },
  { name: 'list item outside a list', value: doc({ type: 'listItem', content: [p(t('x'))] }) },
  { name: 'paragraph directly in a list', value: doc({ type: 'bulletList', content: [p(t('x'))] }) },
  { name: 'empty list', value: doc({ type: 'bulletList', content: [] }) },
  { name: 'empty text node', value: doc(p(t(''))) },
  { name: 'text that is a number', value: doc(p({ type: 'text', text: 5 })) },
  {
    name: 'raw HTML in a text node property',
    value: doc(p({ type: 'text', text: 'x', html: '<script>alert(1)</script>' })),
  },
  // Attributes: event handlers, styles, classes, anything but a heading's level and a link's href.
  {
    name: 'onclick attribute on a paragraph',
    value: doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [t('x')] }),
  },
  {
    name: 'style attribute on a paragraph',
    value: doc({ type: 'paragraph', attrs: { style: 'color:red' }, content: [t('x')] }),
  },
  {
    name: 'class attribute on a heading',
    value: doc({ type: 'heading', attrs: { level: 2, class: 'x' }, content: [t('x')] }),
  },
  {
    name: 'start attribute on an ordered list',
    value: doc({
      type: 'orderedList',
      attrs: { start: 5 },
      content: [{ type: 'listItem', content: [p(t('x'))] }],
    }),
  },
  {
    name: 'onmouseover attribute on a link',
    value: doc(p(link('https://colegio.edu.co', { onmouseover: 'alert(1)' }))),
  },
  { name: 'target attribute on a link', value: doc(p(link('https://colegio.edu.co', { target: '_blank' }))) },
  {
    name: 'attributes on bold',
    value: doc(p(t('x', [{ type: 'bold', attrs: { style: 'font-family:Calibri' } }]))),
  },
  // Marks outside the allowed set.
  {
    name: 'textStyle mark (colour)',
    value: doc(p(t('x', [{ type: 'textStyle', attrs: { color: 'red' } }]))),
  },
  { name: 'underline mark', value: doc(p(t('x', [{ type: 'underline' }]))) },
  { name: 'marks not a list', value: doc(p(t('x', { type: 'bold' } as unknown as unknown[]))) },
  { name: 'same mark twice', value: doc(p(t('x', [{ type: 'bold' }, { type: 'bold' }]))) },
  {
    name: 'marks on a paragraph',
    value: doc({ type: 'paragraph', marks: [{ type: 'bold' }], content: [t('x')] }),
  },
  // Links: only https:, mailto:, tel: and the site's own paths.
  { name: 'javascript: link', value: doc(p(link('javascript:alert(1)'))) },
  { name: 'JaVaScRiPt: link', value: doc(p(link('JaVaScRiPt:alert(1)'))) },
  { name: 'javascript: link with a leading space', value: doc(p(link(' javascript:alert(1)'))) },
  { name: 'javascript: link with a tab inside', value: doc(p(link('java\tscript:alert(1)'))) },
  { name: 'javascript: link with a newline inside', value: doc(p(link('java\nscript:alert(1)'))) },
  { name: 'data: link', value: doc(p(link('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='))) },
  { name: 'DATA: link', value: doc(p(link('DATA:text/html,<script>alert(1)</script>'))) },
  { name: 'vbscript: link', value: doc(p(link('vbscript:msgbox(1)'))) },
  { name: 'http: link (not https)', value: doc(p(link('http://colegio.edu.co'))) },
  { name: 'protocol-relative link', value: doc(p(link('//evil.example/x'))) },
  { name: 'backslash path link', value: doc(p(link('/\\evil.example'))) },
  { name: 'relative link without a slash', value: doc(p(link('pagina'))) },
  { name: 'https link with credentials', value: doc(p(link('https://user@evil.example'))) },
  { name: 'link without href', value: doc(p(t('x', [{ type: 'link', attrs: {} }]))) },
  { name: 'link href not a string', value: doc(p(link(['https://colegio.edu.co']))) },
  { name: 'link of 3000 characters', value: doc(p(link(`https://colegio.edu.co/${'a'.repeat(3000)}`))) },
  // Nesting and size.
  { name: 'lists nested 6 deep', value: nested(6) },
  { name: 'lists nested 300 deep', value: nested(300) },
  {
    name: 'text over 20000 characters',
    value: doc(...Array.from({ length: 21 }, () => p(t('a'.repeat(1000))))),
  },
  {
    name: 'document over 60 KB',
    value: doc(...Array.from({ length: 800 }, () => p(t('ab', [{ type: 'bold' }, { type: 'italic' }])))),
  },
];

/** Documents the model accepts: what the editor produces. */
export const VALID_RICH_TEXT: Array<{ name: string; value: unknown }> = [
  { name: 'empty document', value: doc() },
  { name: 'empty paragraph', value: doc({ type: 'paragraph' }) },
  {
    name: 'paragraph with bold and italic',
    value: doc(p(t('Hola '), t('mundo', [{ type: 'bold' }, { type: 'italic' }]))),
  },
  {
    name: 'headings 2 and 3',
    value: doc(
      { type: 'heading', attrs: { level: 2 }, content: [t('A')] },
      { type: 'heading', attrs: { level: 3 }, content: [t('B')] },
    ),
  },
  {
    name: 'https, mailto, tel and own-path links',
    value: doc(
      p(
        link('https://www.mineducacion.gov.co/x?y=1#z'),
        link('mailto:rectoria@colegio.edu.co'),
        link('tel:+576012345678'),
        link('/transparencia/contratacion'),
        link('/'),
      ),
    ),
  },
  {
    name: 'bold link',
    value: doc(p(t('x', [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://colegio.edu.co' } }]))),
  },
  { name: 'hard break', value: doc(p(t('a'), { type: 'hardBreak' }, t('b'))) },
  { name: 'bullet and ordered lists, nested twice', value: nested(2) },
  {
    name: 'ordered list',
    value: doc({
      type: 'orderedList',
      content: [
        { type: 'listItem', content: [p(t('uno'))] },
        { type: 'listItem', content: [p(t('dos'))] },
      ],
    }),
  },
  {
    name: '20000 characters of text',
    value: doc(...Array.from({ length: 20 }, () => p(t('a'.repeat(1000))))),
  },
];
