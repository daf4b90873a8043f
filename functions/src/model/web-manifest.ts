/**
 * The school's web app manifest (`{base}/manifest.webmanifest`, linked from every public page's
 * head): what a phone uses when a family adds the site to its home screen — the school's name,
 * its logo, and a window of its own (display standalone). On an iPhone, a site opened from the
 * home screen is the only way it can receive notices (Web Push), so the manifest is part of them.
 */
import { siteHref } from './site-href';
import { isStoredFileOf } from './stored-names';

/** The built icons (web/public), at the root of the host, shared by every school without a logo. */
export const DEFAULT_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
] as const;

/** The frame's colour (page-frame.astro's theme-color). */
const THEME_COLOR = '#0b4f8a';
/** A home screen shows about this many characters under an icon. */
const SHORT_NAME_MAX = 15;

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * The name under the icon: the school's name with «Institución Educativa» written «IE» (and
 * «Centro Educativo» «CE»), cut at a word when still longer than a home screen shows.
 */
export function shortNameOf(name: string): string {
  const short = name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^Instituci[oó]n Educativa\b/i, 'IE')
    .replace(/^Centro Educativo\b/i, 'CE');
  if (short.length <= SHORT_NAME_MAX) return short;
  const cut = short.slice(0, SHORT_NAME_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 3 ? cut.slice(0, space) : short.slice(0, SHORT_NAME_MAX)).trim();
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type?: string; purpose?: string }[];
}

/**
 * The manifest of a school: `settings` is its `sitio` record (title, tagline, logo), `base` the
 * base of the address it was asked at ('' on its own domain, '/{slug}' on the platform's).
 */
export function webManifest(settings: Record<string, unknown>, base: string): WebManifest {
  const text = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string).trim() : '');
  const name = text('title') || 'Sitio web del colegio';
  const logo = text('logo');
  const home = siteHref(base, '/');
  const icons =
    logo && isStoredFileOf('image', logo)
      ? [
          {
            src: siteHref(base, `/media/${encodeURIComponent(logo)}`),
            sizes: '512x512',
            type: IMAGE_TYPES[logo.split('.').pop()!],
            purpose: 'any',
          },
        ]
      : DEFAULT_ICONS.map((icon) => ({ ...icon }));
  return {
    id: home,
    name,
    short_name: shortNameOf(name),
    ...(text('tagline') ? { description: text('tagline') } : {}),
    lang: 'es-CO',
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons,
  };
}
