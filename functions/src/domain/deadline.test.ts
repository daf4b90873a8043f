import { describe, expect, it } from 'vitest';
import { Unavailable } from '../domain/errors';
import { DeadlineExceeded, withDeadline } from './deadline';

describe('withDeadline', () => {
  it('passes results and errors through when the work is on time', async () => {
    await expect(withDeadline('x', Promise.resolve(7), 50)).resolves.toBe(7);
    await expect(withDeadline('x', Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom');
  });

  it('fails with DeadlineExceeded, an Unavailable (mapped to 503), when the work hangs', async () => {
    const hang = new Promise<never>(() => undefined);
    const err = await withDeadline('Firestore', hang, 20).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeadlineExceeded);
    expect(err).toBeInstanceOf(Unavailable);
    expect((err as DeadlineExceeded).code).toBe('unavailable');
  });
});
