/**
 * Debian's Chromium, launched the one way this machine allows: headless, as root (no sandbox),
 * and with every background connection off, since there is no internet (a test tool's own browser
 * download fails here). The end-to-end suite and the benchmark both launch it from here.
 */
import { statfsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...sharedMemoryArgs(),
  // No host name but this machine's resolves: a request to any other host fails before it could
  // leave (the page sees net::ERR_NAME_NOT_RESOLVED). The end-to-end harness relies on it instead
  // of intercepting every request through the DevTools protocol, which cost the browser, the
  // driver and the test process a round trip per image, script and API call.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Chromium keeps its shared memory (frames, images, large IPC messages) in /dev/shm, a RAM disk;
 * where that is too small (a container's default 64 MB) it must use /tmp instead or crash. The
 * same rule as Debian's own launcher (/etc/chromium.d/dev-shm): below 3.8 GB free, /tmp. On a disk
 * /tmp, every frame and decoded image goes through the page cache and its write-back.
 */
function sharedMemoryArgs(): string[] {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 4_080_218_931 ? [] : ['--disable-dev-shm-usage'];
  } catch {
    return ['--disable-dev-shm-usage'];
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}

/** The same Chromium as a server other processes connect to (the test run shares one). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}
