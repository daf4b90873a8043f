// First import, so the site-wide styles come before every component's own CSS in the bundle
// and a component class (e.g. a hidden button on phones) wins over the shared utility classes.
import './styles/global.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PublicRoutes, startDocumentPage } from './app/public-routes';
import { setFirstView } from './lib/first-view';
import { loadSiteSettings, setSiteSettings } from './lib/site-settings';
import { loadNotices, markFirstRender, setNotices } from './lib/notices';
import { readPayload } from './lib/page-payload';
import { setServedSearch } from './lib/served-search';
import { setServedNoAplica } from './lib/served-no-aplica';
import { startVitals } from './lib/vitals/start-vitals';

// The public build (decision 0006). The function renders every public page with its data and
// writes that data into the page (issue 47, decision 0019): the browser hydrates the HTML from
// the same values, so its first render is the server's, with no `/api` request for what the page
// shows. The boot script (boot.ts) loads this module once the content is on screen. Only the Vite
// dev server's index.html comes without data: there the settings, the notices and the page's
// records are read from /api and the page renders from scratch. A built page without data (none
// is served so) stays the server's HTML, which works without this code.
const root = document.getElementById('root')!;
const payload = readPayload();

/** Marks the server's HTML as live (data-prerendered goes), e.g. for tests to wait on. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => root.removeAttribute('data-prerendered'), []);
  return children;
}

const app = (
  <StrictMode>
    <Live>
      <BrowserRouter>
        <PublicRoutes />
      </BrowserRouter>
    </Live>
  </StrictMode>
);

if (payload) {
  setSiteSettings(payload.settings);
  setNotices(payload.notices);
  setServedSearch(payload.search ?? null);
  setServedNoAplica(payload.noAplica);
  // The page's chunk (its records are here already): hydration waits for it, so it finds the page
  // the server rendered, not the placeholder of a chunk on its way.
  void startDocumentPage(payload.records).then(() => {
    markFirstRender();
    setFirstView(true);
    // From here a tap is React's (it replays one on a part not hydrated yet); before, boot.ts's.
    root.toggleAttribute('data-react');
    hydrateRoot(root, app, {
      onRecoverableError: (error, info) => console.error('Hidratación:', error, info.componentStack),
    });
  });
} else if (import.meta.env.DEV) {
  // The notices too (decision 0013): the bar is in the first client render; notices that miss it
  // (past the 4 s wait) come over the page, never pushing it down.
  void Promise.all([loadSiteSettings(), loadNotices(), startDocumentPage()]).then(() => {
    markFirstRender();
    createRoot(root).render(app);
  });
}

// Sampled visits measure themselves once the page is idle (the reporter is its own lazy chunk).
startVitals();
