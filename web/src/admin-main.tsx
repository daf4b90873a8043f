import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminRouter } from './app/admin-router';
import { loadSiteSettings } from './lib/site-settings';

// The admin build (admin.html: /login and the admin area, decision 0006). The frame shows the
// school's settings too, loaded before the first render as on the public pages.
void loadSiteSettings().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminRouter />
    </StrictMode>,
  ),
);
