/**
 * The site's address: the school being served's own (tenancy/current-school.ts: its domain, or
 * the platform's address and its slug), else `SITE_ORIGIN`, read and checked once. The only
 * source of every absolute URL the function writes (calendar, news pages, RSS, sitemaps,
 * administrators' links).
 * Never a request header: `X-Forwarded-Host`, `X-Forwarded-Proto`, `Host` and `Origin` are the
 * client's to write on the function's direct URL, and an address built from them put
 * `javascript://evil.example/…` into /eventos.ics.
 *
 * Required: production sets it in functions/.env (README, "Deploy"), the emulator scripts export
 * it (scripts/with-emulators.sh, scripts/start.sh). index.ts reads it at start-up, so a function
 * without it fails to load (and to deploy) with the message below instead of answering wrong
 * addresses.
 */

import { currentSchool } from './current-school';

/** Hosts the emulator's plain-http origin may name: the local machine only. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * `value` as an origin (`https://host[:port]`, no path), or an Error saying what to write. Plain
 * http only for the local emulator (`emulator`), where Hosting answers on http://127.0.0.1:5000.
 */
export function parseSiteOrigin(value: string | undefined, emulator: boolean): string | Error {
  const example = emulator ? 'http://127.0.0.1:5000' : 'https://www.colegio.edu.co';
  const hint = `Escriba la dirección del sitio en SITE_ORIGIN (por ejemplo SITE_ORIGIN=${example}; README, «Deploy»).`;
  const raw = (value ?? '').trim();
  if (!raw) return new Error(`Falta SITE_ORIGIN, la dirección del sitio. ${hint}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return new Error(`SITE_ORIGIN no es una dirección válida («${raw}»). ${hint}`);
  }
  const https = url.protocol === 'https:';
  const local = url.protocol === 'http:' && emulator && LOCAL_HOSTS.has(url.hostname);
  if (!https && !local) {
    return new Error(`SITE_ORIGIN debe empezar por https:// («${raw}»). ${hint}`);
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return new Error(
      `SITE_ORIGIN debe ser solo el origen del sitio, sin ruta ni parámetros («${raw}»). ${hint}`,
    );
  }
  return url.origin;
}

let checked: string | undefined;
let platform: string | undefined;

/**
 * The school's origin (no trailing slash) inside a school's request or job; elsewhere the
 * configured SITE_ORIGIN. Throws the reason when SITE_ORIGIN is missing or wrong.
 */
export function siteOrigin(): string {
  const school = currentSchool();
  if (school) return school.origin;
  return configuredOrigin();
}

/**
 * The platform's own address, where its directory is and every school without a domain of its
 * own is reached at `/{slug}/`: PLATFORM_ORIGIN, or SITE_ORIGIN when a deployment sets only that.
 */
export function platformOrigin(): string {
  if (platform === undefined) {
    const value = process.env.PLATFORM_ORIGIN;
    if (!value) return configuredOrigin();
    const parsed = parseSiteOrigin(value, process.env.FUNCTIONS_EMULATOR === 'true');
    if (parsed instanceof Error) throw new Error(parsed.message.replaceAll('SITE_ORIGIN', 'PLATFORM_ORIGIN'));
    platform = parsed;
  }
  return platform;
}

/** SITE_ORIGIN, checked once. */
export function configuredOrigin(): string {
  if (checked === undefined) {
    const parsed = parseSiteOrigin(process.env.SITE_ORIGIN, process.env.FUNCTIONS_EMULATOR === 'true');
    if (parsed instanceof Error) throw parsed;
    checked = parsed;
  }
  return checked;
}
