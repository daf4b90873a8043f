/**
 * The end-to-end harness: Debian's Chromium driven by playwright-core, against the hosting
 * emulator at http://127.0.0.1:5000 (the site exactly as `npm start` serves it).
 *
 * - One Chromium for the whole run, launched by the test worker itself the first time a file asks
 *   (`sharedBrowser`; the emulator project runs its files one after another in one worker that
 *   keeps its modules). `open` gives a tab in a fresh context, so no cookie, IndexedDB session or
 *   cache leaks from one test into the next. Tests that only read the site share warm tabs
 *   instead (`reuse`), and the administrator's tests share signed-in ones (`signedIn`,
 *   tests/e2e/admin.ts): lent to one test at a time, judged on what they saw during it, and reset
 *   after it. Read a download with `download.createReadStream()` (or `saveAs`).
 * - No request to a host other than this machine's leaves it (the CI box has no internet, and
 *   the product must not need it): the Chromium resolves no other host name (scripts/chromium.ts),
 *   so such a request fails before it is sent; each is recorded: third-party embeds (YouTube,
 *   Facebook), external links, a public CDN. A test may answer one itself (`mock`). Nothing is
 *   intercepted to do it: routing every request through the driver cost a round trip between the
 *   browser and the test process per image, script and API call.
 * - Every page error and console error fails the test, unless the test says it expects it
 *   (`expectConsoleError`): a page that "works" while throwing is not working.
 * - Dialogs (alert, confirm) are recorded and accepted; `nextDialog()` waits for one.
 */
import { E2E_CHROMIUM_PATH, launchChromium } from '../../scripts/chromium';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as baseTest, type TestContext } from 'vitest';
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Route,
} from 'playwright-core';

import { SITE } from '../emulator/site';

/** The suite's Hosting, as the API tests reach it (tests/emulator/site.ts). */
export { SITE };
export const LOCAL_HOST = '127.0.0.1';
/**
 * The machine itself: 127.0.0.1 (a school on its own domain), localhost (the platform's directory
 * and its schools under a slug) and `{slug}.localhost` (a school as if on a domain of its own).
 */
export const isLocalHost = (hostname: string) =>
  hostname === LOCAL_HOST || hostname === 'localhost' || hostname.endsWith('.localhost');
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** The two widths most screens are checked and screenshotted at, desktop first. */
export const BOTH_WIDTHS = [
  [DESKTOP, 1280],
  [PHONE, 390],
] as const;
export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Hosts that serve pdf.js workers to the world: the spec's old site loaded its worker from one. */
export const PUBLIC_CDNS =
  /(^|\.)(unpkg\.com|cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|jsdelivr\.net|esm\.sh|skypack\.dev)$/;

/** A browser of its own, launched like the run's one (scripts/chromium.ts). */
export const launchBrowser = () => launchChromium(E2E_CHROMIUM_PATH);

let shared: Promise<Browser> | undefined;

/**
 * The run's one Chromium, launched in this worker on first use and kept for the files after it
 * (a browser that crashed or was closed is launched again). Launched here rather than as a
 * server in vitest's main process that each file connected to: every protocol message then
 * crossed a WebSocket and a third process, and that relay cost as much CPU as the tests' own
 * driver (decision 0017). Playwright closes it when the worker exits.
 */
export async function sharedBrowser(): Promise<Browser> {
  if (shared) {
    const browser = await shared.catch(() => undefined);
    if (browser?.isConnected()) return browser;
  }
  shared = launchBrowser();
  return shared;
}

/**
 * `E2E_CPU_SLOWDOWN=N` runs every tab's page N times slower (Chromium's CPU throttling, through the
 * DevTools protocol): what a slow machine or a busy CI box does to the page's timing, on demand, to
 * find a test that waits on luck rather than on a condition. Off (1) by default.
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

export interface TabOptions {
  viewport?: { width: number; height: number };
  /** Touch and mobile emulation (phone widths). */
  mobile?: boolean;
  /**
   * Turns the site's CSP off in this tab. No test needs it (runAxe injects axe-core through the
   * DevTools protocol, which the CSP does not govern); the CSP stays enforced, so a violation is
   * an error.
   */
  bypassCSP?: boolean;
  /** The device's time zone (default Bogotá); the admin must show Bogotá time in any. */
  timezoneId?: string;
  /** false: a browser with JavaScript turned off (what public pages must work without). */
  javaScriptEnabled?: boolean;
}

