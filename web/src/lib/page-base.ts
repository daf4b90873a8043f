/**
 * The school's base the public page was written with ('' on its own domain, '/{slug}' on the
 * platform's): what the frame (site/page-frame.astro) wrote in `<meta name="site-base">`, absent
 * on a school's own domain. Browser code only; a module of its own, so the frame's script reads it
 * without loading the API client.
 */
export function pageBase(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="site-base"]')?.content ?? '';
}
