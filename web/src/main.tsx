// First import, so the site-wide styles come before every component's own CSS in the bundle
// and a component class (e.g. a hidden button on phones) wins over the shared utility classes.
import './styles/global.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PublicRoutes, startDocumentPage } from './app/public-routes';
import { loadSiteSettings } from './lib/site-settings';
import { loadNotices, markFirstRender } from './lib/notices';
import { startVitals } from './lib/vitals/start-vitals';

// The public build (index.html and the prerendered pages): declarative routes, no data router
// (decision 0006). The school's settings come first (index.html preloads them while this script
// downloads), so the header, footer and home texts paint once, with their real values.
// The page's own chunk and data start now too, in parallel with the settings.
const pageReady = startDocumentPage();

// A prerendered page (build/prerender-plugin.ts, decision 0007) already shows its frame: the
// client replaces it (createRoot, not hydrateRoot: the frame leaves the settings blank, so it never
// matches the first client render) once the page's chunk and its records are there too (the
// records within the same 4 s wait), so the frame is not swapped for a placeholder, nor its
// placeholders for the records after a paint, moving what is below them.
const root = document.getElementById('root')!;
const prerendered = root.hasChildNodes();

/** Marks the frame as replaced by the live page (data-prerendered goes), e.g. for tests to wait on. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => root.removeAttribute('data-prerendered'), []);
  return children;
}

// The current notices too (decision 0013): the bar is in the first client render; notices that
// miss it (past the 4 s wait) come over the page, never pushing it down.
void Promise.all([loadSiteSettings(), loadNotices(), prerendered ? pageReady : null]).then(() => {
  markFirstRender();
  createRoot(root).render(
    <StrictMode>
      <Live>
        <BrowserRouter>
          <PublicRoutes />
        </BrowserRouter>
      </Live>
    </StrictMode>,
  );
});

// Sampled visits measure themselves once the page is idle (the reporter is its own lazy chunk).
startVitals();
