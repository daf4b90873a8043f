/**
 * Helpers of the administrator tests (API and end-to-end): completing a one-time link the way
 * our /login page does (the Auth emulator's REST API), and removing the accounts a test created so
 * every other suite still sees the one seeded administrator.
 */
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { SEED_ADMIN } from '../../scripts/seed/seeder';
import { call } from './site';

export const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const OOB_CODES = `${AUTH}/emulator/v1/projects/demo-school/oobCodes`;

/** Test accounts share this domain, so cleanup can find them all. */
export const testEmail = (name: string) => `${name}-${Date.now().toString(36)}@prueba-admins.edu.co`;

/** The code of an invitation's link (answered by POST /api/admins and mailed to the colleague). */
export const invitationCodeOf = (link: string) => new URL(link).searchParams.get('codigo') ?? '';

/**
 * Chooses the first password with an invitation's link, as our /login page does
 * (POST /api/invitacion); throws with the answer when it is refused.
 */
export async function acceptInvitation(link: string, password: string): Promise<void> {
  const res = await call('POST', '/api/invitacion', { json: { codigo: invitationCodeOf(link), password } });
  if (res.status !== 200) throw new Error(`invitación rechazada: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Sets a password with a one-time code, as confirmPasswordReset does. */
export async function setPassword(oobCode: string, newPassword: string): Promise<void> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  });
  if (!res.ok) throw new Error(`resetPassword failed: ${res.status} ${await res.text()}`);
}

/** The password-reset e-mails the Auth emulator recorded (it sends none). */
export async function recordedResetEmails(): Promise<
  Array<{ email: string; requestType: string; oobCode: string }>
> {
  const res = await fetch(OOB_CODES);
  const body = (await res.json()) as {
    oobCodes?: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  return (body.oobCodes ?? []).filter((c) => c.requestType === 'PASSWORD_RESET');
}

/** Deletes every test account and gives the seeded administrator back its claim, if a test took it. */
export async function removeTestAdmins(): Promise<void> {
  const { auth } = emulatorDeps();
  // Every account of the project (the school's Auth lists only its staff), and their roles.
  const root = emulatorRoot();
  const { users } = await root.auth.listUsers(1000);
  const ours = users.filter((u) => u.email?.endsWith('@prueba-admins.edu.co')).map((u) => u.uid);
  if (ours.length > 0) await root.auth.deleteUsers(ours);
  await Promise.all(ours.map((uid) => root.db.doc(`people/${uid}`).delete()));
  const seed = await auth.getUserByEmail(SEED_ADMIN.email);
  if (seed.customClaims?.admin !== true)
    await auth.setCustomUserClaims(seed.uid, { ...seed.customClaims, admin: true });
}

/** The uids holding the claim, read with the Admin SDK. */
export async function adminUids(): Promise<string[]> {
  const { auth } = emulatorDeps();
  const { users } = await auth.listUsers(1000);
  return users
    .filter((u) => u.customClaims?.admin === true)
    .map((u) => u.uid)
    .sort();
}

export async function adminLog(): Promise<Array<Record<string, unknown>>> {
  const { db } = emulatorDeps();
  const snap = await db.collection('_adminlog').get();
  return snap.docs.map((d) => d.data()).sort((a, b) => String(a.at).localeCompare(String(b.at)));
}
