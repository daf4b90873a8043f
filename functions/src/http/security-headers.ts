/**
 * The hardening headers every answer of the function carries, the same that Hosting adds to what
 * it serves (firebase.json; tests/unit/production-config.test.ts keeps them equal): an answer
 * fetched from the function's own URL, past Hosting, is as protected as one through it
 * (docs/decisions/0002-security-headers.md).
 */
import type { RequestHandler } from 'express';
import { CONTENT_SECURITY_POLICY } from '../model/content-security';

export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  // A public page's own policy (Astro's, with its scripts' hashes) replaces this one.
  { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
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
