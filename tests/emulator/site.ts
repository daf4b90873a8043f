/**
 * Shared helpers of the emulator tests: the site URL (the hosting emulator, so the rewrite to the
 * function is exercised on every call) and ID tokens from the auth emulator.
 */
export const SITE = 'http://127.0.0.1:5000';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** Signs in through the auth emulator's REST API, as the web SDK would, and returns the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** Creates an ordinary account (anyone can, with the public key): it must never be an admin. */
export async function signUp(email: string, password: string): Promise<string> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (body.idToken) return body.idToken;
  if (body.error?.message === 'EMAIL_EXISTS') return signIn(email, password);
  throw new Error(`sign-up failed: ${body.error?.message}`);
}

export async function getJson<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${SITE}${path}`);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Leave non-JSON bodies as text.
  }
  return { status: res.status, body: body as T, headers: res.headers };
}
