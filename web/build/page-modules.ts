/**
 * The source module of each page's code (web/src, as Vite's manifest names it), for the CSS a
 * page inlines and the `modulepreload` of its chunk (build/server-render-plugin.ts). Typed by page
 * id: a page added to the registry does not compile until it is here, and the build fails if a
 * module is missing from the manifest.
 */
import type { PublicPageId } from '../src/app/page-views';

export const PAGE_MODULES: { [P in PublicPageId]: string } = {
  home: 'src/features/public/pages/home-page.tsx',
  resenahistorica: 'src/features/public/pages/resena-historica-page.tsx',
  horizonte: 'src/features/public/pages/horizonte-page.tsx',
  directivos: 'src/features/public/pages/staff-page.tsx',
  administrativos: 'src/features/public/pages/staff-page.tsx',
  docentes: 'src/features/public/pages/staff-page.tsx',
  enfoquepedagogico: 'src/features/public/pages/enfoque-pedagogico-page.tsx',
  modelopedagogico: 'src/features/public/pages/modelo-pedagogico-page.tsx',
  manualconvivencia: 'src/features/public/pages/manual-convivencia-page.tsx',
  rendicioncuentas: 'src/features/public/pages/rendicion-cuentas-page.tsx',
  tramiteretiros: 'src/features/public/pages/tramite-retiros-page.tsx',
  protocolobioseguridad: 'src/features/public/pages/protocolo-bioseguridad-page.tsx',
  convocatorias: 'src/features/public/pages/convocatorias-page.tsx',
  transparencia: 'src/features/public/pages/transparency-page.tsx',
  transparenciacategoria: 'src/features/public/pages/transparency-page.tsx',
  contacto: 'src/features/contact/contact-page.tsx',
  pqrsd: 'src/features/pqrsd/pqrsd-page.tsx',
  pqrsdconsulta: 'src/features/pqrsd/pqrsd-status-page.tsx',
  politicaprivacidad: 'src/features/public/pages/policy-page.tsx',
  terminoscondiciones: 'src/features/public/pages/policy-page.tsx',
  derechosautor: 'src/features/public/pages/policy-page.tsx',
  mapadelsitio: 'src/features/public/pages/site-map-page.tsx',
  other: 'src/features/public/pages/other-page.tsx',
  noticias: 'src/features/public/pages/noticias-page.tsx',
  noticia: 'src/features/public/pages/article-page.tsx',
  circulares: 'src/features/public/pages/circulares-page.tsx',
  galeria: 'src/features/public/pages/gallery-page.tsx',
  galeriaalbum: 'src/features/public/pages/gallery-page.tsx',
  eventos: 'src/features/public/pages/eventos-page.tsx',
  buscar: 'src/features/search/search-page.tsx',
  participa: 'src/features/public/pages/participa-page.tsx',
  participaseccion: 'src/features/public/pages/participa-page.tsx',
  accesibilidad: 'src/features/public/pages/accesibilidad-page.tsx',
};