/**
 * Whether an answer's Cache-Control lets the browser give it again, unasked, for a short while
 * only (at most ten minutes): the site's public lists (20 s), its calendar (60 s), its requests
 * report (300 s). What may be kept longer (scripts, styles, stored pictures) never changes under
 * its address: each has a name of its own.
 */
export function reusedBriefly(cacheControl: string | undefined): boolean {
  if (!cacheControl || /no-store/.test(cacheControl)) return false;
  const maxAge = Number(/(?:^|[\s,])max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return maxAge > 0 && maxAge <= 600;
}

interface OffHostRequest {
  url: string;
  /** blocked: failed, no such host for this browser; mocked: answered by the test; left: got an answer from the network. */
  fate: 'blocked' | 'mocked' | 'left';
}

/** One browser context with its first page, and everything the harness records about it. */
export class Tab {
  /** Page errors and console errors, as `kind: text`. */
  readonly problems: string[] = [];
  /** console.log and console.info messages, in order. */
  readonly logs: string[] = [];
  /** Every alert/confirm/prompt message, in order. */
  readonly dialogs: string[] = [];
  /** Every URL any page (or worker) of the context requested. */
  readonly requests: string[] = [];
  /**
   * Same-site answers to GETs that the HTTP cache may give again for a short while (a public
   * list for 20 s, the calendar for 60 s), received during the current test: what `reset`
   * fetches again for a tab shared by tests that change content (`refreshChanging`).
   */
  private readonly changing = new Set<string>();
  private readonly offHost = new Map<string, OffHostRequest>();
  private readonly expected: RegExp[] = [];
  private dialogWaiters: Array<(message: string) => void> = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, options: TabOptions = {}): Promise<Tab> {
    const context = await browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      isMobile: options.mobile ?? false,
      hasTouch: options.mobile ?? false,
      locale: 'es-CO',
      timezoneId: options.timezoneId ?? 'America/Bogota',
      // Deterministic screenshots and no motion-dependent timing.
      reducedMotion: 'no-preference',
      serviceWorkers: 'block',
      bypassCSP: options.bypassCSP ?? false,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    if (CPU_SLOWDOWN > 1)
      await (
        await context.newCDPSession(page)
      ).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const tab = new Tab(context, page);
    tab.guardNetwork();
    tab.watch(page);
    context.on('page', (popup) => tab.watch(popup));
    return tab;
  }

  /**
   * Records every request to another host. The browser cannot resolve one (scripts/chromium.ts), so
   * it is 'blocked' unless a test answers it; one that gets an answer all the same (a browser
   * launched without that rule, on a machine with internet) is 'left'.
   */
  private guardNetwork(): void {
    const offHost = (url: string) => {
      const { protocol, hostname } = new URL(url);
      return /^(https?|wss?):$/.test(protocol) && !isLocalHost(hostname);
    };
    this.context.on('request', (request) => {
      const url = request.url();
      this.requests.push(url);
      if (offHost(url) && !this.offHost.has(url)) this.offHost.set(url, { url, fate: 'blocked' });
    });
    this.context.on('response', (response) => {
      const url = response.url();
      if (offHost(url)) {
        if (this.offHost.get(url)?.fate !== 'mocked') this.offHost.set(url, { url, fate: 'left' });
      } else if (
        response.request().method() === 'GET' &&
        reusedBriefly(response.headers()['cache-control'])
      ) {
        this.changing.add(url);
      }
    });
  }

  private watch(page: Page): void {
    page.on('pageerror', (error) => this.problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'log' || message.type() === 'info') this.logs.push(message.text());
      if (message.type() !== 'error' || this.causedByGuard(message)) return;
      // A failed resource's message names no address: its location does, so the report says which.
      const where = message.location().url;
      this.problems.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('dialog', async (dialog) => {
      const text = dialog.message();
      if (dialog.type() !== 'beforeunload') this.dialogs.push(text);
      const waiters = this.dialogWaiters;
      this.dialogWaiters = [];
      for (const resolve of waiters) resolve(text);
      await dialog.accept().catch(() => undefined);
    });
  }

  /** "Failed to load resource" for a request to a host the browser cannot resolve is the guard working. */
  private causedByGuard(message: ConsoleMessage): boolean {
    const source = message.location().url;
    return (
      /^Failed to load resource/.test(message.text()) &&
      source !== '' &&
      this.offHost.get(source)?.fate === 'blocked'
    );
  }

  /** Answers requests matching `pattern` (on another host) instead of letting them fail. */
  async mock(pattern: string | RegExp, handler: (route: Route) => Promise<void>): Promise<void> {
    // An intercepted request is answered before the browser looks up its host.
    await this.context.route(pattern, async (route) => {
      const url = route.request().url();
      if (!isLocalHost(new URL(url).hostname)) this.offHost.set(url, { url, fate: 'mocked' });
      await handler(route);
    });
  }

  /** Console errors this test provokes on purpose (a refused save logs its error, spec §8). */
  expectConsoleError(...patterns: RegExp[]): void {
    this.expected.push(...patterns);
  }

  /** Resolves with the text of the next dialog (alert, confirm). */
  nextDialog(): Promise<string> {
    return new Promise((resolve) => this.dialogWaiters.push(resolve));
  }

  /** Requests to other hosts, with what happened to each. */
  offHostRequests(): OffHostRequest[] {
    return [...this.offHost.values()];
  }

  /**
   * Navigates to a path of the site and waits for the document to load and for its islands on
   * the first screen to be live: Astro removes an island's `ssr` attribute once React has
   * hydrated it. An island further down (`client:visible`) stays the server's HTML until the
   * visitor scrolls to it; `islandsLive` waits for those.
   */
  async goto(path: string): Promise<void> {
    await this.page.goto(`${SITE}${path}`, { waitUntil: 'load' });
    await this.page.waitForFunction(islandsLive, true);
  }

  /**
   * Leaves whatever page the tab is on for the lightest page of the site (robots.txt, same site, so
   * the renderer stays): nothing of the last page (an open form, a lazy image) reacts afterwards to
   * the content being put back.
   */
  async park(): Promise<void> {
    // Parked already before the content was put back (closeTestTabs): once is enough.
    if (this.page.url() === `${SITE}/robots.txt`) return;
    await this.page.goto(`${SITE}/robots.txt`);
  }

  /**
   * Starts the tab afresh for the next test of a file that shares it: what it recorded, what the
   * last test expected and the requests it answered itself are dropped, pages it opened (a link in
   * a new tab) are closed, the pointer goes to the corner, and the site's storage and cookies are
   * cleared. The HTTP cache and the warm renderer stay: they are what sharing the tab is for.
   * `keepStorage` keeps storage and cookies (a signed-in administrator stays signed in);
   * `refreshChanging`, for tabs shared by tests that change content, fetches again every answer
   * of this test that the cache may give again for a short while (`reusedBriefly`: public API
   * answers for 20 s), so the next test is never shown the copy of a list an earlier test
   * changed. Called after the content was put back (the fixtures' cleanup runs after the hooks),
   * so what the cache keeps is the seeded content. Emptying the whole cache instead threw away
   * the scripts' compiled code with it: every test then loaded and compiled the admin screens
   * afresh (decision 0017).
   */
  async reset({ keepStorage = false, refreshChanging = false } = {}): Promise<void> {
    await this.context.unrouteAll({ behavior: 'ignoreErrors' });
    await this.page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(
      this.context
        .pages()
        .filter((p) => p !== this.page)
        .map((p) => p.close()),
    );
    await this.park();
    // The pointer stays where the last test left it, over the next page too: a menu or a carousel
    // hovered there would be open or paused before the next test does anything.
    await this.page.mouse.move(0, 0);
    if (refreshChanging && this.changing.size > 0) {
      // From robots.txt, same site: `reload` skips the cached copy and stores the new answer.
      await this.page.evaluate(
        (urls) =>
          Promise.all(
            urls.map((url) =>
              fetch(url, { cache: 'reload' }).then(
                (r) => r.arrayBuffer(),
                () => undefined,
              ),
            ),
          ),
        [...this.changing],
      );
    }
    this.changing.clear();
    if (!keepStorage) {
      await this.context.clearCookies();
      await this.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    for (const list of [this.problems, this.logs, this.dialogs, this.requests, this.expected])
      list.length = 0;
    this.offHost.clear();
    this.dialogWaiters = [];
  }

  /**
   * What the tab shows, for a failed test's record (`keepFailedPages`): the address, what it
   * recorded and the page's visible text. Never throws: the page may be gone.
   */
  async describe(): Promise<string> {
    const lines: string[] = [];
    for (const page of this.context.pages()) {
      // The main content (the site's header and menu say nothing about the failure), or the body.
      const text = await page
        .evaluate(() => {
          const root = document.querySelector('main') ?? document.body;
          // A select's options are its list, not what the screen says.
          const options = new Set([...root.querySelectorAll('option')].map((o) => o.text.trim()));
          return root.innerText
            .split('\n')
            .filter((l) => !options.has(l.trim()))
            .join('\n');
        })
        .catch((e: unknown) => `(no text: ${String(e).split('\n')[0]})`);
      lines.push(
        `page ${page.url()}`,
        ...text
          .split('\n')
          .filter((l) => l.trim())
          .slice(0, 40)
          .map((l) => `  | ${l.slice(0, 160)}`),
      );
    }
    for (const p of this.problems) lines.push(`problem: ${p}`);
    for (const d of this.dialogs) lines.push(`dialog: ${d}`);
    return lines.join('\n');
  }

  /** What makes the test fail at its end: unexpected errors and requests that left 127.0.0.1. */
  verdict(): string[] {
    const failures = this.problems
      .filter((p) => !this.expected.some((re) => re.test(p)))
      .map((p) => `unexpected ${p}`);
    for (const r of this.offHost.values()) {
      if (r.fate === 'left') failures.push(`request left ${LOCAL_HOST}: ${r.url}`);
    }
    return failures;
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }
}

export type OpenTab = (options?: TabOptions) => Promise<Tab>;

/**
 * In the page: whether every island is live (hydrated: Astro has removed its `ssr` attribute);
 * `onScreenOnly`: only those that would hydrate now, not a `client:visible` one off the screen.
 * An island's element has no box of its own (display: contents): Astro watches its children, and
 * so does this; children with no box at all (inside a closed <details>) are not on the screen.
 */
export function islandsLive(onScreenOnly: boolean): boolean {
  return [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
    if (!onScreenOnly || island.getAttribute('client') !== 'visible') return false;
    // An island is `display: contents` (no box of its own): Astro watches its children, so do we;
    // a child with no box (inside a closed <details>) is not on the screen either.
    return [...island.children].every((child) => {
      const box = child.getBoundingClientRect();
      return (box.width === 0 && box.height === 0) || box.bottom < 0 || box.top > innerHeight;
    });
  });
}

