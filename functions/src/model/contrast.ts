/**
 * Colour contrast as WCAG 2.1 defines it (success criterion 1.4.3, level AA): the relative
 * luminance of each sRGB colour and their ratio, (L1 + 0.05) / (L2 + 0.05). A school's colours
 * are shown as backgrounds under white text (the header, the buttons) and as text or links on a
 * white page, so each must reach 4.5:1 against white. Plain code, no zod: the console's form
 * shows the same verdict live that the server gives.
 */

/** AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;

/** A colour as the form's colour picker writes it: `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of `#rrggbb` (0 black … 1 white). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The ratio rounded down to two decimals, as a verdict writes it (4.49 never shows as 4.5). */
export const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',');

export interface ContrastVerdict {
  ratio: number;
  passes: boolean;
  /** In Spanish: the ratio and whether it reaches AA. */
  text: string;
}

/** A school colour against white (white text on it, or it as text on white): AA for normal text. */
export function contrastWithWhite(hex: string): ContrastVerdict {
  const ratio = contrastRatio(hex, '#ffffff');
  const passes = ratio >= AA_NORMAL_TEXT;
  return {
    ratio,
    passes,
    text: passes
      ? `Contraste ${ratioText(ratio)}:1 con el blanco: cumple WCAG 2.1 AA.`
      : `Contraste ${ratioText(ratio)}:1 con el blanco: no cumple WCAG 2.1 AA (mínimo 4,5:1). Elija un tono más oscuro.`,
  };
}
