// @vitest-environment jsdom
/**
 * Issue 46: the feed read as a reader reads it. A real XML parser (the DOMParser of jsdom) decodes
 * the description, and what it yields is what the reader renders as HTML: it must be the editor's
 * text escaped, never markup.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../model';
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

const item = (summary: string): AnyRecord =>
  ({
    _id: 'n1',
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-02T12:00:00.000Z',
    title: 'Reunión',
    kind: 'noticia',
    summary,
    slug: 'reunion',
    publishAt: '2026-05-01T12:00:00.000Z',
  }) as unknown as AnyRecord;

/** The HTML a reader gets from the first item's description. */
function descriptionHtml(xml: string): string {
  const doc = new dom.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.querySelector('item > description')!.textContent!;
}

/** That HTML rendered, as a reader's HTML view would: its elements and its visible text. */
function rendered(html: string): { elements: number; text: string } {
  const box = dom.document.createElement('div');
  box.innerHTML = html;
  return { elements: box.querySelectorAll('*').length, text: box.textContent ?? '' };
}

describe('RSS descriptions', () => {
  it('reach the reader as escaped text: no element, the typed text shown as typed', () => {
    const html = descriptionHtml(newsRss({ origin: 'https://colegio.edu.co', siteName: 'IE', items: [item(HOSTILE)] }));
    expect(html).toBe('Reunión &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;padres&lt;/b&gt;');
    expect(rendered(html)).toEqual({ elements: 0, text: HOSTILE });
  });

  it('keep plain text unchanged for the reader', () => {
    const html = descriptionHtml(newsRss({ origin: 'https://colegio.edu.co', siteName: 'IE', items: [item('Clases el lunes.')] }));
    expect(rendered(html)).toEqual({ elements: 0, text: 'Clases el lunes.' });
  });
});
