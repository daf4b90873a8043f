/**
 * The conformity check's rules on one page's HTML, as the function renders it (no browser, no
 * stylesheets, no layout): the axe-core rules that judge markup alone, the frame's required links
 * (the header menu's Transparencia and Participa, the footer's statement and legal pages) and
 * footer elements (`data-pie`, model/govco-footer.ts), and the internal addresses a page links to.
 * Which axe rules run, and why the others cannot here: docs/decisions/0038-conformity-check.md.
 */
import axe from 'axe-core';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { ConformityProblem } from '../model/conformity';
import { FOOTER_ELEMENTS } from '../model/govco-footer';
import { pageById, type PageId } from '../model/pages';
import { participaPath, PARTICIPA_SECTIONS } from '../model/participa';
import { TRANSPARENCY_ANNEX } from '../model/transparency-annex';

/**
 * The axe rules run, each with the ITA item (model/ita-matrix.ts) whose criterion it proves, or
 * null: it counts as a problem of the site but proves no single item of the matrix.
 * All judge the markup and its ARIA only; none needs computed colours, sizes or positions.
 */
export const AXE_RULES: Readonly<Record<string, string | null>> = {
  // Text alternatives (WCAG 1.1.1): item a.
  'image-alt': 'accesibilidad-a',
  'input-image-alt': 'accesibilidad-a',
  'area-alt': 'accesibilidad-a',
  'object-alt': 'accesibilidad-a',
  'role-img-alt': 'accesibilidad-a',
  'svg-img-alt': 'accesibilidad-a',
  'server-side-image-map': 'accesibilidad-a',
  // Language and titles (3.1.1, 3.1.2, 2.4.2): item e.
  'html-has-lang': 'accesibilidad-e',
  'html-lang-valid': 'accesibilidad-e',
  'html-xml-lang-mismatch': 'accesibilidad-e',
  'valid-lang': 'accesibilidad-e',
  'document-title': 'accesibilidad-e',
  // Forms: labels and names of fields (3.3.2, 4.1.2, 1.3.5): item f.
  label: 'accesibilidad-f',
  'select-name': 'accesibilidad-f',
  'form-field-multiple-labels': 'accesibilidad-f',
  'input-button-name': 'accesibilidad-f',
  'aria-input-field-name': 'accesibilidad-f',
  'aria-toggle-field-name': 'accesibilidad-f',
  'autocomplete-valid': 'accesibilidad-f',
  // What a keyboard user reaches and must be able to tell apart (2.1.1, 2.4.1, 2.4.4, 4.1.2): item d.
  'link-name': 'accesibilidad-d',
  'button-name': 'accesibilidad-d',
  'summary-name': 'accesibilidad-d',
  'aria-command-name': 'accesibilidad-d',
  'nested-interactive': 'accesibilidad-d',
  'aria-hidden-focus': 'accesibilidad-d',
  tabindex: 'accesibilidad-d',
  accesskeys: 'accesibilidad-d',
  'frame-title': 'accesibilidad-d',
  bypass: 'accesibilidad-d',
  // Structure and ARIA (1.3.1, 4.1.2) and moving content (2.2.1, 2.2.2): problems, no single item.
  list: null,
  listitem: null,
  'definition-list': null,
  dlitem: null,
  'heading-order': null,
  'empty-heading': null,
  'page-has-heading-one': null,
  'landmark-one-main': null,
  'landmark-no-duplicate-main': null,
  'duplicate-id-aria': null,
  'aria-allowed-attr': null,
  'aria-prohibited-attr': null,
  'aria-required-attr': null,
  'aria-required-children': null,
  'aria-required-parent': null,
  'aria-roles': null,
  'aria-valid-attr': null,
  'aria-valid-attr-value': null,
  'aria-hidden-body': null,
  'td-headers-attr': null,
  'th-has-data-cells': null,
  'frame-title-unique': null,
  'meta-viewport': null,
  'meta-refresh': null,
  blink: null,
  marquee: null,
};

