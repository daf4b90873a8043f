import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, routerReady } from './app/router';
import { loadSiteSettings } from './lib/site-settings';
import './styles/global.css';

// The school's settings come first (index.html preloads them while this script downloads), so the
// header, footer and home texts paint once, with their real values.
//
// A prerendered page (build/prerender-plugin.ts) already shows its frame: the client replaces it
// (createRoot, not hydrateRoot: the frame leaves the settings blank, so it never matches the first
// client render) once the page's chunk is there too, so the frame is not swapped for a spinner.
const root = document.getElementById('root')!;
const prerendered = root.hasChildNodes();

/** Marks the frame as replaced by the live page (data-prerendered goes), e.g. for tests to wait on. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => root.removeAttribute('data-prerendered'), []);
  return children;
}

void Promise.all([loadSiteSettings(), prerendered ? routerReady : null]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Live>
        <AppRouter />
      </Live>
    </StrictMode>,
  ),
);
