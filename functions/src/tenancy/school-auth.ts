/**
 * Firebase Auth as one school's code sees it. Accounts are the project's (one person, one
 * sign-in, roles in several schools), but a role is a school's: `people/{uid}` holds
 * `{ email, schools: { [schoolId]: role }, platform?: 'secretaria' | 'secretaria-lectura' }`,
 * a Firestore document rather than custom claims, which Firebase caps at 1,000 bytes and which a
 * person with roles in hundreds of schools would outgrow.
 *
 * The proxy turns that map into the claims the school's code has always read: getUser() and
 * friends answer `customClaims: { role }` with the role in THIS school (a `secretaria` is an
 * administrator in every school; `secretaria-lectura` holds no school role), and
 * setCustomUserClaims() writes this school's entry of the map. So the role middleware
 * (http/require-role.ts), the Administradores screen and the review mail work per school unchanged,
 * and a school's administrator can only ever touch that school's entry.
 */
import type { Auth, GetUsersResult, ListUsersResult, UserIdentifier, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { claimsWithRole, roleOfClaims, ROLES, type Role } from '../model/roles';

export const PEOPLE = 'people';
export const PLATFORM_ROLES = ['secretaria', 'secretaria-lectura'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export interface Person {
  email?: string;
  schools?: Record<string, Role>;
  platform?: PlatformRole;
}

/** The claim beside `role` that says the account holds a role somewhere else (never secured then). */
export const STAFF_ELSEWHERE = 'staffElsewhere';

/** The person's platform role, if any. */
export function platformRoleOf(person: Person | undefined): PlatformRole | null {
  const role = person?.platform;
  return role && (PLATFORM_ROLES as readonly string[]).includes(role) ? role : null;
}

/** The role a person holds in `schoolId`: their own entry, or administrator for a `secretaria`. */
export function schoolRoleOf(person: Person | undefined, schoolId: string): Role | null {
  if (platformRoleOf(person) === 'secretaria') return 'admin';
  const role = person?.schools?.[schoolId];
  return role && (ROLES as readonly string[]).includes(role) ? role : null;
}

export function scopeAuth(auth: Auth, root: Firestore, schoolId: string): Auth {
  const people = root.collection(PEOPLE);

  const asSchool = (user: UserRecord, person: Person | undefined): UserRecord => {
    const role = schoolRoleOf(person, schoolId);
    const elsewhere =
      platformRoleOf(person) !== null ||
      Object.entries(person?.schools ?? {}).some(
        ([id, r]) => id !== schoolId && (ROLES as readonly string[]).includes(r),
      );
    const customClaims: Record<string, unknown> = {
      ...claimsWithRole({}, role),
      ...(elsewhere ? { [STAFF_ELSEWHERE]: true } : {}),
    };
    // A plain copy: UserRecord's fields are read-only getters of its own.
    return { ...(JSON.parse(JSON.stringify(user)) as UserRecord), uid: user.uid, customClaims } as UserRecord;
  };
  // Under the backend deadline, as every read of a request: an outage answers 503, not a hang.
  const personOf = async (uid: string) =>
    (await withDeadline('Firestore', people.doc(uid).get())).data() as Person | undefined;
  const withRole = async (user: UserRecord) => asSchool(user, await personOf(user.uid));

  const own = {
    getUser: async (uid: string) => withRole(await auth.getUser(uid)),
    getUserByEmail: async (email: string) => withRole(await auth.getUserByEmail(email)),
    getUsers: async (ids: UserIdentifier[]): Promise<GetUsersResult> => {
      const found = await auth.getUsers(ids);
      return { ...found, users: await Promise.all(found.users.map(withRole)) };
    },
    /** The school's staff only (those with a role in it), in one page. */
    listUsers: async (): Promise<ListUsersResult> => {
      const snap = await withDeadline(
        'Firestore',
        people.where(`schools.${schoolId}`, 'in', [...ROLES]).get(),
      );
      const users: UserRecord[] = [];
      const ids = snap.docs.map((d) => d.id);
      for (let i = 0; i < ids.length; i += 100) {
        const found = await auth.getUsers(ids.slice(i, i + 100).map((uid) => ({ uid })));
        users.push(...found.users);
      }
      const byUid = new Map(snap.docs.map((d) => [d.id, d.data() as Person]));
      return { users: users.map((u) => asSchool(u, byUid.get(u.uid))) };
    },
    /** Sets this school's role from `claims.role` (none: the school's entry goes). Nothing else is stored. */
    setCustomUserClaims: async (uid: string, claims: object | null) => {
      const role = roleOfClaims(claims as Record<string, unknown> | null);
      const user = await auth.getUser(uid);
      await people
        .doc(uid)
        .set(
          { email: user.email ?? '', schools: { [schoolId]: role ?? FieldValue.delete() } },
          { merge: true },
        );
    },
  } as const;
  return new Proxy(auth, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && prop in own) return own[prop as keyof typeof own];
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
