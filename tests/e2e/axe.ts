/** axe-core run inside a page (its tab must bypass the CSP to inject it), for the a11y checks. */
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

export async function runAxe(page: Page): Promise<{ violations: AxeViolation[]; passes: number }> {
  // The site's CSP forbids inline scripts (script-src 'self'), so the axe tab bypasses CSP; every
  // other test keeps it enforced.
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    type Result = { violations: AxeViolation[]; passes: unknown[] };
    const result = await (window as unknown as { axe: { run(): Promise<Result> } }).axe.run();
    return {
      passes: result.passes.length,
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      })),
    };
  });
}

/** The serious and critical violations, one line each: what the checks require to be none. */
export function blockingViolations(violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
