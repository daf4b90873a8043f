/**
 * The automated conformity check of one school's site, in the spirit of Italy's public validator
 * for school sites: it renders the school's pages in this process as a visitor gets them
 * (in-process.ts: the school's own app, no network, no browser) and judges
 * - the required pages and menus: Transparencia and its categories, Participa and its sections,
 *   the accessibility statement and the legal pages answer 200 and are linked from the header
 *   menu, the footer or their parent page (conformity-rules.ts REQUIRED_PAGES);
 * - the footer's elements (model/govco-footer.ts), on the home page's frame;
 * - the axe-core rules that need no layout, on every page it reaches;
 * - every internal link and image: a page or a feed answers 200, a /media file exists.
 * It starts at the home page and the required pages and follows internal links, each address
 * asked once, a few at a time, until it has checked everything or reaches its page or time budget
 * (then the report says it is incomplete, and the hourly run is never held up).
 * The report goes to `panel/conformidad` and its summary to `panel/resumen` (data/conformity.ts);
 * the ITA items it fails turn no_cumple with the reason (ita-check.ts reads the report).
 * docs/decisions/0038-conformity-check.md.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { JSDOM } from 'jsdom';
import { now } from '../data/clock';
import { releaseConformityTurn, saveConformity, takeConformityTurn } from '../data/conformity';
import type { Bucket } from '../files/bucket';
import { MEDIA_PREFIX } from '../files/store';
import { withDeadline } from '../domain/deadline';
import { CONFORMITY_PROBLEMS_KEPT, type ConformityProblem, type ConformityReport } from '../model/conformity';
import { ITA_ITEMS } from '../model/ita-matrix';
import {
  accessibilityProblems,
  AXE_RULES,
  contentLinks,
  frameProblems,
  pageLinks,
  parsePage,
  REQUIRED_PAGES,
} from './conformity-rules';
import type { InProcessGet } from './in-process';
import { runItaCheck } from './ita-check';

export interface ConformityOptions {
  /** No new address is asked after this long (ms). */
  budgetMs?: number;
  /** Pages rendered at most (feeds and files are not counted). */
  maxPages?: number;
  /** Addresses asked at once. */
  concurrency?: number;
  origen?: ConformityReport['origen'];
  clock?: () => number;
  /** The school's origin, so an absolute link to its own address counts as internal. */
  origin?: string;
}

export interface ConformityDeps {
  db: Firestore;
  bucket: Bucket;
  get: InProcessGet;
}

/** How long a turn is held at most: a run stops at its budget, so a turn older than this died. */
const TURN_MS = 10 * 60_000;

/** The run could not start: another check of this school holds the turn. */
export class ConformityBusy extends Error {
  constructor() {
    super('conformity check already running');
    this.name = 'ConformityBusy';
  }
}

const mediaName = (path: string) => {
  try {
    return decodeURIComponent(path.slice('/media/'.length).split('?')[0]!);
  } catch {
    return null;
  }
};

/** Checks the site and stores the report; throws ConformityBusy when a check of the school is running. */
export async function runConformity(
  deps: ConformityDeps,
  options: ConformityOptions = {},
): Promise<ConformityReport> {
  const clock = options.clock ?? Date.now;
  if (!(await takeConformityTurn(deps.db, clock(), TURN_MS))) throw new ConformityBusy();
  try {
    const { db, bucket, get } = deps;
    const fileExists = async (name: string) =>
      (await withDeadline('Storage', bucket.file(`${MEDIA_PREFIX}${name}`).exists()))[0];
    const report = await checkSite({ get, fileExists }, options);
    report.revisadoEl = new Date(await now(db)).toISOString();
    await saveConformity(deps.db, report);
    // The checklist takes the verdicts now, not at the next hourly run.
    await runItaCheck(deps.db, await now(deps.db)).catch((err: unknown) =>
      console.warn('ita check after conformity failed', String(err)),
    );
    return report;
  } finally {
    await releaseConformityTurn(deps.db).catch(() => undefined);
  }
}

