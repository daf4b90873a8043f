/**
 * Which Auth emulator the emulator build's sign-in talks to. The build names the first emulator
 * suite's (VITE_AUTH_EMULATOR_URL, its site on VITE_EMULATOR_SITE_PORT, web/.env.emulator). npm
 * test serves the same build from a second suite beside the first with every port N higher
 * (scripts/with-emulators.sh, EMULATOR_PORT_OFFSET), Auth included: a page served N ports above
 * the built site's port signs in N ports above the built Auth emulator, so a browser file that
 * signs in runs on either suite (decision 0017). Anything else (the dev server, a page on another
 * host, no site port in the build) keeps the built address.
 */
export function authEmulatorUrl(
  built: string,
  sitePort: string | undefined,
  page: { hostname: string; port: string },
): string {
  const url = new URL(built);
  const offset = Number(page.port) - Number(sitePort);
  if (!sitePort || page.hostname !== url.hostname || !Number.isInteger(offset) || offset <= 0) return built;
  url.port = String(Number(url.port) + offset);
  return url.origin;
}
