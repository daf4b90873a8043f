/**
 * Every route path of the site, in one place (spec §2). Screens and links import from here;
 * nothing else spells a path.
 */
import type { CollectionName } from '@model';

export const PUBLIC_PATHS = {
  home: '/',
  resenahistorica: '/resenahistorica',
  horizonte: '/horizonteinstitucional',
  directivos: '/directivos',
  administrativos: '/administrativos',
  docentes: '/docentes',
  rendicioncuentas: '/rendicioncuentas',
  enfoquepedagogico: '/enfoquepedagogico',
  modelopedagogico: '/modelopedagogico',
  manualconvivencia: '/manualconvivencia',
  tramiteretiros: '/tramiteretiros',
  protocolobioseguridad: '/protocolobioseguridad',
  convocatorias: '/convocatorias',
  contacto: '/contacto',
  transparencia: '/transparencia',
  login: '/login',
  other: '/other',
} as const;

/** The public page that shows each collection (where an administrator sees an edit land). */
export const PUBLIC_PAGE_OF: Record<CollectionName, string> = {
  // The school's settings show on every page; the home page shows most of them.
  sitio: PUBLIC_PATHS.home,
  carousel: PUBLIC_PATHS.home,
  resenahistorica: PUBLIC_PATHS.resenahistorica,
  horizonte: PUBLIC_PATHS.horizonte,
  directivos: PUBLIC_PATHS.directivos,
  administrativos: PUBLIC_PATHS.administrativos,
  docentes: PUBLIC_PATHS.docentes,
  rendicioncuentas: PUBLIC_PATHS.rendicioncuentas,
  enfoquepedagogico: PUBLIC_PATHS.enfoquepedagogico,
  modelopedagogico: PUBLIC_PATHS.modelopedagogico,
  manualconvivencia: PUBLIC_PATHS.manualconvivencia,
  tramiteretiros: PUBLIC_PATHS.tramiteretiros,
  protocolobioseguridad: PUBLIC_PATHS.protocolobioseguridad,
  convocatorias: PUBLIC_PATHS.convocatorias,
  // The transparency section and the policies get their own pages once the page registry lands;
  // until then the section's entry page is where their edits will show.
  transparencia: PUBLIC_PATHS.transparencia,
  transparencianotas: PUBLIC_PATHS.transparencia,
  politicaprivacidad: PUBLIC_PATHS.transparencia,
  terminoscondiciones: PUBLIC_PATHS.transparencia,
  derechosautor: PUBLIC_PATHS.transparencia,
};

export const ADMIN_PATHS = {
  home: '/admin',
  /** /{collection}Edit/{id}, as in the spec. */
  edit: (collection: CollectionName, id: string) => `/${collection}Edit/${encodeURIComponent(id)}`,
  /** /{collection}Create, only for collections that allow create. */
  create: (collection: CollectionName) => `/${collection}Create`,
  /** /admin?c={collection}: the chosen collection survives reload and back. */
  list: (collection: CollectionName) => `/admin?c=${collection}`,
} as const;