/**
 * Holds the page's requests that match `pattern` until `release` (then they go on as asked): the
 * code, a chunk or the pictures that have not come yet, for as long as the test needs, whatever
 * the machine's speed. `asked` resolves once the first of them is made.
 */
export async function holdRequests(
  page: Page,
  pattern: RegExp,
): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let ask = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route(pattern, async (route) => {
    ask();
    await held;
    await route.continue().catch(() => undefined);
  });
  return { asked, release };
}

/**
 * `test` with the harness: `browser` (this file's connection to the run's Chromium; the setup file has restored the seeded
 * content before it) and `open` (a fresh tab; every tab the test opened is checked and closed after it).
 */
export const test = baseTest
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await sharedBrowser();
    // What the file left open goes with it; the browser stays for the next file.
    onCleanup(async () => {
      await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
    });
    return browser;
  })
  .extend('open', async ({ browser, task }, { onCleanup }) => {
    const tabs: Tab[] = [];
    onCleanup(async () => {
      await keepFailedPages(task, tabs);
      const failures = tabs.flatMap((t) => t.verdict());
      await Promise.all(tabs.map((t) => t.close()));
      for (const t of tabs) testTabs.delete(t);
      if (failures.length > 0) throw new Error(`The browser saw problems:\n- ${failures.join('\n- ')}`);
    });
    const open: OpenTab = async (options) => {
      const tab = await Tab.open(browser, options);
      tabs.push(tab);
      testTabs.add(tab);
      return tab;
    };
    return open;
  });

