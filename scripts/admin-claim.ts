/**
 * Grants a role, or revokes it: `npm run admin -- grant EMAIL [admin|editor|colaborador|atencion]
 * [--school ID]` (no role: `admin`), `revoke EMAIL [--school ID]`, `show EMAIL [--school ID]`; and
 * the platform's own roles, `grant EMAIL secretaria|secretaria-lectura` (every school; no
 * --school). A school role lives in the person's entry of `people/{uid}` for that school
 * (functions/src/tenancy/school-auth.ts), never in the account's claims. Without --school: the
 * platform's only school, if it has one alone.
 * Against the emulators when FIREBASE_AUTH_EMULATOR_HOST (and FIRESTORE_EMULATOR_HOST) are set;
 * against production with real credentials otherwise (GOOGLE_APPLICATION_CREDENTIALS and
 * GCLOUD_PROJECT, or gcloud's application-default login). Only a role opens the admin routes: an
 * account that merely exists has none.
 *
 * `grant` to an account that holds no role anywhere takes the same path as "Agregar" in
 * Administradores (docs/decisions/0009): before the role, linked identities (Google, …), the
 * phone number and second factors are removed and every session revoked, so the role reaches
 * password sign-in alone. Unlike the admin area, the terminal keeps the password: its operator
 * created the account in the Firebase console (README, step 5), which refuses an address that
 * already has one.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { secureAccount } from '../functions/src/data/secure-account';
import { isRole, ROLE_LABELS, ROLES, roleOfClaims } from '../functions/src/model/roles';
import {
  PEOPLE,
  PLATFORM_ROLES,
  scopeAuth,
  STAFF_ELSEWHERE,
  type PlatformRole,
} from '../functions/src/tenancy/school-auth';
import { SCHOOL_ID, SCHOOLS } from '../functions/src/tenancy/school-scope';

const args = process.argv.slice(2);
const schoolAt = args.indexOf('--school');
const schoolArg = schoolAt >= 0 ? args[schoolAt + 1] : undefined;
const [command, email, roleArg] = args.filter(
  (_, i) => schoolAt < 0 || (i !== schoolAt && i !== schoolAt + 1),
);
const usage = `Uso: npm run admin -- grant CORREO [${ROLES.join('|')}] [--school ID] | grant CORREO ${PLATFORM_ROLES.join('|')} | revoke CORREO [--school ID] | show CORREO [--school ID]`;

const isPlatformRole = (value: string): value is PlatformRole =>
  (PLATFORM_ROLES as readonly string[]).includes(value);

async function main() {
  const role = roleArg ?? 'admin';
  if (
    !email ||
    !['grant', 'revoke', 'show'].includes(command ?? '') ||
    (command === 'grant' && !isRole(role) && !isPlatformRole(role))
  ) {
    console.error(usage);
    process.exit(2);
  }
  const projectId =
    process.env.GCLOUD_PROJECT ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST ? 'demo-school' : undefined);
  const app = initializeApp(projectId ? { projectId } : undefined);
  const rootAuth = getAuth(app);
  const db = getFirestore(app);
  let user = await rootAuth.getUserByEmail(email);

  if (command === 'grant' && isPlatformRole(role)) {
    await db.collection(PEOPLE).doc(user.uid).set({ email, platform: role }, { merge: true });
    console.log(`${email}: rol de la plataforma ${role} (todos los colegios).`);
    return;
  }

  let school = schoolArg;
  if (!school) {
    const ids = (await db.collection(SCHOOLS).get()).docs.map((d) => d.id);
    if (ids.length !== 1) {
      console.error(
        `Indique el colegio con --school (${ids.length === 0 ? 'la plataforma no tiene colegios' : `uno de: ${ids.join(', ')}`}).`,
      );
      process.exit(2);
    }
    school = ids[0]!;
  }
  if (!SCHOOL_ID.test(school) || !(await db.collection(SCHOOLS).doc(school).get()).exists) {
    console.error(`No hay ningún colegio «${school}» en la plataforma.`);
    process.exit(2);
  }
  const auth = scopeAuth(rootAuth, db, school);
  user = await auth.getUser(user.uid);
  const known = roleOfClaims(user.customClaims) !== null || user.customClaims?.[STAFF_ELSEWHERE] === true;
  if (command === 'grant' && !known) {
    const secured = await secureAccount(rootAuth, user.uid, { replacePassword: false });
    const removed = secured.removed.length > 0 ? `; se quitó: ${secured.removed.join(', ')}` : '';
    console.log(
      `${email}: solo queda el inicio de sesión con contraseña y se cerraron sus sesiones${removed}.`,
    );
  }
  if (command !== 'show') {
    await auth.setCustomUserClaims(user.uid, command === 'grant' && isRole(role) ? { role } : {});
    // Someone with no role left anywhere: their open sessions end now.
    if (command === 'revoke' && (await auth.getUser(user.uid)).customClaims?.[STAFF_ELSEWHERE] !== true)
      await rootAuth.revokeRefreshTokens(user.uid);
  }
  const held = roleOfClaims((await auth.getUser(user.uid)).customClaims);
  console.log(
    `${email} en ${school}: ${held ? `rol ${held} (${ROLE_LABELS[held]})` : 'sin rol (no entra al área de administración)'}`,
  );
}

main().catch((err: unknown) => {
  console.error(`No se pudo completar la operación: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
