/**
 * The modules of the parts a first view hydrates late (components/hydrate-when-near.tsx): their
 * HTML is in the page from the start, so their CSS is inlined with the page's, while their JS is
 * neither preloaded nor fetched until the part nears the screen (build/server-render-plugin.ts).
 * Named as Vite's manifest names them; the build fails if one is missing from it, and a unit test
 * checks that every `hydrateWhenNear(() => import(…))` in web/src is listed here.
 */
export const LATE_PARTS: readonly string[] = [
  'src/components/layout/header-search.tsx',
  'src/components/layout/site-footer.tsx',
  'src/components/pdf-viewer/pdf-viewer.tsx',
  'src/features/public/components/eventos/events-agenda.tsx',
  'src/features/public/components/eventos/events-json-ld.tsx',
  'src/features/public/components/transparency-tree.tsx',
  'src/features/public/components/no-aplica-notes.tsx',
  'src/features/public/components/home/home-below-fold.tsx',
];
