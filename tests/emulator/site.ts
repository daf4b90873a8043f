/**
 * Shared helpers of the emulator tests: the site URL (the hosting emulator, so the rewrite to the
 * function is exercised on every call) and ID tokens from the auth emulator.
 */
/** The suite's Hosting: 127.0.0.1:5000, or a second suite's (scripts/with-emulators.sh exports EMULATOR_SITE). */
export const SITE = process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000';
/**
 * The site's address as the function knows it (SITE_ORIGIN, which scripts/with-emulators.sh sets
 * to the suite's Hosting): canonical links, sitemaps, feeds and share tags name it.
 */
export const SITE_ORIGIN = process.env.SITE_ORIGIN ?? SITE;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** Signs in through the auth emulator's REST API, as the web SDK would, and returns the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
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

export async function getJson<T = unknown>(
  path: string,
): Promise<{ status: number; body: T; headers: Headers }> {
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

export interface CallOptions {
  token?: string;
  json?: unknown;
  /** A raw body (malformed JSON, odd content types). */
  body?: BodyInit;
  form?: FormData;
  headers?: Record<string, string>;
  /** Another origin than SITE (the platform's: tests/emulator/platform.ts). */
  base?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call to the site; the body is parsed as JSON when it is JSON. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.form) body = options.form;
  const res = await fetch(`${options.base ?? SITE}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A multipart form from text fields and files (`[bytes, fileName]`). */
export function formOf(
  fields: Record<string, string>,
  files: Record<string, [Buffer, string]> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, [bytes, name]] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** The body of a page the function served: the frame and the page, as the server rendered them. */
export const rootOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
