/**
 * What Word, Google Docs and LibreOffice put on the clipboard, made into the HTML the editor's
 * parser reads as the stored structure (decision 0011). The parser alone already drops
 * fonts, colours and spans; what it cannot do is see the structure these programs hide:
 * - **Word** writes a list as paragraphs (`mso-list:l0 level2 lfo1`) whose marker ("·", "o",
 *   "1.") is text inside `<![if !supportLists]>` and a `mso-list:Ignore` span: they become real
 *   `<ul>`/`<ol>` nested by level, bullet or number from the document's `@list` styles (else
 *   from the marker), and the markers go.
 * - **Google Docs** wraps everything in `<b style="font-weight:normal" id="docs-internal-guid-…">`
 *   and nests a list as a `<ul>` directly inside its parent list; **LibreOffice** starts a deeper
 *   list as `<ol><ol><li>`. A nested list moves into the item before it (or, with none, its items
 *   join the outer list).
 * - Empty paragraphs (Word's `<o:p>&nbsp;</o:p>`, LibreOffice's `<p><br/></p>`, Docs' `<br>`
 *   between blocks) are dropped: on the public page they were gaps.
 * - Headings keep their order of levels: the highest level pasted becomes a "Título" (h2), every
 *   lower one a "Subtítulo" (h3) — the editor has those two.
 * - **Tables** (Word's `MsoTableGrid` with its `mso-` styles, Docs' inline-styled ones) are
 *   rebuilt bare: rows of cells holding paragraphs, the first row a header row (Word's first row,
 *   a `<thead>`, a row of `<th>`, or a Docs table's first row: the editor can turn it off). What
 *   the stored table cannot hold is changed and said (`lost`): merged cells are split (the text
 *   stays in the first, the others empty), a table inside a cell becomes its text, lists and
 *   headings in a cell become paragraphs, rows and columns past the caps are left out. Images
 *   (anywhere) are not pasted, and that is said too.
 * Bold, italic and links pass as they are (Docs' bold and italic are inline styles the editor's
 * marks already read). A clipboard from anywhere else goes through the same steps harmlessly.
 */
import { RICH_TEXT_LIMITS } from '@model';

const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, div';
const WORD_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const BLANK = /^[\s\u00a0\u200b\ufeff]*$/;

type ListTag = 'ul' | 'ol';

/** Word's `@list l0:level1 { … }` styles: which list levels are bullets. */
function wordListKinds(doc: Document): Map<string, ListTag> {
  const kinds = new Map<string, ListTag>();
  const css = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  for (const m of css.matchAll(/@list\s+(l\d+):level(\d+)\s*\{([^}]*)\}/gi)) {
    const format = /mso-level-number-format:\s*([\w-]+)/i.exec(m[3]!)?.[1]?.toLowerCase();
    // No number format is Word's default: decimal numbers.
    kinds.set(`${m[1]}:${m[2]}`, format === 'bullet' || format === 'image' ? 'ul' : 'ol');
  }
  return kinds;
}

/** A marker that counts ("1.", "a)", "iv.") is a numbered list's; any other ("·", "o", "§", "-") a bullet's. */
const markerKind = (marker: string): ListTag => (/^\(?[0-9a-z]{1,6}[.)]$/i.test(marker.trim()) ? 'ol' : 'ul');

