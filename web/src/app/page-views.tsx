/**
 * The public pages' code, by page id: each page is its own lazily loaded chunk, so a visitor
 * downloads the code of the page they open and nothing else.
 */
import type { ReactNode } from 'react';
import type { PageId } from '@/config/pages';

/** Every page of the registry but /login, which belongs to the admin area (config/areas.ts). */
export type PublicPageId = Exclude<PageId, 'login'>;

/** A page module: its default export is the page. */
type PageModule = { default: () => ReactNode };
const byDefault = (module: PageModule) => <module.default />;

/**
 * The code of each public page of the registry (functions/src/model/pages.ts). Typed by page id, so a page
 * added there does not compile until it has its module here. /login is the admin build's
 * (admin-router.tsx).
 */
export const VIEWS: { [P in PublicPageId]: () => Promise<ReactNode> } = {
  home: () => import('@/features/public/pages/home-page').then(byDefault),
  resenahistorica: () => import('@/features/public/pages/resena-historica-page').then(byDefault),
  horizonte: () => import('@/features/public/pages/horizonte-page').then(byDefault),
  // The three staff pages are one component driven by the collection (spec §2).
  directivos: () => staff('directivos'),
  administrativos: () => staff('administrativos'),
  docentes: () => staff('docentes'),
  enfoquepedagogico: () => import('@/features/public/pages/enfoque-pedagogico-page').then(byDefault),
  modelopedagogico: () => import('@/features/public/pages/modelo-pedagogico-page').then(byDefault),
  manualconvivencia: () => import('@/features/public/pages/manual-convivencia-page').then(byDefault),
  rendicioncuentas: () => import('@/features/public/pages/rendicion-cuentas-page').then(byDefault),
  tramiteretiros: () => import('@/features/public/pages/tramite-retiros-page').then(byDefault),
  protocolobioseguridad: () => import('@/features/public/pages/protocolo-bioseguridad-page').then(byDefault),
  convocatorias: () => import('@/features/public/pages/convocatorias-page').then(byDefault),
  // /transparencia and its category pages: one module, one chunk (the annex data lives there).
  transparencia: () => import('@/features/public/pages/transparency-page').then(byDefault),
  transparenciacategoria: () => import('@/features/public/pages/transparency-page').then(byDefault),
  contacto: () => import('@/features/contact/contact-page').then(byDefault),
  pqrsd: () => import('@/features/pqrsd/pqrsd-page').then(byDefault),
  pqrsdconsulta: () => import('@/features/pqrsd/pqrsd-status-page').then(byDefault),
  // The three legal policies of Anexo 2 §2.3 are one component driven by the collection.
  politicaprivacidad: () => policy('politicaprivacidad'),
  terminoscondiciones: () => policy('terminoscondiciones'),
  derechosautor: () => policy('derechosautor'),
  mapadelsitio: () => import('@/features/public/pages/site-map-page').then(byDefault),
  other: () => import('@/features/public/pages/other-page').then(byDefault),
  // The list and the article read the same public list, but only the article needs formatted
  // text and the PDF viewer: two chunks.
  noticias: () => import('@/features/public/pages/noticias-page').then(byDefault),
  noticia: () => import('@/features/public/pages/article-page').then(byDefault),
  // The circulars alone (issue 48): cards with their PDF link, neither viewer nor formatted text.
  circulares: () => import('@/features/public/pages/circulares-page').then(byDefault),
  // The album list and one album: one module, one chunk.
  galeria: () => import('@/features/public/pages/gallery-page').then(byDefault),
  galeriaalbum: () => import('@/features/public/pages/gallery-page').then(byDefault),
  eventos: () => import('@/features/public/pages/eventos-page').then(byDefault),
  buscar: () => import('@/features/search/search-page').then(byDefault),
  // Participa and its sections (issue 50): one module, one chunk (the sections' data lives there).
  participa: () => import('@/features/public/pages/participa-page').then(byDefault),
  participaseccion: () => import('@/features/public/pages/participa-page').then(byDefault),
  accesibilidad: () => import('@/features/public/pages/accesibilidad-page').then(byDefault),
};

function staff(collection: 'directivos' | 'administrativos' | 'docentes') {
  return import('@/features/public/pages/staff-page').then(({ StaffPage }) => <StaffPage collection={collection} />);
}

function policy(collection: 'politicaprivacidad' | 'terminoscondiciones' | 'derechosautor') {
  return import('@/features/public/pages/policy-page').then(({ PolicyPage }) => <PolicyPage collection={collection} />);
}