/** What the check reads: the site's answers, and whether a stored file exists. */
export interface SiteReader {
  get: InProcessGet;
  /** Whether `/media/{name}` has its file. */
  fileExists: (name: string) => Promise<boolean>;
}

/** The check itself, storing nothing (its `revisadoEl` is the wall clock's; runConformity sets the server's). */
export async function checkSite(
  { get, fileExists }: SiteReader,
  {
    budgetMs = 45_000,
    maxPages = 500,
    concurrency = 4,
    origen = 'programada',
    clock = Date.now,
    origin,
  }: ConformityOptions = {},
): Promise<ConformityReport> {
  const started = clock();
  const problems: ConformityProblem[] = [];
  /** Who links to each address (the first page that did), and what it answered. */
  const linkedFrom = new Map<string, string>();
  const answers = new Map<string, number>();
  /** What a required page's parent shows, kept until the end (the rest is closed at once). */
  const kept = new Map<string, JSDOM>();
  const parents = new Set(REQUIRED_PAGES.map((r) => r.linkedFrom).filter((p) => p.startsWith('/')));
  let faltan: string[] = [];
  let pages = 0;
  let complete = true;

  /** Pages and feeds to ask, in the order found; stored files apart: they cost one look-up each. */
  const queue: string[] = [];
  const files: string[] = [];
  const enqueue = (path: string, from: string) => {
    if (linkedFrom.has(path)) return;
    linkedFrom.set(path, from);
    (path.startsWith('/media/') ? files : queue).push(path);
  };
  enqueue('/', '/');
  for (const required of REQUIRED_PAGES) enqueue(required.path, '/');

  const visit = async (path: string) => {
    if (path.startsWith('/media/')) {
      const name = mediaName(path);
      const exists = name ? await fileExists(name) : false;
      answers.set(path, exists ? 200 : 404);
      return;
    }
    const isPage = !/\.(?:xml|ics|rss|txt|json|csv|pdf)(?:\?|$)/.test(path);
    if (isPage && pages >= maxPages) {
      complete = false;
      return;
    }
    if (isPage) pages += 1;
    const answer = await get(path);
    answers.set(path, answer.status);
    if (answer.status !== 200 || answer.type !== 'text/html') return;
    const dom = parsePage(answer.body);
    try {
      const page = path.split('?')[0]!;
      if (path === '/') {
        const frame = frameProblems(dom, '/');
        problems.push(...frame.problems);
        faltan = frame.faltan;
      }
      // The frame (header, menus, footer) is judged once, on the home page; the others' content.
      problems.push(...(await accessibilityProblems(dom, page, { contentOnly: path !== '/' })));
      for (const link of pageLinks(dom, page, origin)) enqueue(link, page);
    } finally {
      if (parents.has(path)) kept.set(path, dom);
      else dom.window.close();
    }
  };

  // A few addresses at a time; each finished one may have queued more. Past the budget no new
  // address starts (those running finish), and the report says what was left.
  await new Promise<void>((resolve) => {
    let running = 0;
    const pump = () => {
      while (running < Math.max(1, concurrency) && queue.length + files.length > 0) {
        if (clock() - started > budgetMs) {
          complete = false;
          queue.length = 0;
          files.length = 0;
          break;
        }
        const path = files.shift() ?? queue.shift()!;
        running += 1;
        // A look-up that fails (Storage or Firestore unreachable a moment) is asked once more; one
        // that fails again is left unjudged and the run says it is incomplete: a backend's hiccup
        // is no evidence of a broken link. A page that fails to render answers 500 by itself.
        visit(path)
          .catch(() => visit(path))
          .catch((err: unknown) => {
            complete = false;
            console.warn('conformity: an address could not be checked', String(err));
          })
          .finally(() => {
            running -= 1;
            pump();
          });
      }
      if (running === 0) resolve();
    };
    pump();
  });

  // Required pages: each answers 200, and its parent page links to it.
  const seen = new Set<string>();
  for (const required of REQUIRED_PAGES) {
    const status = answers.get(required.path);
    if (!seen.has(required.path) && status !== undefined && status !== 200) {
      problems.push({
        page: required.path,
        kind: 'paginas',
        rule: 'pagina-obligatoria',
        message: `La página obligatoria «${required.name}» no está disponible (responde ${status}).`,
      });
    }
    seen.add(required.path);
    const parent = kept.get(required.linkedFrom);
    if (parent && !contentLinks(parent, required.path))
      problems.push({
        page: required.linkedFrom,
        kind: 'paginas',
        rule: 'enlace-obligatorio',
        message: `La página ${required.linkedFrom} no enlaza «${required.name}» (${required.path}).`,
      });
  }
  for (const dom of kept.values()) dom.window.close();

  // Broken links: every address answered with something other than 200, named on a page linking it.
  const required = new Set(REQUIRED_PAGES.map((r) => r.path));
  for (const [path, status] of answers) {
    if (status === 200 || required.has(path)) continue;
    const isFile = path.startsWith('/media/');
    problems.push({
      page: linkedFrom.get(path) ?? '/',
      kind: 'enlaces',
      rule: isFile ? 'archivo-inexistente' : 'enlace-roto',
      message: isFile
        ? `Enlaza un archivo que no existe: ${path}.`
        : `Enlaza una dirección que responde ${status}: ${path}.`,
    });
  }

  return {
    estado: problems.length ? 'fallos' : 'cumple',
    fallos: problems.length,
    revisadoEl: new Date(clock()).toISOString(),
    completo: complete,
    paginas: pages,
    enlaces: answers.size,
    duracionMs: clock() - started,
    origen,
    pie: { faltan },
    problemas: problems.slice(0, CONFORMITY_PROBLEMS_KEPT),
    ita: itaVerdicts(problems),
  };
}

