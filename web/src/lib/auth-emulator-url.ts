/**
 * Which Auth emulator the emulator build's sign-in talks to. The build names the first emulator
 * suite's (VITE_AUTH_EMULATOR_URL, its site on VITE_EMULATOR_SITE_PORT, web/.env.emulator). npm
 * test serves the same build from a second suite beside the first with every port N higher
 * (scripts/with-emulators.sh, EMULATOR_PORT_OFFSET), Auth included: a page served N ports above
 * the built site's port signs in N ports above the built Auth emulator, so a browser file that
 * signs in runs on either suite (decision 0017). The platform's address (localhost) and a
 * school's (x.localhost) are the same machine as 127.0.0.1. Anything else (the dev server, a page
 * on another host, no site port in the build) keeps the built address.
 */

/** This machine, by any of the names the emulators answer on. */
const isLocal = (hostname: string) =>
  hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost');

export function authEmulatorUrl(
  built: string,
  sitePort: string | undefined,
  page: { hostname: string; port: string },
): string {
  const url = new URL(built);
  const offset = Number(page.port) - Number(sitePort);
  const sameMachine = page.hostname === url.hostname || (isLocal(page.hostname) && isLocal(url.hostname));
  if (!sitePort || !sameMachine || !Number.isInteger(offset) || offset <= 0) return built;
  url.port = String(Number(url.port) + offset);
  return url.origin;
}