/** What each rule asks, in Spanish (axe's own help texts are in English). */
const AXE_MESSAGES: Readonly<Record<string, string>> = {
  'image-alt': 'Hay imágenes sin texto alternativo (atributo alt)',
  'input-image-alt': 'Hay botones de imagen sin texto alternativo',
  'area-alt': 'Hay zonas de un mapa de imagen sin texto alternativo',
  'object-alt': 'Hay objetos incrustados sin texto alternativo',
  'role-img-alt': 'Hay elementos con rol de imagen sin texto alternativo',
  'svg-img-alt': 'Hay gráficos SVG con rol de imagen sin texto alternativo',
  'server-side-image-map': 'Hay mapas de imagen del lado del servidor',
  'html-has-lang': 'La página no declara su idioma (atributo lang)',
  'html-lang-valid': 'El idioma declarado de la página no es válido',
  'html-xml-lang-mismatch': 'Los atributos lang y xml:lang no coinciden',
  'valid-lang': 'Hay un cambio de idioma con un código no válido',
  'document-title': 'La página no tiene título',
  label: 'Hay campos de formulario sin etiqueta',
  'select-name': 'Hay listas desplegables sin etiqueta',
  'form-field-multiple-labels': 'Hay campos con más de una etiqueta',
  'input-button-name': 'Hay botones de formulario sin texto',
  'aria-input-field-name': 'Hay campos ARIA sin nombre accesible',
  'aria-toggle-field-name': 'Hay interruptores o casillas ARIA sin nombre accesible',
  'autocomplete-valid': 'Hay campos con un valor de autocompletar no válido',
  'link-name': 'Hay enlaces sin texto que los identifique',
  'button-name': 'Hay botones sin texto que los identifique',
  'summary-name': 'Hay desplegables (summary) sin texto',
  'aria-command-name': 'Hay controles ARIA sin nombre accesible',
  'nested-interactive': 'Hay controles dentro de otros controles',
  'aria-hidden-focus': 'Hay elementos ocultos a los lectores de pantalla que reciben el foco',
  tabindex: 'Hay elementos con un orden de tabulación positivo',
  accesskeys: 'Hay teclas de acceso repetidas',
  'frame-title': 'Hay marcos (iframe) sin título',
  bypass: 'La página no tiene cómo saltar al contenido principal',
  list: 'Hay listas con elementos que no son ítems de lista',
  listitem: 'Hay ítems de lista fuera de una lista',
  'definition-list': 'Hay listas de definición mal formadas',
  dlitem: 'Hay términos o definiciones fuera de una lista de definición',
  'heading-order': 'Los niveles de los títulos saltan (por ejemplo, de h2 a h4)',
  'empty-heading': 'Hay títulos vacíos',
  'page-has-heading-one': 'La página no tiene un título principal (h1)',
  'landmark-one-main': 'La página no tiene una región principal (main)',
  'landmark-no-duplicate-main': 'La página tiene más de una región principal',
  'duplicate-id-aria': 'Hay identificadores repetidos que usan las etiquetas o ARIA',
  'aria-allowed-attr': 'Hay atributos ARIA no permitidos para su rol',
  'aria-prohibited-attr': 'Hay atributos ARIA prohibidos para su elemento',
  'aria-required-attr': 'Faltan atributos ARIA obligatorios',
  'aria-required-children': 'Faltan elementos hijos obligatorios de un rol ARIA',
  'aria-required-parent': 'Hay roles ARIA fuera del elemento que los debe contener',
  'aria-roles': 'Hay roles ARIA no válidos',
  'aria-valid-attr': 'Hay atributos ARIA que no existen',
  'aria-valid-attr-value': 'Hay atributos ARIA con valores no válidos',
  'aria-hidden-body': 'El cuerpo de la página está oculto a los lectores de pantalla',
  'td-headers-attr': 'Hay celdas de tabla que apuntan a encabezados que no existen',
  'th-has-data-cells': 'Hay encabezados de tabla sin celdas de datos',
  'frame-title-unique': 'Hay marcos (iframe) con el mismo título',
  'meta-viewport': 'La página impide ampliar el texto en el móvil',
  'meta-refresh': 'La página se recarga o redirige sola con un tiempo',
  blink: 'Hay texto parpadeante',
  marquee: 'Hay texto en movimiento (marquee)',
};

