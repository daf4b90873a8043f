import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, classifyChunkError, loadChunk } from '@/lib/lazy-route';

afterEach(() => vi.useRealTimers());

describe('route chunk loading (spec §8, §9)', () => {
  it('waits 120000 ms before giving up with a timeout', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const result = loadChunk('inicio', () => new Promise(() => {}));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = settled.mock.calls[0]![0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.type).toBe('timeout');
    expect(error.message).toBe('Loading chunk inicio failed. (timeout)');
  });

  it('calls a module that could not be fetched "missing", anything else "error"', async () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(classifyChunkError(new TypeError(message))).toBe('missing');
    }
    expect(classifyChunkError(new SyntaxError('Unexpected token'))).toBe('error');

    const failed = await loadChunk('x', () =>
      Promise.reject(new TypeError('Importing a module script failed.')),
    ).catch((e: unknown) => e as ChunkLoadError);
    expect(failed.type).toBe('missing');
    expect(failed.cause).toBeInstanceOf(TypeError);
  });

  it('passes the module through when it arrives', async () => {
    await expect(loadChunk('x', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