/** Paths without their #fragment that are an item's automatic evidence. */
const EVIDENCE_PATHS = new Map(
  ITA_ITEMS.map((item) => [item.id, new Set(item.evidence.map((p) => p.split('#')[0]!))]),
);

/** The ITA item a problem fails, if any (see the decision record for the mapping). */
function itemsOf(problem: ConformityProblem): string[] {
  if (problem.kind === 'accesibilidad') {
    const item = AXE_RULES[problem.rule];
    return item ? [item] : [];
  }
  if (problem.kind === 'pie') {
    // The footer's contact and channels; the statement's link is the accessibility statement's too.
    return problem.rule === 'pie-accesibilidad' ? ['sitio-2-2-2', 'accesibilidad-g'] : ['sitio-2-2-2'];
  }
  if (problem.kind === 'paginas') {
    // A required page missing or not linked fails the items whose evidence it is.
    const target = /\((\/[^)]*)\)\.$/.exec(problem.message)?.[1] ?? problem.page;
    return [...EVIDENCE_PATHS].filter(([, paths]) => paths.has(target)).map(([id]) => id);
  }
  return [];
}

/** Each failing item's reason: what the check found, the first three problems and how many more. */
export function itaVerdicts(problems: ConformityProblem[]): Record<string, string> {
  const byItem = new Map<string, ConformityProblem[]>();
  for (const problem of problems)
    for (const id of itemsOf(problem)) byItem.set(id, [...(byItem.get(id) ?? []), problem]);
  const verdicts: Record<string, string> = {};
  for (const [id, found] of byItem) {
    const shown = found
      .slice(0, 3)
      .map((p) => (p.kind === 'accesibilidad' ? `${p.message.replace(/\.$/, '')} en ${p.page}.` : p.message));
    const more = found.length > 3 ? ` Y ${found.length - 3} problema(s) más.` : '';
    verdicts[id] = `La revisión automática encontró: ${shown.join(' ')}${more}`;
  }
  return verdicts;
}