/**
 * Tabs a file's tests share, one pool per kind of device (the options): a tab is lent to one test
 * at a time, reset after it (`Tab.reset`, with `resetOptions`), and closed with the file.
 */
export class TabPool {
  private readonly idle = new Map<string, Tab[]>();
  private readonly all: Tab[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly resetOptions: Parameters<Tab['reset']>[0] = {},
  ) {}

  /** A tab of the kind `options` asks for, lent until `giveBack`; `fresh` says it was just opened. */
  async lend(options: TabOptions = {}): Promise<{ tab: Tab; fresh: boolean }> {
    const key = JSON.stringify(options);
    const tab = this.idle.get(key)?.pop();
    if (tab) return { tab, fresh: false };
    const opened = await Tab.open(this.browser, options);
    this.all.push(opened);
    return { tab: opened, fresh: true };
  }

  /** Judges what the tab saw during the test, resets it for the next, and returns its failures. */
  async giveBack(tab: Tab, options: TabOptions = {}): Promise<string[]> {
    const failures = tab.verdict();
    await tab.reset(this.resetOptions);
    const key = JSON.stringify(options);
    this.idle.set(key, [...(this.idle.get(key) ?? []), tab]);
    return failures;
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((t) => t.close()));
  }
}

/**
 * `test` plus `reuse`: tabs the file's tests share, for tests that only read the seeded site, such
 * as the sweep of every public page at two widths. Each test still loads its page from the address
 * bar; it finds the scripts, styles and fonts in the tab's HTTP cache and a renderer already
 * running, as a visitor going from page to page does. A fresh context per visit cost about twice
 * the CPU per page (decision 0017). Each test is judged on what its tabs saw during it alone, and
 * they are reset after it, so the tests still pass alone and in any order. Not for a test that
 * changes content: public API answers may be cached for 20 s in the tab.
 */
