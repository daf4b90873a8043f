/**
 * What a promise settled to, readable during a render. A promise cannot be asked whether it has
 * settled, so a render that meets one (the public router's Await, the transparency tree, React's
 * `use`) would show its placeholder first even when the answer came long before, and the content
 * one render later: a swap the browser may paint between, which moves everything under it (a
 * layout shift with the page's data already there: on a loaded phone the first render comes late
 * and the records are long in). Promises marked here as soon as they settle render their content
 * at once. The mark is React's own for thenables (`status`, `value`, `reason`), which `use` reads.
 */

export type Settled<T> = { settled: false } | { settled: true; value: T } | { settled: true; error: unknown };

type Marked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks `promise` with its outcome as soon as it settles, and returns it. Its rejection counts as
 * handled here: whoever renders it reports it.
 */
export function track<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Marked<T>;
  // Marked already (here, or by React, which then marks it itself).
  if (marked.status !== undefined) return promise;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (error: unknown) => {
      marked.status = 'rejected';
      marked.reason = error;
    },
  );
  return promise;
}

/** What a tracked promise settled to, or `{ settled: false }` while it travels (or is untracked). */
export function settledOf<T>(promise: Promise<T>): Settled<T> {
  const marked = promise as Marked<T>;
  if (marked.status === 'fulfilled') return { settled: true, value: marked.value as T };
  if (marked.status === 'rejected') return { settled: true, error: marked.reason };
  return { settled: false };
}

/**
 * A promise already fulfilled with `value` and marked so: a render reads it at once. The data a
 * page was rendered with on the server (lib/page-payload.ts) enters the page this way, on the
 * server and in the browser alike, so both first renders are the same.
 */
export function settledWith<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value) as Marked<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}
