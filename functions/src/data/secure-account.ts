/**
 * Taking an existing account back before it gets a role (docs/decisions/0009): anyone can sign
 * up under any address with the site's public API key, link identities of their own to that
 * account (Google, …), add a phone number or a second factor. A role must reach only the owner of
 * the address, so every way into the account but password sign-in goes first, then every session
 * from before, and only then may the claim be set. Used by POST /api/admins (data/admins.ts) and
 * by `npm run admin -- grant` (scripts/admin-claim.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Auth, UpdateRequest, UserRecord } from 'firebase-admin/auth';
import { Conflict } from '../domain/errors';

/** The one provider an account keeps: e-mail and password (its e-mail links too). */
const PASSWORD = 'password';
/** Removed with `phoneNumber: null`, not with `providersToUnlink`. */
const PHONE = 'phone';

/**
 * Rounds of removal before giving up: a round that finds the account clean ends at once. A
 * second round is needed only if an identity was linked while the first ran.
 */
const ROUNDS = 3;

/**
 * Revocation is in whole seconds: tokens whose auth_time is *before* validSince fail. A session
 * begun in this very second would survive, so revocations wait for the next second.
 */
export const nextWholeSecond = () =>
  new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));

/** Every way into the account other than its password: linked providers, phone, second factors. */
export function otherWaysIn(user: UserRecord): string[] {
  const linked = user.providerData.map((p) => p.providerId).filter((id) => id !== PASSWORD && id !== PHONE);
  return [
    ...linked,
    ...(user.phoneNumber ? [PHONE] : []),
    ...((user.multiFactor?.enrolledFactors.length ?? 0) > 0 ? ['second-factor'] : []),
  ];
}

/** Someone signed in at or after the revocation: a way in we did not see was still open. */
function signedInSinceRevocation(user: UserRecord): boolean {
  const signIn = Date.parse(user.metadata.lastSignInTime ?? '');
  const validAfter = Date.parse(user.tokensValidAfterTime ?? '');
  return Number.isFinite(signIn) && Number.isFinite(validAfter) && signIn >= validAfter;
}

export interface Secured {
  /** The account as it is now: password sign-in alone, no session from before. */
  user: UserRecord;
  /** What was taken away (provider ids, `phone`, `second-factor`), for the log and the terminal. */
  removed: string[];
}

/**
 * Leaves the account with password sign-in alone and no session from before. Each round, in one
 * update: a new random password nobody ever sees (`replacePassword`; the terminal keeps the
 * password its operator set in the console), every linked provider unlinked, the phone number and
 * second factors removed; then, from the next whole second, its refresh tokens revoked, so every
 * ID token minted before (by any of those identities) fails the server's revocation check
 * (http/require-role.ts). Order matters: with every way in gone first, no sign-in can start a
 * session after the revocation.
 *
 * Then the account is read again. An identity linked while the round ran (with a session still
 * valid then), or a sign-in after the revocation, means another round; after ROUNDS, a 409 and no
 * role, rather than a role for an account someone else may still enter.
 */
export async function secureAccount(
  auth: Auth,
  uid: string,
  options: { replacePassword: boolean },
): Promise<Secured> {
  const removed = new Set<string>();
  let user = await auth.getUser(uid);
  for (let round = 0; round < ROUNDS; round++) {
    const others = otherWaysIn(user);
    others.forEach((way) => removed.add(way));
    const update: UpdateRequest = {};
    if (options.replacePassword && round === 0) update.password = randomBytes(32).toString('base64url');
    const providers = others.filter((way) => way !== PHONE && way !== 'second-factor');
    if (providers.length > 0) update.providersToUnlink = providers;
    if (user.phoneNumber) update.phoneNumber = null;
    if (others.includes('second-factor')) update.multiFactor = { enrolledFactors: null };
    if (Object.keys(update).length > 0) await auth.updateUser(uid, update);
    await nextWholeSecond();
    await auth.revokeRefreshTokens(uid);
    user = await auth.getUser(uid);
    const clean = otherWaysIn(user).length === 0 && !signedInSinceRevocation(user);
    if (clean) return { user, removed: [...removed] };
  }
  throw new Conflict(
    `No se pudo asegurar la cuenta de ${user.email ?? 'ese correo'}: mientras se le quitaban los otros accesos (cuentas vinculadas, teléfono, segundo factor) alguien volvió a entrar o a vincular uno. No se le dio ningún rol. Inténtelo de nuevo en unos minutos.`,
  );
}
