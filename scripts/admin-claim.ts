/**
 * Grants or revokes the administrator claim: `npm run admin -- grant EMAIL`, `revoke EMAIL`,
 * `show EMAIL`. Against the emulators when FIREBASE_AUTH_EMULATOR_HOST is set (npm start sets
 * nothing for you: export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099); against production with
 * real credentials otherwise (GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT, or gcloud's
 * application-default login). Only the `admin: true` claim opens writes: an account that merely
 * exists is not an administrator.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const [command, email] = process.argv.slice(2);
const usage = 'Uso: npm run admin -- grant|revoke|show CORREO';

async function main() {
  if (!email || !['grant', 'revoke', 'show'].includes(command ?? '')) {
    console.error(usage);
    process.exit(2);
  }
  const projectId = process.env.GCLOUD_PROJECT ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST ? 'demo-school' : undefined);
  const auth = getAuth(initializeApp(projectId ? { projectId } : undefined));
  const user = await auth.getUserByEmail(email);
  if (command !== 'show') {
    const claims = { ...(user.customClaims ?? {}) };
    if (command === 'grant') claims.admin = true;
    else delete claims.admin;
    await auth.setCustomUserClaims(user.uid, claims);
    // Existing sessions keep their old token for up to an hour; revoking forces a new sign-in.
    if (command === 'revoke') await auth.revokeRefreshTokens(user.uid);
  }
  const after = await auth.getUser(user.uid);
  const isAdmin = after.customClaims?.admin === true;
  console.log(`${email}: ${isAdmin ? 'es administrador' : 'no es administrador'}`);
}

main().catch((err: unknown) => {
  console.error(`No se pudo completar la operación: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
