/**
 * The hardening headers every answer of the function carries, the same that Hosting adds to
 * everything it serves (firebase.json's "**" block; tests/unit/production-config.test.ts keeps
 * the two equal): an answer fetched from the function's own URL, past Hosting, is as protected
 * as one through it (docs/decisions/0002-security-headers.md).
 */
import type { RequestHandler } from 'express';

export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  {
    key: 'Content-Security-Policy',
    value:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com; frame-src https://www.youtube-nocookie.com https://www.facebook.com; media-src 'self' https:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];

/**
 * Sets them, and drops the `X-Powered-By` the runtime's own server (the functions framework,
 * the emulator) may have set before this app runs: the answer names no software.
 */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.removeHeader('X-Powered-By');
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  next();
};