/**
 * A page's parsed document; close it when done (jsdom keeps the window alive otherwise). No
 * scripts, no subresources, and no styles: the external stylesheets are never loaded, so the
 * page's few inline rules are left out too and every rule judges the markup alone, the same way
 * on every page (and jsdom's style cascade, the slowest part of a run, has nothing to apply).
 */
export function parsePage(html: string): JSDOM {
  // A silent console: a page's malformed markup must not reach the function's log.
  const dom = new JSDOM(html, { virtualConsole: new VirtualConsole() });
  for (const el of dom.window.document.querySelectorAll('style, link[rel~="stylesheet"]')) el.remove();
  return dom;
}

/** axe keeps one run at a time per process: the pages' renders go side by side, their axe runs in turn. */
let axeQueue: Promise<unknown> = Promise.resolve();

function runAxe(context: Element): Promise<axe.AxeResults> {
  const run = axeQueue.then(() =>
    axe.run(context, {
      runOnly: { type: 'rule', values: Object.keys(AXE_RULES) },
      resultTypes: ['violations'],
      // No selectors, no HTML snippets in the results: they are not kept, and cost time.
      elementRef: false,
      selectors: false,
      ancestry: false,
      xpath: false,
    }),
  );
  axeQueue = run.catch(() => undefined);
  return run;
}

/**
 * The axe rules' violations on one page, one problem per rule with how many elements fail it.
 * `contentOnly`: the page's `<main>` alone (the frame, the same on every page, is judged once, on
 * the home page), which also halves the time of a run.
 */
export async function accessibilityProblems(
  dom: JSDOM,
  page: string,
  { contentOnly = false }: { contentOnly?: boolean } = {},
): Promise<ConformityProblem[]> {
  const { document } = dom.window;
  const main = contentOnly ? document.querySelector('main') : null;
  const results = await runAxe(main ?? document.documentElement);
  return results.violations.map((v) => {
    const count = v.nodes.length;
    const what = AXE_MESSAGES[v.id] ?? v.help;
    return {
      page,
      kind: 'accesibilidad' as const,
      rule: v.id,
      message: `${what} (${count} ${count === 1 ? 'elemento' : 'elementos'}).`,
    };
  });
}

/** The frame's parts outside the page's own content: the site's header and footer. */
function frameParts(document: Document, tag: 'header' | 'footer'): Element[] {
  return [...document.querySelectorAll(tag)].filter((el) => !el.parentElement?.closest('main, article'));
}

/** The paths the links inside these elements point to (base-less, no #fragment, no query). */
function linkedPaths(parts: Element[]): Set<string> {
  const paths = new Set<string>();
  for (const part of parts)
    for (const a of part.querySelectorAll('a[href]')) {
      const path = internalPath(a.getAttribute('href') ?? '', '/');
      if (path) paths.add(path.split('?')[0]!);
    }
  return paths;
}

/** The legal pages and the statement every footer links to (whichever the page registry has). */
const FOOTER_REQUIRED: readonly PageId[] = [
  'accesibilidad',
  'politicaprivacidad',
  'terminoscondiciones',
  'derechosautor',
  'mapadelsitio',
];

/** A required page: where it is, and where it must be linked from. */
export interface RequiredPage {
  path: string;
  name: string;
  /** 'menu': the header; 'pie': the footer; a path: that page's content. */
  linkedFrom: 'menu' | 'pie' | string;
}

/** The pages the law asks every school site for (Anexo 1 and 2 of Res. 1519 de 2020). */
export const REQUIRED_PAGES: readonly RequiredPage[] = [
  { path: '/transparencia', name: 'Transparencia y acceso a la información pública', linkedFrom: 'menu' },
  { path: '/transparencia', name: 'Transparencia y acceso a la información pública', linkedFrom: 'pie' },
  ...TRANSPARENCY_ANNEX.map((c) => ({
    path: `/transparencia/${c.slug}`,
    name: `Transparencia: ${c.number}. ${c.name}`,
    linkedFrom: '/transparencia',
  })),
  { path: '/participa', name: 'Participa', linkedFrom: 'menu' },
  ...PARTICIPA_SECTIONS.map((s) => ({
    path: participaPath(s),
    name: `Participa: ${s.name}`,
    linkedFrom: '/participa',
  })),
  ...FOOTER_REQUIRED.map((id) => {
    const page = pageById(id);
    return { path: page.path, name: page.title, linkedFrom: 'pie' };
  }),
];

