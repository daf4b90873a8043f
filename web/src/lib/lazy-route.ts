/**
 * Route-level code splitting with the failure handling of spec §8/§9: a route chunk that does not
 * arrive within 120 s, is missing (a deploy replaced it, or the network dropped) or fails while
 * evaluating becomes a ChunkLoadError the route's error element explains in Spanish.
 */
import type { ReactNode } from 'react';

/** Spec §9: script chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec §8: "Loading chunk failed" with type missing, timeout or error (webpack's wording). */
export type ChunkFailure = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly type: ChunkFailure,
    cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed. (${type})`, { cause });
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * The browsers' own words for "the module (or the CSS Vite preloads with it) could not be
 * fetched": Chromium, Firefox, Safari, and Vite's preload helper.
 */
const NOT_FETCHED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function classifyChunkError(error: unknown): ChunkFailure {
  const message = error instanceof Error ? error.message : String(error);
  return NOT_FETCHED.test(message) ? 'missing' : 'error';
}

/** Runs a dynamic import with the time-out, turning any failure into a ChunkLoadError. */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, classifyChunkError(error), error));
      },
    );
  });
}

/**
 * A route's `lazy` function: loads the chunk (with the time-out and failures above) and renders
 * the module. A route's data comes from its `loader`, which the router runs alongside.
 */
export function lazyRoute<M>(
  chunk: string,
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): () => Promise<{ element: ReactNode }> {
  return async () => {
    const module = await loadChunk(chunk, load);
    return { element: render(module) };
  };
}
