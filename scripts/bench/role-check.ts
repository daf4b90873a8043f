/**
 * What reading the role fresh costs (docs/decisions/0015-roles.md): three ways to check
 * a staff token, each run N times on the Admin SDK against the Auth emulator:
 *   A. verifyIdToken(token, true)                 — before roles: revocation checked, the token's claims
 *   B. verifyIdToken(token) + getUser(uid)        — now: one lookup gives revocation AND current claims
 *   C. verifyIdToken(token, true) + getUser(uid)  — the naive fresh read: two lookups
 * Run: bash scripts/with-emulators.sh npx tsx scripts/bench/role-check.ts
 * The emulator is on loopback: the figures are the CPU and round-trip cost here; in production
 * each lookup is a call to the Auth backend (tens of ms), which is why B keeps it to one.
 */
import { performance } from 'node:perf_hooks';
import { emulatorDeps } from '../seed/emulator-admin';

const N = Number(process.env.N ?? 200);
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

const EMAIL = 'bench-roles@prueba-admins.edu.co';
const PASSWORD = 'Bench-Roles-2026';

/** An editor of its own (removed at the end), signed in through the emulator's REST API. */
async function token(auth: ReturnType<typeof emulatorDeps>['auth']): Promise<string> {
  const user = await auth.createUser({ email: EMAIL, password: PASSWORD });
  await auth.setCustomUserClaims(user.uid, { role: 'editor' });
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

async function time(name: string, check: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 10; i++) await check();
  const ms: number[] = [];
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    await check();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(2);
  console.log(`${name.padEnd(44)} median ${at(0.5)} ms   p95 ${at(0.95)} ms   (n=${N})`);
}

async function main() {
  const { auth } = emulatorDeps();
  await auth.getUserByEmail(EMAIL).then(
    (u) => auth.deleteUser(u.uid),
    () => undefined,
  );
  const t = await token(auth);
  const uid = (await auth.verifyIdToken(t)).uid;
  await time('A verifyIdToken(t, true)', () => auth.verifyIdToken(t, true));
  await time('B verifyIdToken(t) + getUser (chosen)', async () => {
    await auth.verifyIdToken(t);
    await auth.getUser(uid);
  });
  await time('C verifyIdToken(t, true) + getUser', async () => {
    await auth.verifyIdToken(t, true);
    await auth.getUser(uid);
  });
  await time('  getUser alone', () => auth.getUser(uid));
  await time('  verifyIdToken(t) alone (no lookup)', () => auth.verifyIdToken(t));
  await auth.deleteUser(uid);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