/** The home page's frame: the header menu's and footer's required links, and the footer's elements. */
export function frameProblems(dom: JSDOM, page: string): { problems: ConformityProblem[]; faltan: string[] } {
  const { document } = dom.window;
  const headers = frameParts(document, 'header');
  const footers = frameParts(document, 'footer');
  const inMenu = linkedPaths(headers);
  const inFooter = linkedPaths(footers);
  const problems: ConformityProblem[] = [];
  for (const required of REQUIRED_PAGES) {
    if (required.linkedFrom === 'menu' && !inMenu.has(required.path))
      problems.push({
        page,
        kind: 'paginas',
        rule: 'menu-obligatorio',
        message: `El menú principal no enlaza «${required.name}» (${required.path}).`,
      });
    if (required.linkedFrom === 'pie' && !inFooter.has(required.path))
      problems.push({
        page,
        kind: 'paginas',
        rule: 'pie-enlace-obligatorio',
        message: `El pie de página no enlaza «${required.name}» (${required.path}).`,
      });
  }
  const faltan: string[] = [];
  for (const element of FOOTER_ELEMENTS) {
    const found = footers.some((footer) =>
      [...footer.querySelectorAll(`[data-pie="${element.key}"]`)].some(
        (el) => (el.textContent ?? '').trim() !== '',
      ),
    );
    if (found) continue;
    faltan.push(element.key);
    problems.push({
      page,
      kind: 'pie',
      rule: `pie-${element.key}`,
      message: `Al pie de página le falta «${element.label}».`,
    });
  }
  return { problems, faltan };
}

/** Whether a page's content links to a path (its frame left out: the menus link everywhere). */
export function contentLinks(dom: JSDOM, path: string): boolean {
  const { document } = dom.window;
  const frame = [...frameParts(document, 'header'), ...frameParts(document, 'footer')];
  return [...document.querySelectorAll('a[href]')].some(
    (a) =>
      !frame.some((part) => part.contains(a)) &&
      internalPath(a.getAttribute('href') ?? '', '/')?.split('?')[0] === path,
  );
}

/** Addresses Hosting answers by itself (the admin's single page, the built files): not the function's. */
const NOT_THE_FUNCTIONS = /^\/(?:admin|login|assets)(?:[/?]|$)|^\/[A-Za-z]+(?:Edit|Create)(?:[/?]|$)/;

/** Where relative addresses are resolved: a host no link of a school's site names. */
const RELATIVE_BASE = 'http://sitio.invalid';

/**
 * The site's own address an href names, as a base-less path with its query (no #fragment), or
 * null: another site, a mail or phone link, a fragment of the same page, what Hosting serves.
 * `origin` is the school's origin (with its base on the platform's domain): an absolute link
 * under it is the school's own too.
 */
export function internalPath(href: string, from: string, origin?: string): string | null {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, new URL(from, RELATIVE_BASE));
  } catch {
    return null;
  }
  let pathname = url.pathname;
  if (url.origin !== RELATIVE_BASE) {
    if (!origin) return null;
    const own = new URL(origin);
    const prefix = own.pathname.replace(/\/$/, '');
    if (url.origin !== own.origin || !(pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
    pathname = pathname.slice(prefix.length) || '/';
  }
  const path = pathname + url.search;
  return NOT_THE_FUNCTIONS.test(path) ? null : path;
}

/** Every internal address a page points to: its links and its images' sources. */
export function pageLinks(dom: JSDOM, page: string, origin?: string): string[] {
  const { document } = dom.window;
  const hrefs = [
    ...[...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    ...[...document.querySelectorAll('img[src]')].map((img) => img.getAttribute('src') ?? ''),
  ];
  const paths = hrefs.map((h) => internalPath(h, page, origin)).filter((p): p is string => p !== null);
  return [...new Set(paths)];
}
