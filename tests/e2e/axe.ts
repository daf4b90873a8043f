/** axe-core in a page of the end-to-end suite: the public pages, the admin table and the crop dialog. */
import { withTimeout } from '../../scripts/bench/common';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];
export interface AxeViolation {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe on the page, or only inside the element matching `within` (a CSS selector). */
export async function runAxe(
  page: Page,
  within?: string,
): Promise<{ violations: AxeViolation[]; passes: number }> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self', no inline
  // script) does not govern: the tab keeps its CSP enforced, so one tab can be checked by axe and
  // still fail on a real CSP violation. (addScriptTag would be an inline script, refused.)
  await page.evaluate(AXE_SOURCE);
  // Bounded, and saying so (the bench's helper): a page.evaluate has no time limit of its own,
  // and a check that never finished would only show as the test's time-out, with nothing to say
  // where it stood.
  return withTimeout(`axe on ${page.url()}`, AXE_LIMIT_MS, evaluateAxe(page, within));
}

/** How long one axe run may take: a few seconds on a loaded 2-core machine, well under a test's 60. */
const AXE_LIMIT_MS = 40_000;

function evaluateAxe(page: Page, within?: string): Promise<{ violations: AxeViolation[]; passes: number }> {
  return page.evaluate(
    async ({ selector }) => {
      type Result = { violations: AxeViolation[]; passes: unknown[] };
      const axe = (
        window as unknown as { axe: { run(context?: unknown, options?: unknown): Promise<Result> } }
      ).axe;
      // Only the violations in full: axe otherwise builds a selector and an HTML excerpt for every
      // node of every rule that passed, which is most of its time (halved per run on /, /docentes and
      // /transparencia: 0.3-0.9 s of the renderer's CPU to 0.2-0.5 s). `passes` still lists every
      // rule that passed, with one node each.
      const options = { resultTypes: ['violations'] };
      const result = await (selector ? axe.run(selector, options) : axe.run(options));
      return {
        passes: result.passes.length,
        violations: result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target })),
        })),
      };
    },
    { selector: within },
  );
}

/** The serious and critical violations, one line each: what the checks require to be none. */
export function blockingViolations(violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
