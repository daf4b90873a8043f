/**
 * The frame's one script, bundled by Astro and loaded after the page: what it adds only
 * enhances HTML that works without it.
 * - A notice's "Cerrar aviso" hides it for the rest of the visit (sessionStorage, by id and
 *   version, so an edited notice shows again).
 * - The page-performance reporter starts on a sampled share of visits, once the page is idle.
 */
import { CLOSED_KEY } from '@/lib/notices';
import { startVitals } from '@/lib/vitals/start-vitals';

function closedNotices(): Set<string> {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): closing then lasts for this page only.
    return new Set();
  }
}

function hide(button: HTMLElement): void {
  const notice = button.closest<HTMLElement>('[data-notice]');
  if (notice) notice.hidden = true;
  const region = button.closest<HTMLElement>('[role="region"]');
  if (region && !region.querySelector('[data-notice]:not([hidden])')) region.hidden = true;
}

const closed = closedNotices();
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-close-notice]')) {
  const key = button.dataset.closeNotice!;
  if (closed.has(key)) hide(button);
  button.hidden = false;
  button.addEventListener('click', () => {
    closed.add(key);
    try {
      sessionStorage.setItem(CLOSED_KEY, JSON.stringify([...closed]));
    } catch {
      // See closedNotices.
    }
    hide(button);
  });
}

startVitals();
