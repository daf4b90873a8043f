/**
 * Debian's Chromium, launched the one way this machine allows: headless, as root (no sandbox),
 * and with every background connection off, since there is no internet (a test tool's own browser
 * download fails here). The end-to-end suite and the benchmark both launch it from here.
 */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No host name but this machine's resolves: a request to any other host fails before it could
  // leave (the page sees net::ERR_NAME_NOT_RESOLVED). The end-to-end harness relies on it instead
  // of intercepting every request through the DevTools protocol, which cost the browser, the
  // driver and the test process a round trip per image, script and API call.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Shared memory: Playwright always passes `--disable-dev-shm-usage` (Chromium's shared memory in
 * /tmp rather than /dev/shm, which a container may cap at 64 MB). Dropping it where /dev/shm has
 * room (`ignoreDefaultArgs`) was measured on four end-to-end files, back to back: no difference
 * (93-99 s of test time either way), so the default stays.
 */
const LAUNCH = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** The same Chromium as a server other processes connect to (the test run shares one). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}
