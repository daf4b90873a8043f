/**
 * The accessibility bar with JavaScript (components/layout/govco-bar.tsx): its fragment links
 * become buttons that change the choice on <html> and remember it on the device, so the next page
 * opens with it (the head's inline script applies it before the first paint). A page opened with
 * one of the bar's fragments (a visitor without JavaScript who then enabled it, a shared link)
 * keeps that choice too.
 */
import {
  applyPrefs,
  PREFS_KEY,
  readPrefs,
  storedPrefs,
  TARGETS,
  TEXT_MAX,
  TEXT_MIN,
  type AccessibilityPrefs,
} from '@/lib/accessibility-prefs';

function load(): AccessibilityPrefs {
  try {
    return readPrefs(localStorage.getItem(PREFS_KEY));
  } catch {
    // Storage blocked: the choice lasts for this page only.
    return readPrefs(null);
  }
}

function save(prefs: AccessibilityPrefs): void {
  try {
    localStorage.setItem(PREFS_KEY, storedPrefs(prefs));
  } catch {
    // See load.
  }
}

const NEXT: Record<string, (prefs: AccessibilityPrefs) => AccessibilityPrefs> = {
  contraste: (p) => ({ ...p, contrast: !p.contrast }),
  aumentar: (p) => ({ ...p, text: Math.min(TEXT_MAX, p.text + 1) }),
  reducir: (p) => ({ ...p, text: Math.max(TEXT_MIN, p.text - 1) }),
  restablecer: () => ({ contrast: false, text: 0 }),
};

export function startAccessibilityBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-accesibilidad]');
  if (!bar) return;
  const root = document.documentElement;
  let prefs = load();
  // A fragment of the bar in the address (the choice made without JavaScript) is kept.
  const target = location.hash.slice(1);
  if (target === TARGETS.contrast) prefs = { ...prefs, contrast: true };
  if (target === TARGETS.larger) prefs = NEXT.aumentar!(prefs);
  if (target === TARGETS.smaller) prefs = NEXT.reducir!(prefs);
  if (Object.values(TARGETS).includes(target as never)) {
    // A fragment navigation clears :target (global.css would keep applying it), then the address
    // loses its '#'.
    location.replace('#');
    history.replaceState(history.state, '', location.pathname + location.search);
    save(prefs);
  }
  const controls = [...bar.querySelectorAll<HTMLAnchorElement>('a[data-accion]')];
  const show = () => {
    applyPrefs(root, prefs);
    for (const control of controls) {
      const action = control.dataset.accion!;
      if (action === 'contraste') control.setAttribute('aria-pressed', String(prefs.contrast));
      if (action === 'aumentar') control.setAttribute('aria-disabled', String(prefs.text >= TEXT_MAX));
      if (action === 'reducir') control.setAttribute('aria-disabled', String(prefs.text <= TEXT_MIN));
    }
  };
  for (const control of controls) {
    const next = NEXT[control.dataset.accion!];
    if (!next) continue;
    control.setAttribute('role', 'button');
    control.addEventListener('click', (event) => {
      event.preventDefault();
      prefs = next(prefs);
      save(prefs);
      show();
    });
    // A link acts on Enter; a button also on Space.
    control.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      control.click();
    });
  }
  show();
}
