import { describe, expect, it } from 'vitest';
import { applyPrefs, PRE_PAINT, readPrefs, storedPrefs } from './accessibility-prefs';

describe('accessibility preferences', () => {
  it('reads what was stored, and anything else as the design’s default', () => {
    expect(readPrefs(storedPrefs({ contrast: true, text: 2 }))).toEqual({ contrast: true, text: 2 });
    expect(readPrefs(null)).toEqual({ contrast: false, text: 0 });
    expect(readPrefs('{"contraste":"sí","texto":9}')).toEqual({ contrast: false, text: 3 });
    expect(readPrefs('{"texto":1.5}')).toEqual({ contrast: false, text: 0 });
    expect(readPrefs('no es JSON')).toEqual({ contrast: false, text: 0 });
  });

  it('sets on <html> what the head’s script sets before the first paint', () => {
    const root = document.documentElement;
    applyPrefs(root, { contrast: true, text: -1 });
    expect(root.hasAttribute('data-contraste')).toBe(true);
    expect(root.getAttribute('data-texto')).toBe('-1');
    applyPrefs(root, { contrast: false, text: 0 });
    expect(root.hasAttribute('data-contraste')).toBe(false);
    expect(root.hasAttribute('data-texto')).toBe(false);

    localStorage.setItem('accesibilidad', storedPrefs({ contrast: true, text: 3 }));
    new Function(PRE_PAINT)();
    expect(root.hasAttribute('data-contraste')).toBe(true);
    expect(root.getAttribute('data-texto')).toBe('3');
    localStorage.setItem('accesibilidad', '{"contraste":1,"texto":"<b>"}');
    applyPrefs(root, { contrast: false, text: 0 });
    new Function(PRE_PAINT)();
    expect(root.hasAttribute('data-contraste')).toBe(false);
    expect(root.hasAttribute('data-texto')).toBe(false);
    localStorage.clear();
  });
});
