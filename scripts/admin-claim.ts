/**
 * Grants a role, or revokes it: `npm run admin -- grant EMAIL [admin|editor|atencion]` (no role:
 * `admin`), `revoke EMAIL`, `show EMAIL` (the `role` claim, functions/src/model/roles.ts). Against
 * the emulators when FIREBASE_AUTH_EMULATOR_HOST is set (npm start sets
 * nothing for you: export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099); against production with
 * real credentials otherwise (GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT, or gcloud's
 * application-default login). Only a role opens the admin routes: an account that merely exists
 * has none.
 *
 * `grant` to an account without a role takes the same path as "Agregar" in Administradores
 * (docs/decisions/0009): before the claim, linked identities (Google, …), the phone number and
 * second factors are removed and every session revoked, so the role reaches password sign-in
 * alone. Unlike the admin area, the terminal keeps the password: its operator created the account
 * in the Firebase console (README, step 5), which refuses an address that already has one.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { secureAccount } from '../functions/src/data/secure-account';
import { claimsWithRole, isRole, ROLE_LABELS, ROLES, roleOfClaims } from '../functions/src/model/roles';

const [command, email, roleArg] = process.argv.slice(2);
const usage = `Uso: npm run admin -- grant CORREO [${ROLES.join('|')}] | revoke CORREO | show CORREO`;

async function main() {
  const role = roleArg ?? 'admin';
  if (
    !email ||
    !['grant', 'revoke', 'show'].includes(command ?? '') ||
    (command === 'grant' && !isRole(role))
  ) {
    console.error(usage);
    process.exit(2);
  }
  const projectId =
    process.env.GCLOUD_PROJECT ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST ? 'demo-school' : undefined);
  const auth = getAuth(initializeApp(projectId ? { projectId } : undefined));
  let user = await auth.getUserByEmail(email);
  if (command === 'grant' && roleOfClaims(user.customClaims) === null) {
    const secured = await secureAccount(auth, user.uid, { replacePassword: false });
    user = secured.user;
    const removed = secured.removed.length > 0 ? `; se quitó: ${secured.removed.join(', ')}` : '';
    console.log(
      `${email}: solo queda el inicio de sesión con contraseña y se cerraron sus sesiones${removed}.`,
    );
  }
  if (command !== 'show') {
    const claims = claimsWithRole(user.customClaims, command === 'grant' && isRole(role) ? role : null);
    await auth.setCustomUserClaims(user.uid, claims);
    // Existing sessions keep their old token for up to an hour; revoking forces a new sign-in.
    if (command === 'revoke') await auth.revokeRefreshTokens(user.uid);
  }
  const after = await auth.getUser(user.uid);
  const held = roleOfClaims(after.customClaims);
  console.log(
    `${email}: ${held ? `rol ${held} (${ROLE_LABELS[held]})` : 'sin rol (no entra al área de administración)'}`,
  );
}

main().catch((err: unknown) => {
  console.error(`No se pudo completar la operación: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