export const sharedTabTest = test
  .extend('tabPool', { scope: 'file' }, async ({ browser }, { onCleanup }) => {
    const pool = new TabPool(browser);
    onCleanup(() => pool.close());
    return pool;
  })
  .extend('reuse', async ({ tabPool, task }, { onCleanup }) =>
    lendingFrom(tabPool, onCleanup, undefined, task),
  );

/** An `OpenTab` that lends tabs from `pool` for one test and gives them back (judged) after it. */
export function lendingFrom(
  pool: TabPool,
  onCleanup: (fn: () => Promise<void>) => void,
  prepare?: (tab: Tab, fresh: boolean) => Promise<void>,
  task?: TestContext['task'],
): OpenTab {
  const lent: Array<[Tab, TabOptions]> = [];
  onCleanup(async () => {
    if (task)
      await keepFailedPages(
        task,
        lent.map(([tab]) => tab),
      );
    const failures: string[] = [];
    for (const [tab, options] of lent) {
      lentTabs.delete(tab);
      failures.push(...(await pool.giveBack(tab, options)));
    }
    if (failures.length > 0) throw new Error(`The browser saw problems:\n- ${failures.join('\n- ')}`);
  });
  return async (options = {}) => {
    const { tab, fresh } = await pool.lend(options);
    lent.push([tab, options]);
    lentTabs.add(tab);
    await prepare?.(tab, fresh);
    return tab;
  };
}

/**
 * The tests whose pages were kept already: a hook that puts the content back keeps them first
 * (`closeTestTabs`), before it parks the tabs; the fixtures' cleanup after it must not describe
 * them again as robots.txt.
 */
const keptFor = new WeakSet<TestContext['task']>();

/** Where a failed test's pages are described (npm test prints them after the failures). */
export const FAILED_PAGES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '.test-results',
  'failed-pages',
);

/**
 * After a test failed (its fixtures are cleaned up after its verdict is known, before its tabs are
 * closed or reset): what each of its tabs showed, as text, and a screenshot of each, in
 * FAILED_PAGES. A chance failure on CI is seen once; the message of a timed-out wait does not say
 * what the page showed instead (an error, a spinner, another screen).
 */
async function keepFailedPages(task: TestContext['task'], tabs: readonly Tab[]): Promise<void> {
  if (task.result?.state !== 'fail' || tabs.length === 0 || keptFor.has(task)) return;
  keptFor.add(task);
  const name = `${task.file?.name ?? ''} ${task.name}`.replace(/[^\w.-]+/g, '-').slice(0, 150);
  mkdirSync(FAILED_PAGES, { recursive: true });
  // Bounded: a fixture's cleanup has no time limit of its own, and a page that stopped answering
  // (the very thing that may have failed the test) would hold the whole run (a page.evaluate here can
  // hang for minutes).
  const bounded = <T>(work: Promise<T>, fallback: T) =>
    Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 5_000).unref())]);
  const described = await Promise.all(
    tabs.map((t) => bounded(t.describe(), '(the page did not answer within 5 s)')),
  );
  writeFileSync(
    join(FAILED_PAGES, `${name}.txt`),
    `${task.file?.name ?? ''} > ${task.name}\n${described.join('\n')}\n`,
  );
  await Promise.all(
    tabs.map((t, i) =>
      bounded(
        t.page
          .screenshot({ path: join(FAILED_PAGES, `${name}-${i}.png`), timeout: 5_000 })
          .catch(() => undefined),
        undefined,
      ),
    ),
  );
}

/** The tabs the running test opened (`open`), and those lent to it (`reuse`, `signedIn`), until its end. */
const testTabs = new Set<Tab>();
const lentTabs = new Set<Tab>();

