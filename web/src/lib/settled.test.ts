/**
 * The settled marks (settled.ts): what a render can read of a promise without waiting for it.
 */
import { describe, expect, it } from 'vitest';
import { settledOf, track } from './settled';

/** Lets every pending promise callback run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('settled marks', () => {
  it('knows nothing of a promise while it travels, nor of one never tracked', async () => {
    let resolve!: (value: string) => void;
    const travelling = track(new Promise<string>((r) => (resolve = r)));
    expect(settledOf(travelling)).toEqual({ settled: false });
    const untracked = Promise.resolve('uno');
    await untracked;
    expect(settledOf(untracked)).toEqual({ settled: false });
    resolve('dos');
    await flush();
    expect(settledOf(travelling)).toEqual({ settled: true, value: 'dos' });
  });

  it('marks a rejection, which counts as handled (no unhandled rejection)', async () => {
    const error = new Error('sin red');
    const failed = track(Promise.reject(error));
    await flush();
    expect(settledOf(failed)).toEqual({ settled: true, error });
  });
});
