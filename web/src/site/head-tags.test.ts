import { describe, expect, it } from 'vitest';
import { escapeHtml, headTags, pageTitle } from './head-tags';

const input = {
  origin: 'https://colegio.edu.co',
  path: '/docentes',
  title: 'Docentes',
  description: 'Los docentes de la institución, por nivel y área.',
  siteName: 'Institución Educativa "San José" & Cía',
  image: { url: 'https://colegio.edu.co/share-image.png', width: 1200, height: 630, alt: 'La institución' },
};

/** The tags parsed back by the browser's own parser (jsdom), as a crawler reads them. */
function parse(html: string) {
  const doc = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  return { doc, meta };
}

describe('headTags', () => {
  it('names the page, its description, canonical address and preview for link previews and search', () => {
    const { doc, meta } = parse(headTags(input));
    const title = 'Docentes | Institución Educativa "San José" & Cía';
    expect(doc.title).toBe(title);
    expect(meta('description')).toBe(input.description);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://colegio.edu.co/docentes',
    );
    expect(meta('og:title')).toBe(title);
    expect(meta('og:description')).toBe(input.description);
    expect(meta('og:url')).toBe('https://colegio.edu.co/docentes');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:site_name')).toBe(input.siteName);
    expect(meta('og:locale')).toBe('es_CO');
    expect(meta('og:image')).toBe('https://colegio.edu.co/share-image.png');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it("leaves out a picture size it does not know (an album's cover), and adds JSON-LD that cannot close its script", () => {
    const html = headTags({
      ...input,
      image: { url: 'https://colegio.edu.co/media/a.jpg', alt: 'Portada' },
      jsonLd: { name: '</script><script>alert(1)</script>\u2028' },
    });
    const { doc, meta } = parse(html);
    expect(meta('og:image:width')).toBeUndefined();
    expect(meta('og:image:alt')).toBe('Portada');
    const ld = doc.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(ld).not.toMatch(/<\/script|\u2028/);
    expect(JSON.parse(ld)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });

  it('keeps a page out of search results when asked (a 404, a preview)', () => {
    expect(parse(headTags({ ...input, noindex: true })).meta('robots')).toBe('noindex');
    expect(parse(headTags(input)).meta('robots')).toBeUndefined();
  });

  it('calls the home page a website and keeps an absolute image as it is', () => {
    const { meta } = parse(
      headTags({ ...input, path: '/', image: { ...input.image, url: 'https://cdn.example/x.png' } }),
    );
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe('https://colegio.edu.co/');
    expect(meta('og:image')).toBe('https://cdn.example/x.png');
  });

  it('escapes what would break out of an attribute or an element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = headTags({ ...input, description: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(parse(html).meta('description')).toBe('"><script>alert(1)</script>');
  });

  it('titles as the client does: page, then school', () => {
    expect(pageTitle('Contacto', 'Colegio')).toBe('Contacto | Colegio');
  });
});
