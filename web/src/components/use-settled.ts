/**
 * What a promise settled to, for a part of a page that must stay mounted while its data arrives.
 * `Deferred` swaps its placeholder for the content (two different trees); where the placeholder is
 * the same component as the content, only without the data (the transparency tree: its headings
 * and its lazily loaded requests report come before the entries), that swap mounted everything a
 * second time: the report, already read and shown, was dropped, read again and drawn again once
 * the entries arrived after it. Here the part renders once with `settled: false` and again with
 * the value, as the same elements; with the value at once when the promise is tracked and has
 * already settled (lib/settled.ts), so data that came before the render never shows a placeholder.
 */
import { useEffect, useState } from 'react';
import { settledOf, type Settled } from '@/lib/settled';

export type { Settled };

export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [state, setState] = useState<{ promise: Promise<T>; result: Settled<T> }>({ promise, result: { settled: false } });
  useEffect(() => {
    // Even when already marked: it may have settled after the render that showed it unsettled,
    // and only a state change renders again.
    let current = true;
    promise.then(
      (value) => current && setState({ promise, result: { settled: true, value } }),
      (error: unknown) => current && setState({ promise, result: { settled: true, error } }),
    );
    return () => {
      current = false;
    };
  }, [promise]);
  const known = settledOf(promise);
  if (known.settled) return known;
  // Another promise (a retry, another category): not settled until it is.
  return state.promise === promise ? state.result : { settled: false };
}
