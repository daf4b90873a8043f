/**
 * The seeded accounts (scripts/seed/accounts.ts): each school's administrator is an administrator
 * in that school only (another school answers 404, as one that does not exist); the Secretaría's
 * `secretaria` is an administrator in every school; `secretaria-lectura` holds no school role and
 * writes nothing. Schools are reached by their real addresses: San José at SITE, the others at the
 * platform's /{slug}/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../scripts/seed/accounts';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { SEED_SECRETARIA } from '../../scripts/seed/platform';
import { call, type CallOptions } from './site';
import { platformCall, seededAccount, seededToken } from './platform';

const SCHOOLS = [HOME_SCHOOL, 'lasacacias', 'elcarmen'];

/** A call to `school` at its own address. */
const inSchool = (school: string, method: string, path: string, options: CallOptions = {}) =>
  school === HOME_SCHOOL ? call(method, path, options) : platformCall(method, `/${school}${path}`, options);

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const account of SEED_ACCOUNTS) tokens[account.email] = await seededToken(account);
});

describe("each school's seeded administrator", () => {
  it.each(SCHOOLS)(
    'of %s is admin there; in the other schools it holds no role and their staff routes do not know it (404)',
    async (school) => {
      const { email } = seededAccount({ school });
      for (const where of SCHOOLS) {
        const res = await inSchool(where, 'GET', '/api/sesion', { token: tokens[email] });
        expect(res.status, where).toBe(200);
        expect(res.body, where).toEqual({ role: where === school ? 'admin' : null });
        const staff = await inSchool(where, 'GET', '/api/admins', { token: tokens[email] });
        expect(staff.status, where).toBe(where === school ? 200 : 404);
      }
    },
  );

  it("lists only its own school's staff in Personas y permisos", async () => {
    const res = await platformCall<Array<{ email: string }>>('GET', '/lasacacias/api/admins', {
      token: tokens[seededAccount({ school: 'lasacacias' }).email],
    });
    expect(res.status).toBe(200);
    const emails = res.body.map((a) => a.email);
    expect(emails).toContain('admin@lasacacias.edu.co');
    for (const other of SEED_ACCOUNTS.filter((a) => a.school !== 'lasacacias'))
      expect(emails).not.toContain(other.email);
  });
});

describe("the Secretaría's accounts", () => {
  it('secretaria is an administrator in every school', async () => {
    const token = tokens[seededAccount({ platform: 'secretaria' }).email];
    for (const school of SCHOOLS) {
      const res = await inSchool(school, 'GET', '/api/sesion', { token });
      expect(res.status, school).toBe(200);
      expect(res.body, school).toMatchObject({ role: 'admin' });
    }
  });

  it('hold their roles in people/{uid}.platform, no school entry', async () => {
    const root = emulatorRoot();
    for (const platform of ['secretaria', 'secretaria-lectura'] as const) {
      const { uid } = await root.auth.getUserByEmail(seededAccount({ platform }).email);
      const person = (await root.db.doc(`people/${uid}`).get()).data();
      expect(person).toMatchObject({ platform });
      expect(person?.schools ?? {}).toEqual({});
    }
  });

  it('secretaria-lectura reads the list of schools and writes nothing, in the platform or in a school', async () => {
    const token = tokens[seededAccount({ platform: 'secretaria-lectura' }).email];
    const list = await platformCall<Array<{ id: string }>>('GET', '/api/plataforma/colegios', { token });
    expect(list.status).toBe(200);
    expect(list.body.map((s) => s.id)).toEqual(expect.arrayContaining(SCHOOLS));
    const create = await platformCall<{ message: string }>('POST', '/api/plataforma/colegios', {
      token,
      json: {},
    });
    expect(create.status).toBe(403);
    expect(create.body.message).toMatch(/solo lectura/);
    // In a school it holds no role: the school's staff routes do not know it.
    for (const school of SCHOOLS) {
      expect((await inSchool(school, 'GET', '/api/sesion', { token })).body, school).toEqual({ role: null });
      const write = await inSchool(school, 'PUT', '/api/docentes/order', { token, json: {} });
      expect(write.status, school).toBe(404);
    }
  });
});

describe("the platform's session (the console's sign-in)", () => {
  it('names the Secretaría role of any verified account, null for anyone else, at both addresses', async () => {
    for (const account of SEED_ACCOUNTS) {
      const want = { platform: account.platform ?? null, email: account.email };
      const own = await platformCall('GET', '/api/plataforma/sesion', { token: tokens[account.email] });
      expect([own.status, own.body], account.email).toEqual([200, want]);
      const asked = await platformCall('GET', '/api/sesion', { token: tokens[account.email] });
      expect([asked.status, asked.body], account.email).toEqual([200, { role: null, ...want }]);
    }
    expect((await platformCall('GET', '/api/plataforma/sesion')).status).toBe(401);
  });

  it("gives the admin app's frame the Secretaría's name", async () => {
    const res = await platformCall<Array<{ title: string }>>('GET', '/api/sitio');
    expect(res.status).toBe(200);
    expect(res.body[0]?.title).toBe(SEED_SECRETARIA.name);
  });
});
