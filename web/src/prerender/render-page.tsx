/**
 * The server-side entry of the prerender (built with `vite build --ssr` by build/prerender-plugin.ts,
 * never shipped to browsers): the frame a page's first client render paints (header, menu, the
 * page's heading and loading placeholders, footer) as HTML, so a visitor sees it before any
 * JavaScript runs. Only the frame and the page components, inside the public build's own
 * <StaticRouter> (lib/public-router.tsx: this SSR build is the public build's, which puts it in
 * react-router-dom's place), so the markup is what the public entry's first render paints.
 *
 * Nothing editable is painted: the school's settings are blank (their slots keep their size) and
 * the page's records never arrive, so the page shows its placeholders of final size; the client
 * then replaces the frame with the real values (main.tsx).
 */
import type { CollectionName } from '@model/public';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { VIEWS, type PublicPageId } from '@/app/page-views';
import { SiteFrame } from '@/app/root-layout';
import { PageDataProvider } from '@/components/page-data';
import type { CollectionData } from '@/features/public/api/get-collection';
import { blankSiteSettings } from '@/lib/site-settings';
import type { PublicRoute } from './public-routes';

export { headTags, inlineStyleTags } from './head-tags';
export { publicRoutes } from './public-routes';
export { sitemapXml } from './sitemap';
export { SCHOOL_NAME_FOR_META, SHARE_IMAGE, SITE_ORIGIN } from '@/config/site';

/**
 * The source module of each page's code (web/src, as Vite's manifest names it), for the
 * `modulepreload` of its chunk. Typed by page id: a page added to the registry does not compile
 * until it is here, and the build fails if a module is missing from the manifest.
 */
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
  galeria: 'src/features/public/pages/gallery-page.tsx',
  galeriaalbum: 'src/features/public/pages/gallery-page.tsx',
  eventos: 'src/features/public/pages/eventos-page.tsx',
};

blankSiteSettings();

/** Records that never arrive: the page stays on its placeholders. */
const pending = <T,>() => new Promise<T>(() => {});

/** The requests the page makes as it loads (its collection, then `alsoLoads`). */
export function collectionsOf(route: PublicRoute): CollectionName[] {
  const { collection, alsoLoads = [] } = route.page;
  return collection ? [collection, ...alsoLoads] : [];
}

/** The markup of #root for one route. */
export async function renderPage(route: PublicRoute): Promise<string> {
  const element = await VIEWS[route.page.id as PublicPageId]();
  const [collection, ...also] = collectionsOf(route);
  const data: CollectionData<CollectionName> | null = collection
    ? {
        collection,
        records: pending(),
        also: Object.fromEntries(also.map((name) => [name, pending()])),
      }
    : null;
  return renderToString(
    <StaticRouter location={route.path}>
      <SiteFrame busy={false}>
        <Routes>
          <Route
            path={route.page.path}
            element={
              // As page-route.tsx hands a page its data; "Reintentar" never shows in the frame.
              data ? <PageDataProvider value={{ data, retry: () => {} }}>{element}</PageDataProvider> : element
            }
          />
        </Routes>
      </SiteFrame>
    </StaticRouter>,
  );
}