/**
 * Closes the running test's own tabs and parks those lent to it (what they saw is kept for its
 * verdict). A hook that puts the seeded content back calls it first: a page still open on a record
 * the restore deletes would ask for that record's files afterwards and log the 404s against the test.
 * Given the test (`task`), a failed one's pages are described first, as they were when it failed
 * (the hook runs before the fixtures' cleanup, which would only see robots.txt).
 */
export async function closeTestTabs(task?: TestContext['task']): Promise<void> {
  if (task) await keepFailedPages(task, [...testTabs, ...lentTabs]);
  await Promise.all([...testTabs].map((t) => t.close()));
  await Promise.all([...lentTabs].map((t) => t.park()));
}

/**
 * Scrolls the page to its end in viewport steps, waiting at each step for the images in view to
 * finish, so lazy images, deferred embeds and PDF viewers near the fold get their chance to load;
 * then back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames, or half a second if the page draws none: a wait that cannot hang. (A visit
    // that hangs here would run into the test's 60 s limit with nothing to say where; every wait in
    // here ends.)
    const frame = () =>
      new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r));
        setTimeout(r, 500);
      });
    const inView = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const style = getComputedStyle(img);
      return (
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        // Not inside a closed <details>, whose content the browser does not render.
        img.checkVisibility()
      );
    };
    const settled = async () => {
      const deadline = performance.now() + 10_000;
      for (;;) {
        const pending = [...document.images].filter((img) => inView(img) && !img.complete);
        if (pending.length === 0) return;
        if (performance.now() > deadline) {
          // Which ones, and what they were: the failure must say where to look.
          const described = pending.map(
            (img) =>
              `${img.currentSrc || img.src || '(no src)'} loading=${img.loading} at y=${Math.round(img.getBoundingClientRect().top)}`,
          );
          throw new Error(
            `Images in view never finished loading (scrolled to ${window.scrollY}): ${described.join('; ')}`,
          );
        }
        await frame();
      }
    };
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
      await settled();
    }
    window.scrollTo(0, 0);
    await frame();
    await settled();
  });
  await settlePdfViewers(page);
}

/** Waits until no PDF viewer that has started loading is still loading. */
export async function settlePdfViewers(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('figure p')].some((p) =>
        /^Cargando (documento|página)…$/.test(p.textContent ?? ''),
      ),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Screenshots are for people to look at: written on every local run, not on CI (CI=true), where a
 * clean clone's PNGs are thrown away with it and the hundred-odd full pages cost half a minute of
 * a 2-core run. SCREENSHOTS=on or off overrides either way.
 */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS
  ? process.env.SCREENSHOTS !== 'off'
  : process.env.CI !== 'true';

/**
 * A screenshot in tests/screenshots/ (git-ignored), named `name.png`: the full page, or with
 * `viewport` only what is on screen (an open dialog).
 */
export async function screenshot(page: Page, name: string, { viewport = false } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOTS, `${name}.png`),
    fullPage: !viewport,
    animations: 'disabled',
    caret: 'hide',
  });
}

/** A file given to `setInputFiles` as bytes. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The type Chromium gives a chosen file from its extension (net/base/mime_util.cc). */
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

let payloadDir: string | undefined;
let payloadCount = 0;

/**
 * A file for `setInputFiles`, written to disk under its own name. Given bytes, Playwright sends
 * them base64-encoded inside one protocol message and the page decodes them in script: on a busy
 * machine a 6 MB PDF took 3.2-3.6 s and seconds of CPU; given a path, the browser reads the file
 * itself (30-50 ms, the same File in the page: name, bytes, and the type its extension gives).
 * A payload whose declared type is not the one its extension gives (a lying file) stays as
 * bytes, so the page still sees the type the test chose.
 */
export function onDisk(file: FilePayload): string | FilePayload {
  if (TYPE_BY_EXTENSION[extname(file.name).toLowerCase()] !== file.mimeType) return file;
  if (!payloadDir) {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-files-'));
    payloadDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  // A folder per file: two files of the same name (one too large, one right) never overwrite.
  const dir = join(payloadDir, String(++payloadCount));
  mkdirSync(dir);
  const path = join(dir, file.name);
  writeFileSync(path, file.buffer);
  return path;
}

/** The page's horizontal overflow in px (0 when nothing is wider than the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The words inside `root` that the layout broke across lines (a word whose letters sit on more
 * than one line box). A narrow column may wrap between words, never inside one: "Peti / cion es".
 */
export function brokenWords(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}
