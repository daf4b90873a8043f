/**
 * The PDF frame as the pages use it: in the page's HTML from the start (the document's name, its
 * download link, "Ver documento"), its code (about 1.2 KB compressed) fetched once the visitor
 * moves near it (components/hydrate-when-near.tsx), so it is no part of a page's first load.
 * Before then "Ver documento" opens the PDF in the browser (pdf-viewer.tsx).
 */
import { hydrateWhenNear } from '@/components/hydrate-when-near';

export const PdfViewer = hydrateWhenNear(() => import('./pdf-viewer').then((m) => m.PdfViewer));
