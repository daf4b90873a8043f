/**
 * When Firestore or Storage cannot be reached, their SDKs retry for about a minute before failing
 * (measured: 47 s for a Firestore read). A visitor or an administrator should not wait that long
 * for "try again later", so every backend call gets a deadline; past it the caller answers 503.
 */
export const BACKEND_DEADLINE_MS = Number(process.env.BACKEND_DEADLINE_MS ?? 8000);

import { Unavailable } from './errors';

/** A backend past its deadline: unavailable for this request (the error handler answers 503). */
export class DeadlineExceeded extends Unavailable {
  constructor(what: string) {
    super(`${what} did not answer within ${BACKEND_DEADLINE_MS} ms`);
  }
}

export async function withDeadline<T>(what: string, work: Promise<T>, ms = BACKEND_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(what)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    // The losing promise may still reject later; keep that from becoming an unhandled rejection.
    work.catch(() => undefined);
  }
}
