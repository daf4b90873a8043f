/**
 * Staff accounts of the roles a file needs, made through Administradores as the school makes them,
 * and the records the file creates, deleted at its end: what the drafts and the unpublished-files
 * files share.
 */
import { expect } from 'vitest';
import type { Role } from '../../functions/src/model/roles';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { acceptInvitation, removeTestAdmins, testEmail } from './admins';
import { call, signIn } from './site';
import { adminToken } from './state';

export type Rec = Record<string, unknown> & {
  _id: string;
  updatedAt: string;
  slug?: string;
  estado?: string;
};

export function staffFixture(password: string) {
  let admin = '';
  const created: Array<[string, string]> = [];
  return {
    admin: () => admin,
    async start() {
      admin = await adminToken();
    },
    /** An account of `role`, its password set from the invitation's link, signed in. */
    async account(role: Role, name: string) {
      const email = testEmail(name);
      const res = await call<{ uid: string; link: string }>('POST', '/api/admins', {
        token: admin,
        json: { email, role },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await acceptInvitation(res.body.link, password);
      return { uid: res.body.uid, token: await signIn(email, password) };
    },
    /** A record created as `token`'s account: 201, and deleted by `finish`. */
    async create(token: string, collection: string, json: Record<string, unknown>): Promise<Rec> {
      const res = await call<Rec>('POST', `/api/${collection}`, { token, json });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      created.push([collection, res.body._id]);
      return res.body;
    },
    /** The records deleted, the test clock back, the accounts removed. */
    async finish() {
      for (const [collection, id] of created)
        await call('DELETE', `/api/${collection}/${id}`, { token: admin });
      await emulatorDeps().db.doc('_test/clock').delete();
      await removeTestAdmins();
    },
  };
}
