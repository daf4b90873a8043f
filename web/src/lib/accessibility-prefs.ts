/**
 * The accessibility bar's preferences (high contrast, text size), remembered on the device in
 * localStorage and applied to `<html>` as `data-contraste` and `data-texto` (global.css styles
 * both). `PRE_PAINT` is the tiny script the frame writes in the head, before anything is painted
 * (its hash is in the page's CSP): it only reads the device's choice, so the page's HTML, which
 * the CDN shares between visitors, is the same for all. The bar's controls are links to fragments
 * (`#alto-contraste`…), which without JavaScript apply the choice to the page shown through CSS
 * `:target`; with JavaScript, the frame's script (site/frame-script.ts) keeps them instead.
 */

export const PREFS_KEY = 'accesibilidad';

/** The text size steps: -1 smaller, 0 as designed, up to 3 larger. */
export const TEXT_MIN = -1;
export const TEXT_MAX = 3;

/** The fragments the bar's links point to (their targets are in the bar). */
export const TARGETS = {
  contrast: 'alto-contraste',
  larger: 'texto-grande',
  smaller: 'texto-pequeno',
} as const;

export interface AccessibilityPrefs {
  contrast: boolean;
  text: number;
}

/** A stored value as preferences: anything unexpected is the design's default. */
export function readPrefs(stored: string | null): AccessibilityPrefs {
  try {
    const value = JSON.parse(stored ?? '{}') as { contraste?: unknown; texto?: unknown };
    const text = typeof value.texto === 'number' && Number.isInteger(value.texto) ? value.texto : 0;
    return { contrast: value.contraste === true, text: Math.min(TEXT_MAX, Math.max(TEXT_MIN, text)) };
  } catch {
    return { contrast: false, text: 0 };
  }
}

export const storedPrefs = (prefs: AccessibilityPrefs) =>
  JSON.stringify({ contraste: prefs.contrast, texto: prefs.text });

/** Sets the preferences on `<html>` (the same attributes PRE_PAINT sets). */
export function applyPrefs(root: HTMLElement, prefs: AccessibilityPrefs): void {
  root.toggleAttribute('data-contraste', prefs.contrast);
  if (prefs.text === 0) root.removeAttribute('data-texto');
  else root.setAttribute('data-texto', String(prefs.text));
}

/**
 * Written inline in the head, before the stylesheet is applied to anything: the stored choice on
 * `<html>`. Plain ES5, no imports; a blocked storage leaves the page as designed.
 */
export const PRE_PAINT =
  'try{var p=JSON.parse(localStorage.getItem("accesibilidad")||"{}"),d=document.documentElement;' +
  'if(p.contraste===true)d.setAttribute("data-contraste","");' +
  'if(typeof p.texto==="number"&&p.texto>=-1&&p.texto<=3&&p.texto%1===0&&p.texto!==0)d.setAttribute("data-texto",String(p.texto))}catch(e){}';
