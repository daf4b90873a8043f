// First import, so the site-wide styles come before every component's own CSS in the bundle
// and a component class (e.g. a hidden button on phones) wins over the shared utility classes.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PublicRoutes, startDocumentPage } from './app/public-routes';
import { loadSiteSettings } from './lib/site-settings';

// The public build (index.html): declarative routes, no data router (decision 0006). The school's
// settings come first (index.html preloads them while this script downloads), so the header,
// footer and home texts paint once, with their real values.
// The page's own chunk and data start now too, in parallel with the settings.
startDocumentPage();
void loadSiteSettings().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <PublicRoutes />
      </BrowserRouter>
    </StrictMode>,
  ),
);
