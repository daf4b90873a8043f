/**
 * Debian's Chromium, launched the one way this machine allows: headless, as root (no sandbox),
 * and with every background connection off, since there is no internet (a test tool's own browser
 * download fails here). The end-to-end suite and the benchmark both launch it from here.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Set either to run everything in another binary (`CHROMIUM_PATH=/usr/bin/chromium npm test`). */
const CHOSEN = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH;

/** Debian's `chromium`: the browser visitors run. The benchmark measures the pages in it. */
export const CHROMIUM_PATH = CHOSEN ?? '/usr/bin/chromium';

/**
 * The end-to-end suite's: Debian's `chromium-headless-shell` (built from the same Chromium source
 * and version: Blink, V8 and the network stack as in `chromium`, without the browser's UI layers;
 * what Playwright itself runs headless). `.ci/run` installs it. It runs the same tests
 * with less CPU than `chromium` (decision 0017). Where it is missing, `chromium`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH = CHOSEN ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No host name but this machine's resolves (127.0.0.1, localhost and a school's {slug}.localhost,
  // which Chromium answers itself): a request to any other host fails before it could
  // leave (the page sees net::ERR_NAME_NOT_RESOLVED). The end-to-end harness relies on it instead
  // of intercepting every request through the DevTools protocol, which cost the browser, the
  // driver and the test process a round trip per image, script and API call.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

/**
 * Shared memory: Playwright always passes `--disable-dev-shm-usage` (Chromium's shared memory in
 * /tmp rather than /dev/shm, which a container may cap at 64 MB). Dropping it where /dev/shm has
 * room (`ignoreDefaultArgs`) made no difference to the end-to-end files' time, so the default
 * stays.
 */
const LAUNCH = { headless: true, args: CHROMIUM_ARGS, timeout: 60_000 };

/** `chromium` (the benchmark), or the binary given. */
export function launchChromium(executablePath: string = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ ...LAUNCH, executablePath });
}
