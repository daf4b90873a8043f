/**
 * The sample accounts and addresses of the local platform, said once: `npm start` creates the
 * accounts and prints both lists, the README's «Plataforma: direcciones y cuentas» names them (a
 * unit test keeps it so), and the tests sign in with them.
 *
 * A school's administrator holds the role `admin` in that school only (people/{uid}.schools); the
 * Secretaría's two accounts hold a platform role (people/{uid}.platform): `secretaria` is an
 * administrator in every school and creates schools, `secretaria-lectura` reads the overview and
 * writes nothing (functions/src/tenancy/school-auth.ts).
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { PEOPLE, type PlatformRole } from '../../functions/src/tenancy/school-auth';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';

export interface SeedAccount {
  email: string;
  password: string;
  /** Who it is, as the README and `npm start` say it. */
  label: string;
  /** A school administrator's school. */
  school?: string;
  /** A Secretaría account's platform role. */
  platform?: PlatformRole;
}

/** San José's administrator, the same account as before there were several schools. */
export const SEED_ADMIN = { email: 'admin@colegio.edu.co', password: 'Colegio-Admin-2026' } as const;

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { ...SEED_ADMIN, label: 'Administrador de San José', school: HOME_SCHOOL },
  {
    email: 'admin@lasacacias.edu.co',
    password: 'Acacias-Admin-2026',
    label: 'Administrador de Las Acacias',
    school: 'lasacacias',
  },
  {
    email: 'admin@elcarmen.edu.co',
    password: 'Carmen-Admin-2026',
    label: 'Administrador de El Carmen',
    school: 'elcarmen',
  },
  {
    email: 'secretaria@sedvilladelrio.gov.co',
    password: 'Secretaria-Admin-2026',
    label: 'Secretaría de Educación (administra todos los colegios y crea colegios)',
    platform: 'secretaria',
  },
  {
    email: 'consulta@sedvilladelrio.gov.co',
    password: 'Secretaria-Consulta-2026',
    label: 'Secretaría de Educación, solo lectura (consulta el panorama, no escribe)',
    platform: 'secretaria-lectura',
  },
];

/** The seeded administrator of `school`. */
export function schoolAdminOf(school: string): SeedAccount {
  const account = SEED_ACCOUNTS.find((a) => a.school === school);
  if (!account) throw new Error(`No hay una cuenta de ejemplo para el colegio «${school}».`);
  return account;
}

/** The seeded account with the platform role `role`. */
export function platformAccountOf(role: PlatformRole): SeedAccount {
  return SEED_ACCOUNTS.find((a) => a.platform === role)!;
}

/**
 * The local addresses: San José on the emulator's 127.0.0.1 as if it were its own domain, the
 * platform's directory on localhost, and every school under it by slug or (in a browser) as a
 * subdomain of localhost.
 */
export function seedAddresses(
  site: string,
  platform: string,
  slugs: readonly string[],
): Array<{ label: string; url: string }> {
  const { protocol, host } = new URL(platform);
  return [
    { label: 'San José, como en su propio dominio', url: `${site}/` },
    { label: 'Directorio de la plataforma', url: `${platform}/` },
    ...slugs.flatMap((slug) => [
      { label: `Colegio ${slug}`, url: `${platform}/${slug}/` },
      { label: `Colegio ${slug} (en el navegador)`, url: `${protocol}//${slug}.${host}/` },
    ]),
  ];
}

/**
 * Creates a Secretaría account (or resets its password) and gives it its platform role. Its
 * `schools` entries, if any, are left as they are.
 */
export async function ensurePlatformAccount(
  auth: Auth,
  db: Firestore,
  account: SeedAccount & { platform: PlatformRole },
): Promise<string> {
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(account.email)).uid;
    await auth.updateUser(uid, { password: account.password });
  } catch {
    uid = (
      await auth.createUser({
        email: account.email,
        password: account.password,
        emailVerified: true,
        displayName: 'Secretaría de Educación',
      })
    ).uid;
  }
  await db
    .collection(PEOPLE)
    .doc(uid)
    .set({ email: account.email, platform: account.platform }, { merge: true });
  return uid;
}
