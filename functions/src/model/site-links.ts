/**
 * The links the frame shows on every page, as data: the main menu of spec §2 (its order, labels
 * and targets) and the footer's institutional items and icon links. The site's own pages come
 * from the page registry (pages.ts says which menu lists each page and with what label); this
 * file adds the parent titles, the links to other sites (whose addresses are school settings) and
 * the entries that lead to /other. The menu and the footer render these lists; the site search
 * indexes the same entries with their labels (search/site-documents.ts), so what the menu names a
 * parent finds. Plain data in the model: the function and every part of the web code may import it.
 */
import { footerPages, pageById, pagesIn, type MenuId, type PageId } from './pages';

/** The settings (the `sitio` record) that hold another site's address a link opens. */
export type LinkSetting =
  'boletinAcademico' | 'tramitesMatricula' | 'studentSystemLogin' | 'facebook' | 'youtubeChannel' | 'siteUrl';

export type NavLeaf =
  | { label: string; to: string }
  /** Another site, whose address is one of the school's settings: opens in a new tab. */
  | { label: string; setting: LinkSetting };

export type NavEntry =
  /**
   * `highlight`: drawn to stand out (Transparencia, which the law asks to be easy to find).
   * `section`: marked as the current page on its sub-pages too (/participa/consulta).
   */
  | { label: string; to: string; highlight?: boolean; section?: boolean }
  /** A parent title (links to /other, spec §2) with its submenu. */
  | { id: string; label: string; to: string; items: NavLeaf[] };

const path = (id: PageId) => pageById(id).path;
const OTHER = path('other');

/** The registry's pages of one menu, as menu links. */
const pages = (menu: MenuId): { label: string; to: string; highlight?: boolean }[] =>
  pagesIn(menu).map((page) => ({
    label: page.menu!.label,
    to: page.path,
    ...(page.menu!.highlight ? { highlight: true } : {}),
  }));

/** A menu entry whose page does not exist yet (spec §2: it leads to /other). */
const pending = (label: string): NavLeaf => ({ label, to: OTHER });

/** One top-bar page of the registry, by id (the bar's order is written below, not the registry's). */
const top = (id: PageId) => pages('top').find((entry) => entry.to === path(id))!;

const ORDERED: NavEntry[] = [
  top('home'),
  // What a parent looks for first, right after Inicio, in the bar and the phone menu.
  top('noticias'),
  top('circulares'),
  top('eventos'),
  { id: 'institucion', label: 'Nuestra Institución', to: OTHER, items: pages('institucion') },
  {
    id: 'academica',
    label: 'Gestión Académica',
    to: OTHER,
    items: [
      ...pages('academica'),
      pending('Gobierno estudiantil'),
      pending('Aula extendida'),
      { label: 'Boletín académico', setting: 'boletinAcademico' },
    ],
  },
  {
    id: 'administrativa',
    label: 'Gestión Administrativa',
    to: OTHER,
    items: [pending('Ejecuciones presupuestales'), ...pages('administrativa')],
  },
  {
    id: 'servicios',
    label: 'Servicios',
    to: OTHER,
    items: [{ label: 'Trámites de matrícula', setting: 'tramitesMatricula' }, ...pages('servicios')],
  },
  top('transparencia'),
  // The "Participa" menu the annex puts beside Transparencia (Anexo 2, category 6).
  { ...top('participa'), section: true },
  top('pqrsd'),
  top('contacto'),
];

/** The bar: the order above, then any other top-bar page of the registry (a page added there shows at once). */
export const NAV_ENTRIES: NavEntry[] = [
  ...ORDERED,
  ...pages('top').filter((page) => !ORDERED.some((entry) => !('items' in entry) && entry.to === page.to)),
];

/**
 * The footer's institutional items (spec §2), each a link to the page that covers it (an item
 * that looked like a link and was not would send a parent nowhere). The horizon page holds the
 * mission, vision, philosophy, values and objectives; the privacy policy is also the personal
 * data treatment policy; the PEI is the PDF of the school's settings (`file`). An item whose
 * document is not uploaded yet is drawn as plain, muted text.
 */
export const FOOTER_ITEMS: ReadonlyArray<{ label: string; to?: string; file?: 'pei' }> = [
  { label: 'Misión y visión', to: path('horizonte') },
  { label: 'Valores institucionales', to: path('horizonte') },
  { label: 'Proyecto Educativo Institucional (PEI)', file: 'pei' },
  { label: 'Objetivos', to: path('horizonte') },
  { label: 'Filosofía', to: path('horizonte') },
  { label: 'Circulares', to: path('circulares') },
  { label: 'Rendición de cuentas', to: path('rendicioncuentas') },
  { label: 'Noticias', to: path('noticias') },
  { label: 'Galería de fotos', to: path('galeria') },
  { label: 'Política de privacidad', to: path('politicaprivacidad') },
  { label: 'Tratamiento de datos personales', to: path('politicaprivacidad') },
];

/** The footer's icon links, each from a setting; one the school left empty is not shown. */
export const FOOTER_ICON_LINKS = [
  { setting: 'facebook', label: 'Facebook de la institución' },
  { setting: 'youtubeChannel', label: 'Canal de YouTube de la institución' },
  { setting: 'siteUrl', label: 'Sitio web de la institución' },
  { setting: 'studentSystemLogin', label: 'Ingreso a la plataforma académica de estudiantes' },
] as const satisfies ReadonlyArray<{ setting: LinkSetting; label: string }>;

/** One link the frame shows: its words and where it leads (a path, or another site's address). */
export interface FrameLink {
  label: string;
  url: string;
  external: boolean;
}

/**
 * Every link of the menu and the footer with its label, the settings' addresses filled in: the
 * links a parent sees on every page. Parent titles and pending entries (they lead to /other, a
 * page that says it is not there yet), items without a target and settings left empty are out.
 */
export function frameLinks(settings: object): FrameLink[] {
  const links: FrameLink[] = [];
  const leaf = (item: NavLeaf) => {
    if ('setting' in item) {
      const url = (settings as Partial<Record<LinkSetting, unknown>>)[item.setting];
      if (typeof url === 'string' && url.trim())
        links.push({ label: item.label, url: url.trim(), external: true });
    } else if (item.to !== OTHER) links.push({ label: item.label, url: item.to, external: false });
  };
  for (const entry of NAV_ENTRIES) {
    if ('items' in entry) entry.items.forEach(leaf);
    else leaf(entry);
  }
  for (const item of FOOTER_ITEMS) {
    const file = item.file && (settings as Partial<Record<string, unknown>>)[item.file];
    if (typeof file === 'string' && file)
      links.push({ label: item.label, url: `/media/${encodeURIComponent(file)}`, external: false });
    else if (item.to) leaf({ label: item.label, to: item.to });
  }
  for (const page of footerPages())
    leaf({ label: page.footerLabel ?? page.menu?.label ?? page.title, to: page.path });
  // This site's own address is no other site to find.
  for (const item of FOOTER_ICON_LINKS) if (item.setting !== 'siteUrl') leaf({ ...item });
  return links;
}
