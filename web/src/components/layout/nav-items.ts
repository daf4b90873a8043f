/**
 * The navigation bar of spec §2, as data: order, labels and targets exactly as written there.
 * The site's own pages come from the page registry (functions/src/model/pages.ts, which says
 * which menu lists each page and with what label); this file adds the parent titles, the links to other sites
 * and the entries that lead to /other. The menu component only renders this list.
 */
import { pagesIn, type MenuId, type PageId } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import type { SiteSettings } from '@/lib/site-settings';

export type NavLeaf =
  | { label: string; to: string }
  /** Another site, whose address is one of the school's settings: opens in a new tab. */
  | { label: string; setting: keyof SiteSettings };

export type NavEntry =
  /**
   * `highlight`: drawn to stand out (Transparencia, which the law asks to be easy to find).
   * `section`: marked as the current page on its sub-pages too (/participa/consulta).
   */
  | { label: string; to: string; highlight?: boolean; section?: boolean }
  /** A parent title (links to /other, spec §2) with its submenu. */
  | { id: string; label: string; to: string; items: NavLeaf[] };

/** The registry's pages of one menu, as menu links. */
const pages = (menu: MenuId): { label: string; to: string; highlight?: boolean }[] =>
  pagesIn(menu).map((page) => ({
    label: page.menu!.label,
    to: page.path,
    ...(page.menu!.highlight ? { highlight: true } : {}),
  }));

/** A menu entry whose page does not exist yet (spec §2: it leads to /other). */
const pending = (label: string): NavLeaf => ({ label, to: PUBLIC_PATHS.other });

/** One top-bar page of the registry, by id (the bar's order is written below, not the registry's). */
const top = (id: PageId) => pages('top').find((entry) => entry.to === PUBLIC_PATHS[id])!;

const ORDERED: NavEntry[] = [
  top('home'),
  // What a parent looks for first, right after Inicio, in the bar and the phone menu.
  top('noticias'),
  top('circulares'),
  top('eventos'),
  { id: 'institucion', label: 'Nuestra Institución', to: PUBLIC_PATHS.other, items: pages('institucion') },
  {
    id: 'academica',
    label: 'Gestión Académica',
    to: PUBLIC_PATHS.other,
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
    to: PUBLIC_PATHS.other,
    items: [pending('Ejecuciones presupuestales'), ...pages('administrativa')],
  },
  {
    id: 'servicios',
    label: 'Servicios',
    to: PUBLIC_PATHS.other,
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