/** Removes Word's list marker from a list paragraph and answers its text. */
function takeWordMarker(item: Element): string {
  let marker = '';
  // The marker's block between the two conditional comments the parser keeps as comments.
  const walker = item.ownerDocument.createTreeWalker(item, NodeFilter.SHOW_COMMENT);
  const starts: Comment[] = [];
  for (let c = walker.nextNode(); c; c = walker.nextNode())
    if (/^\[if !supportLists\]/i.test((c as Comment).data)) starts.push(c as Comment);
  for (const start of starts) {
    let node = start.nextSibling;
    while (node && !(node.nodeType === Node.COMMENT_NODE && /^\[endif\]/i.test((node as Comment).data))) {
      const next = node.nextSibling;
      marker += node.textContent ?? '';
      node.remove();
      node = next;
    }
    node?.remove();
    start.remove();
  }
  // Without the conditional comments (some Word versions), the marker is the mso-list:Ignore span.
  for (const span of item.querySelectorAll('span')) {
    if (/mso-list:\s*ignore/i.test(span.getAttribute('style') ?? '')) {
      marker += span.textContent ?? '';
      span.remove();
    }
  }
  return marker.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** Word's list paragraphs, run by run, into nested lists. */
function wordLists(doc: Document): void {
  const kinds = wordListKinds(doc);
  const isItem = (node: Node | null): node is Element =>
    node instanceof Element && WORD_LIST.test(node.getAttribute('style') ?? '');
  const items = [...doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6')].filter(isItem);
  const done = new Set<Element>();
  for (const first of items) {
    if (done.has(first)) continue;
    // The run: this paragraph and the list paragraphs right after it (white space between).
    const run: Element[] = [];
    for (let node: Node | null = first; node; node = node.nextSibling) {
      if (node.nodeType === Node.TEXT_NODE && BLANK.test(node.textContent ?? '')) continue;
      if (node.nodeType === Node.COMMENT_NODE) continue;
      if (!isItem(node)) break;
      run.push(node);
    }
    const stack: Array<{ list: HTMLElement; level: number; tag: ListTag }> = [];
    for (const item of run) {
      done.add(item);
      const [, id, levelText] = WORD_LIST.exec(item.getAttribute('style') ?? '')!;
      const level = Number(levelText);
      const marker = takeWordMarker(item);
      const tag = kinds.get(`${id}:${level}`) ?? markerKind(marker);
      while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
      if (stack.length > 0 && stack.at(-1)!.level === level && stack.at(-1)!.tag !== tag) stack.pop();
      if (stack.length === 0 || stack.at(-1)!.level < level) {
        const list = doc.createElement(tag);
        const parent = stack.at(-1);
        if (parent) {
          const host = parent.list.lastElementChild ?? parent.list.appendChild(doc.createElement('li'));
          host.appendChild(list);
        } else item.before(list);
        stack.push({ list, level, tag });
      }
      const li = doc.createElement('li');
      const p = li.appendChild(doc.createElement('p'));
      p.append(...item.childNodes);
      stack.at(-1)!.list.appendChild(li);
      item.remove();
    }
  }
}

/** A list directly inside a list (Docs, LibreOffice) moves into the item before it, or gives its items to the outer list. */
function nestLooseLists(doc: Document): void {
  for (
    let loose = doc.body.querySelector(':is(ul, ol) > :is(ul, ol)');
    loose;
    loose = doc.body.querySelector(':is(ul, ol) > :is(ul, ol)')
  ) {
    let before = loose.previousElementSibling;
    while (before && before.tagName !== 'LI') before = before.previousElementSibling;
    if (before) before.appendChild(loose);
    else loose.replaceWith(...loose.childNodes);
  }
}

/** The highest heading level pasted becomes h2, the others h3. */
function headingLevels(doc: Document): void {
  const headings = [...doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const top = Math.min(...headings.map((h) => Number(h.tagName[1])));
  for (const h of headings) {
    const level = Number(h.tagName[1]) === top ? 2 : 3;
    if (h.tagName === `H${level}`) continue;
    const replacement = doc.createElement(`h${level}`);
    replacement.append(...h.childNodes);
    h.replaceWith(replacement);
  }
}

function isBlank(el: Element): boolean {
  return BLANK.test(el.textContent ?? '') && !el.querySelector('img');
}

/** Empty paragraphs, headings and items, line breaks standing between blocks, and the lists left empty. */
function dropEmpty(doc: Document): void {
  for (const br of doc.body.querySelectorAll('br')) {
    const parent = br.parentElement;
    if (
      br.classList.contains('Apple-interchange-newline') ||
      !parent ||
      /^(BODY|UL|OL|DIV)$/.test(parent.tagName)
    )
      br.remove();
  }
  // Inner blocks first, so an item emptied of its paragraph goes too.
  for (const block of [...doc.body.querySelectorAll(BLOCKS)].reverse()) {
    if (block.isConnected && isBlank(block) && !block.querySelector('ul, ol')) block.remove();
  }
  for (const list of [...doc.body.querySelectorAll('ul, ol')].reverse())
    if (!list.querySelector('li')) list.remove();
}

/**
 * Nothing that loads or runs reaches the editor's parser: pictures, scripts, frames and the like
 * go, and so does every `on…` attribute. The parser would drop them anyway, but it reads the HTML
 * in a document of the page, where a picture's `onerror` could be tried.
 */
function inert(doc: Document): void {
  for (const el of doc.body.querySelectorAll(
    'img, picture, source, script, style, link, meta, iframe, frame, object, embed, svg, math, video, audio, canvas, template, noscript, form, input, button, textarea, select',
  ))
    el.remove();
  for (const el of doc.body.querySelectorAll('*'))
    for (const attr of [...el.attributes])
      if (/^(?:on|data-x-on)/i.test(attr.name)) el.removeAttribute(attr.name);
}

/** What a paste could not keep, in the words the editor's notice shows. */
export const PASTE_LOST = {
  merged: 'celdas combinadas (se separaron: el texto quedó en la primera y las demás están vacías)',
  nested: 'tablas dentro de otras tablas (su texto quedó en la celda)',
  cellBlocks: 'listas o títulos dentro de celdas (quedaron como párrafos)',
  rows: `filas después de la ${RICH_TEXT_LIMITS.tableRows} de una tabla`,
  columns: `columnas después de la ${RICH_TEXT_LIMITS.tableColumns} de una tabla`,
  images: 'imágenes (súbalas en el campo de fotos o de archivos del formulario)',
} as const;

/** A start tag, its quoted attribute values read whole (bounded: a hostile clipboard costs little). */
const START_TAG = /<[a-z][^\s/>]{0,100}(?:[^>"']|"[^"]{0,4000}"|'[^']{0,4000}'){0,2000}>/gi;

/** Every `on…=` attribute in the HTML's start tags renamed `data-x-on…=`, which nothing runs. */
const withoutHandlers = (html: string) =>
  html.replace(START_TAG, (tag) => tag.replace(/([\s/])on([a-z]+\s*=)/gi, '$1data-x-on$2'));

const CELL_BLOCKS = 'ul, ol, li, h1, h2, h3, h4, h5, h6, blockquote, pre';

/** A cell's content as the stored cell holds it: paragraphs of text. */
function cellParagraphs(doc: Document, cell: Element, lost: Set<string>): Node[] {
  // A table inside the cell: its rows as lines of text.
  for (const inner of [...cell.querySelectorAll('table')].reverse()) {
    if (!inner.isConnected) continue;
    lost.add(PASTE_LOST.nested);
    const lines = [...(inner as HTMLTableElement).rows].map((row) => {
      const p = doc.createElement('p');
      p.textContent = [...row.cells]
        .map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join(' · ');
      return p;
    });
    inner.replaceWith(...lines);
  }
  if (cell.querySelector(CELL_BLOCKS)) {
    lost.add(PASTE_LOST.cellBlocks);
    for (const el of [...cell.querySelectorAll(CELL_BLOCKS)].reverse()) {
      // A list's items, and an item's own paragraphs, stand as they are; the rest become paragraphs.
      if (/^(UL|OL)$/.test(el.tagName) || (el.tagName === 'LI' && el.querySelector('p')))
        el.replaceWith(...el.childNodes);
      else {
        const p = doc.createElement('p');
        p.append(...el.childNodes);
        el.replaceWith(p);
      }
    }
  }
  // Inline content loose in the cell goes into a paragraph of its own.
  const out: Node[] = [];
  let loose: HTMLParagraphElement | null = null;
  for (const child of [...cell.childNodes]) {
    if (child instanceof Element && /^(P|DIV)$/.test(child.tagName)) {
      loose = null;
      const p = doc.createElement('p');
      p.append(...child.childNodes);
      out.push(p);
    } else if (child.nodeType === Node.TEXT_NODE && BLANK.test(child.textContent ?? '')) {
      // White space between blocks.
    } else {
      loose ??= out[out.push(doc.createElement('p')) - 1] as HTMLParagraphElement;
      loose.append(child);
    }
  }
  return out;
}

/** One pasted table rebuilt as the stored table: a plain grid, its first row the header. */
function rebuildTable(doc: Document, table: HTMLTableElement, lost: Set<string>): void {
  const { tableRows, tableColumns } = RICH_TEXT_LIMITS;
  // Word's row of zero height after misaligned columns (`<![if !supportMisalignedColumns]>`) holds nothing.
  const rows = [...table.rows].filter(
    (row) => !(row.getAttribute('height') === '0' && BLANK.test(row.textContent ?? '')),
  );
  // The grid, merged cells split: a spanned place holds null.
  const grid: Array<Array<Element | null>> = [];
  rows.forEach((row, r) => {
    grid[r] ??= [];
    let c = 0;
    for (const cell of [...row.cells]) {
      while (grid[r]![c] !== undefined) c += 1;
      const colspan = Math.max(1, Math.min(Number(cell.getAttribute('colspan')) || 1, 50));
      const rowspan = Math.max(1, Math.min(Number(cell.getAttribute('rowspan')) || 1, rows.length - r));
      if (colspan > 1 || rowspan > 1) lost.add(PASTE_LOST.merged);
      for (let dr = 0; dr < rowspan; dr += 1)
        for (let dc = 0; dc < colspan; dc += 1) {
          grid[r + dr] ??= [];
          grid[r + dr]![c + dc] = dr === 0 && dc === 0 ? cell : null;
        }
      c += colspan;
    }
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  if (grid.length > tableRows) lost.add(PASTE_LOST.rows);
  if (width > tableColumns) lost.add(PASTE_LOST.columns);
  const header = grid.length > 1;
  const fresh = doc.createElement('table');
  grid.slice(0, tableRows).forEach((row, r) => {
    const tr = fresh.appendChild(doc.createElement('tr'));
    for (let c = 0; c < Math.min(width, tableColumns); c += 1) {
      const cell = tr.appendChild(doc.createElement(r === 0 && header ? 'th' : 'td'));
      const source = row[c];
      if (source) cell.append(...cellParagraphs(doc, source, lost));
    }
  });
  table.replaceWith(fresh);
}

/** Every pasted table (the outermost ones; inner ones become text), rebuilt. */
function pastedTables(doc: Document, lost: Set<string>): void {
  const outer = [...doc.body.querySelectorAll('table')].filter((t) => !t.parentElement?.closest('table'));
  for (const table of outer) rebuildTable(doc, table as HTMLTableElement, lost);
}

export function cleanPastedHtml(html: string): string {
  return cleanPasted(html).html;
}

/** The pasted HTML made plain structure, and what of it could not be kept. */
export function cleanPasted(html: string): { html: string; lost: string[] } {
  const lost = new Set<string>();
  // Event handlers (`onerror`, `onclick`…) are renamed in the text before the parse: Chromium
  // checks an inline handler against the CSP as soon as it parses one, even in a document nobody
  // shows; the CSP refuses it, but it should not come to that. inert() removes what is left.
  const doc = new DOMParser().parseFromString(withoutHandlers(html), 'text/html');
  if (doc.body.querySelector('img')) lost.add(PASTE_LOST.images);
  wordLists(doc);
  // Docs' whole-clipboard wrapper: a <b> that is not bold.
  for (const wrapper of doc.body.querySelectorAll('b[id^="docs-internal-guid"]'))
    wrapper.replaceWith(...wrapper.childNodes);
  // Word's <o:p> holds the paragraph's end (an &nbsp; in an empty one); its text, if any, stays.
  for (const op of doc.body.querySelectorAll('o\\:p')) op.replaceWith(...op.childNodes);
  // Comments (Word's conditional blocks outside lists, StartFragment/EndFragment) carry nothing to keep.
  const comments = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  for (let c = comments.nextNode(); c; c = comments.nextNode()) found.push(c);
  for (const c of found) c.parentNode?.removeChild(c);
  nestLooseLists(doc);
  pastedTables(doc, lost);
  headingLevels(doc);
  dropEmpty(doc);
  inert(doc);
  return { html: doc.body.innerHTML, lost: [...lost] };
}
