/**
 * The Content Security Policy, said once. The admin area's document (firebase.json) and every
 * answer of the function (http/security-headers.ts) carry `CONTENT_SECURITY_POLICY`; a public
 * page carries Astro's (web/astro.config.mjs): the same directives, with `script-src 'self'` plus
 * the hashes of the scripts Astro inlines (the island loader) and `style-src 'self'` plus the
 * hashes of its inline styles, instead of the two source lists below.
 */

/** Every directive but script-src and style-src, which each side writes for itself. */
export const CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  // The site itself (/api) and Firebase Auth, which only the admin area calls.
  "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
  'frame-src https://www.youtube-nocookie.com https://www.facebook.com',
  "media-src 'self' https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export const CONTENT_SECURITY_POLICY = [
  CSP_DIRECTIVES[0],
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  ...CSP_DIRECTIVES.slice(1),
].join('; ');
