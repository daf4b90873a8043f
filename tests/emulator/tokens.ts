/**
 * Forged ID tokens. The Admin SDK skips signature checks against the auth emulator (emulator
 * tokens are unsigned), so what is testable offline is everything else: expiry, audience,
 * issuer, an unknown account, revocation, and garbage. Signature checks are the SDK's own,
 * exercised in production only.
 */
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

export function forgeToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: 'https://securetoken.google.com/demo-school',
    aud: 'demo-school',
    auth_time: now - 10,
    iat: now - 10,
    exp: now + 3600,
    sub: 'nobody',
    user_id: 'nobody',
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

/** Claims of a real token, to forge variations of it. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
