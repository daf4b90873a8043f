/**
 * The ITA checklist's published "no aplica" reasons (issue 50): a transparency page the function
 * rendered has them in its data (set here before the server render and before hydration, so both
 * first renders show them); a visit that moves to a transparency page later reads them once from
 * GET /api/ita/no-aplica. A failed read shows no reason (the page stays as it was) and is asked
 * again on the next visit to such a page.
 */
import type { NoAplicaReason } from '@model/public';
import { apiRequest } from './api-client';
import { settledWith, track } from './settled';

let reasons: Promise<NoAplicaReason[]> | null = null;

export function setServedNoAplica(served: NoAplicaReason[] | undefined): void {
  reasons = served ? settledWith(served) : null;
}

/** The reasons, settled at once when the page came with them. */
export function noAplicaReasons(): Promise<NoAplicaReason[]> {
  reasons ??= track(
    apiRequest<{ items: NoAplicaReason[] }>('/api/ita/no-aplica').then(
      (answer) => (Array.isArray(answer?.items) ? answer.items : []),
      () => {
        reasons = null;
        return [];
      },
    ),
  );
  return reasons;
}
