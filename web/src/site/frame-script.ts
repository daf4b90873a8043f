/**
 * The frame's one script, bundled by Astro and loaded after the page: what it adds only
 * enhances HTML that works without it.
 * - A notice's "Cerrar aviso" hides it for the rest of the visit (sessionStorage, by id and
 *   version, so an edited notice shows again).
 * - The main menu (components/layout/main-nav.tsx, <details> that open and close with no script):
 *   Escape closes the open submenu, else the phone's menu, and gives focus back to its summary;
 *   a click outside closes them; opening a submenu closes the others; on a wide screen the mouse
 *   opens a submenu while over its entry (a click on its chevron then keeps it open).
 * - The phone's search button (components/layout/header-search.tsx, a <details>) opens the field
 *   and puts the cursor in it, in the same tap (a phone shows its keyboard only then); Escape
 *   closes it and gives focus back to the button.
 * - The accessibility bar's controls change the page's contrast and text size and remember the
 *   choice on the device (site/accessibility-bar.ts).
 * - The page-performance reporter starts on a sampled share of visits, once the page is idle.
 */
import { CLOSED_KEY } from '@/lib/notices';
import { startVitals } from '@/lib/vitals/start-vitals';
import { startAccessibilityBar } from './accessibility-bar';

startAccessibilityBar();

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

for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-header-search]')) {
  const summary = details.querySelector('summary')!;
  const field = details.querySelector<HTMLInputElement>('input[type="search"]');
  summary.addEventListener('click', (event) => {
    if (details.open || !field) return;
    event.preventDefault();
    details.open = true;
    field.focus();
  });
  details.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    summary.focus();
  });
}

/** Same breakpoint as main-nav.module.css: from it on, the bar shows every entry. */
const WIDE_SCREEN = '(min-width: 64rem)';
/** Grace period before a submenu the mouse opened closes, so crossing a small gap keeps it. */
const HOVER_CLOSE_DELAY_MS = 200;

function enhanceMenu(nav: HTMLElement): void {
  const submenus = [...nav.querySelectorAll<HTMLDetailsElement>('details[data-submenu]')];
  const menus = [...nav.querySelectorAll<HTMLDetailsElement>('details[data-menu]')];
  const closeAll = (except?: Node) => {
    for (const details of [...submenus, ...menus]) {
      if (details.open && !(except && details.contains(except))) details.open = false;
    }
  };

  for (const details of submenus) {
    details.addEventListener('toggle', () => {
      if (!details.open) {
        delete details.dataset.openedBy;
        return;
      }
      for (const other of submenus) if (other !== details) other.open = false;
    });
    // A click on the chevron of a submenu the mouse opened keeps it open instead of closing it.
    details.querySelector('summary')!.addEventListener('click', (event) => {
      if (details.dataset.openedBy !== 'hover') return;
      event.preventDefault();
      details.dataset.openedBy = 'click';
    });
  }

  // The mouse over a parent entry of the wide bar opens its submenu; leaving it closes it again.
  const wide = window.matchMedia(WIDE_SCREEN);
  for (const details of submenus) {
    const item = details.parentElement!;
    let timer: number | undefined;
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse' || !wide.matches) return;
      window.clearTimeout(timer);
      if (!details.open) {
        details.open = true;
        details.dataset.openedBy = 'hover';
      }
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (details.dataset.openedBy === 'hover' && !details.contains(document.activeElement))
          details.open = false;
      }, HOVER_CLOSE_DELAY_MS);
    });
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const focused = document.activeElement;
    // The innermost open one around the focus (a submenu inside the phone's menu first), else an
    // open submenu elsewhere (one the mouse opened), else the phone's menu.
    const around = focused?.closest<HTMLDetailsElement>('details[open]');
    const target =
      (around && nav.contains(around) ? around : null) ??
      submenus.find((details) => details.open) ??
      menus.find((details) => details.open);
    if (!target) return;
    target.open = false;
    if (focused && target.contains(focused)) target.querySelector('summary')!.focus();
  });

  // A click or tap outside an open submenu or menu closes it (captured: before anything stops it).
  document.addEventListener('click', (event) => closeAll(event.target as Node), true);

  // Back to a page kept in the browser's memory: its menus as when the visitor left, closed.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) closeAll();
  });
}

const nav = document.querySelector<HTMLElement>('[data-main-nav]');
if (nav) enhanceMenu(nav);

startVitals();
