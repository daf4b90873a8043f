import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { loadSiteSettings } from './lib/site-settings';
import { startVitals } from './lib/vitals/start-vitals';
import './styles/global.css';

// The school's settings come first (index.html preloads them while this script downloads), so the
// header, footer and home texts paint once, with their real values.
void loadSiteSettings().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  ),
);

// Sampled visits measure themselves once the page is idle (the reporter is its own lazy chunk).
startVitals();
