// @vitest-environment jsdom
/**
 * The feed read as a reader reads it. A real XML parser (the DOMParser of jsdom) decodes each
 * element. A description is HTML (RSS 2.0): what the parser yields is what the reader renders as
 * markup, so it must be the editor's text escaped, never markup. A title is plain text: what the
 * parser yields is what the reader shows, so it must be the editor's text itself.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '..';
import { newsRss } from './feeds';

/** The browser globals jsdom provides here (the function's own types have no DOM). */
interface Node {
  textContent: string | null;
}
interface Element extends Node {
  innerHTML: string;
  querySelectorAll(selector: string): { length: number };
}
interface XmlDocument {
  getElementsByTagName(name: string): { length: number };
  querySelector(selector: string): Node | null;
}
const dom = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
  document: { createElement(tag: string): Element };
};

const HOSTILE = 'Reunión <img src=x onerror="alert(1)"> & <b>padres</b>';

const item = (summary: string, title = 'Reunión'): AnyRecord =>
  ({
    _id: 'n1',
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-02T12:00:00.000Z',
    title,
    kind: 'noticia',
    summary,
    slug: 'reunion',
    publishAt: '2026-05-01T12:00:00.000Z',
  }) as unknown as AnyRecord;

/** The text of the first element `selector` names, as an XML parser reads it. */
function elementText(xml: string, selector: string): string {
  const doc = new dom.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.querySelector(selector)!.textContent!;
}

/** The HTML a reader gets from the first item's description. */
const descriptionHtml = (xml: string) => elementText(xml, 'item > description');

/** That HTML rendered, as a reader's HTML view would: its elements and its visible text. */
function rendered(html: string): { elements: number; text: string } {
  const box = dom.document.createElement('div');
  box.innerHTML = html;
  return { elements: box.querySelectorAll('*').length, text: box.textContent ?? '' };
}

describe('RSS descriptions', () => {
  it('reach the reader as escaped text: no element, the typed text shown as typed', () => {
    const html = descriptionHtml(
      newsRss({ origin: 'https://colegio.edu.co', siteName: 'IE', items: [item(HOSTILE)] }),
    );
    expect(html).toBe(
      'Reunión &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;padres&lt;/b&gt;',
    );
    expect(rendered(html)).toEqual({ elements: 0, text: HOSTILE });
  });

  it('keep plain text unchanged for the reader', () => {
    const html = descriptionHtml(
      newsRss({ origin: 'https://colegio.edu.co', siteName: 'IE', items: [item('Clases el lunes.')] }),
    );
    expect(rendered(html)).toEqual({ elements: 0, text: 'Clases el lunes.' });
  });
});

describe('RSS titles', () => {
  const TITLE = 'Padres & madres: <reunión> "urgente" de 1.° y 2.° > hoy \'sí\'';

  it('reach the reader as the typed text, the item’s and the channel’s, escaped once with the references RSS recommends for plain text', () => {
    const xml = newsRss({
      origin: 'https://colegio.edu.co',
      siteName: 'Colegio San José & Santa Ana',
      items: [item('Clases.', TITLE)],
    });
    expect(elementText(xml, 'item > title')).toBe(TITLE);
    expect(elementText(xml, 'channel > title')).toBe('Noticias y circulares | Colegio San José & Santa Ana');
    expect(xml).toContain(
      `<title>Padres &#x26; madres: &#x3C;reunión&#x3E; "urgente" de 1.° y 2.° &#x3E; hoy 'sí'</title>`,
    );
    expect(xml).toContain('<title>Noticias y circulares | Colegio San José &#x26; Santa Ana</title>');
  });

  it('are escaped for what they hold as descriptions are: a title once (plain text), a description twice (HTML)', () => {
    const xml = newsRss({
      origin: 'https://colegio.edu.co',
      siteName: 'IE',
      items: [item(HOSTILE, HOSTILE)],
    });
    // Read back, each is the typed text: the title as text, the description once rendered as HTML.
    expect(elementText(xml, 'item > title')).toBe(HOSTILE);
    expect(rendered(descriptionHtml(xml))).toEqual({ elements: 0, text: HOSTILE });
  });
});
