import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminRouter } from './app/admin-router';
import { adminBaseOf } from './config/areas';
import { setApiBase } from './lib/api-client';
import { loadSiteSettings } from './lib/site-settings';

// The admin build (admin.html: /login and the admin area, decision 0006). The frame shows the
// school's settings too, loaded before the first render as on the public pages. On the
// platform's domain the app is under the school's base (/{slug}/admin…): its routes, links and
// API calls are too.
const base = adminBaseOf(window.location.pathname);
setApiBase(base);
void loadSiteSettings().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminRouter base={base} />
    </StrictMode>,
  ),
);
