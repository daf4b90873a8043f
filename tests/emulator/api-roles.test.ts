/**
 * Roles: every staff route × every kind of caller, the expected status of each
 * (functions/src/model/roles.ts is the table the function applies). The routes are read from the
 * function's own router, so a route added without a row in tests/emulator/route-matrix.ts (which
 * the isolation matrix reads too) fails the first test.
 *
 * An allowed call is made so that it changes nothing (an unknown id, an empty body): its status
 * (404, 400, 200) proves the guard let it through; a refused one is 401 (no valid token) or 403
 * (with a Spanish message). Then: a demoted administrator's next request, the last-administrator
 * rules and the log of role changes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../functions/src/model/collections';
import { SETTINGS_COLLECTIONS, type Role } from '../../functions/src/model/roles';
import { platformApiRouter } from '../../functions/src/platform/platform-api';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { adminLog, acceptInvitation, removeTestAdmins, testEmail } from './admins';
import { call, signIn } from './site';
import { platformCall, seededAccount, seededToken } from './platform';
import { adminToken, firstRecord, visitorToken } from './state';
import {
  CASES,
  holdConformityTurn,
  matrixIds,
  PUBLIC_ROUTES,
  routerRoutes,
  type Layer,
} from './route-matrix';
import { claimsOf } from './tokens';

const PASSWORD = 'Clave-Roles-2026';

/** Who calls: no token, an account without a role, each role, and an `admin: true` account from before roles. */
const CALLERS = ['none', 'visitor', 'editor', 'colaborador', 'atencion', 'admin', 'legacy'] as const;
type Caller = (typeof CALLERS)[number];

/** A new account with `role`, added by the seeded administrator through the API, signed in. */
async function account(role: Role, token: string): Promise<{ uid: string; token: string; email: string }> {
  const email = testEmail(role);
  const res = await call<{ uid: string; link: string; role: Role }>('POST', '/api/admins', {
    token,
    json: { email, role },
  });
  expect(res.status).toBe(201);
  expect(res.body.role).toBe(role);
  await acceptInvitation(res.body.link, PASSWORD);
  return { uid: res.body.uid, email, token: await signIn(email, PASSWORD) };
}

const tokens = {} as Record<Caller, string | undefined>;
let seedUid = '';
let releaseTurn = async () => {};

beforeAll(async () => {
  await removeTestAdmins();
  tokens.none = undefined;
  tokens.legacy = await adminToken();
  seedUid = String(claimsOf(tokens.legacy).user_id);
  tokens.visitor = await visitorToken();
  for (const role of ['editor', 'colaborador', 'atencion', 'admin'] as const)
    tokens[role] = (await account(role, tokens.legacy)).token;
  matrixIds.sitio = (await firstRecord('sitio'))._id;
  matrixIds.docente = (await firstRecord('docentes'))._id;
  releaseTurn = await holdConformityTurn('sanjose');
});
afterAll(async () => {
  await releaseTurn();
  await removeTestAdmins();
});

describe('the route-by-role matrix', () => {
  it('covers every route of the function: a new staff route needs its row here', () => {
    const inMatrix = new Set([...CASES.map((c) => c.route), ...PUBLIC_ROUTES]);
    const missing = routerRoutes().filter((route) => !inMatrix.has(route));
    expect(missing, 'routes without a row in the role matrix').toEqual([]);
  });

  it("seeded administrator holds its role in the school's people map, none in its token", async () => {
    const claims = claimsOf(tokens.legacy!);
    expect(claims.admin).toBeUndefined();
    expect(claims.role).toBeUndefined();
    const person = await emulatorRoot().db.doc(`people/${seedUid}`).get();
    expect(person.get('schools')).toMatchObject({ sanjose: 'admin' });
  });

  for (const c of CASES) {
    it(`${c.route} (${c.what})`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      const messages: string[] = [];
      for (const caller of CALLERS) {
        const role: Role | null =
          caller === 'legacy' ? 'admin' : caller === 'none' || caller === 'visitor' ? null : caller;
        want[caller] = caller === 'none' ? 401 : role && c.roles.includes(role) ? c.allowed : 403;
        const res = await call<{ message?: string }>(c.method, c.path(), {
          ...(c.tokenInForm
            ? {
                body: new URLSearchParams({ idToken: tokens[caller] ?? '' }).toString(),
                headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
              }
            : { token: tokens[caller] }),
          ...(c.json !== undefined ? { json: c.json } : {}),
          ...(c.form ? { form: c.form() } : {}),
        });
        got[caller] = res.status;
        if (res.status === 403 || res.status === 401) messages.push(String(res.body.message ?? ''));
      }
      expect(got).toEqual(want);
      // Every refusal says why, in Spanish.
      for (const message of messages) expect(message).toMatch(/(sesión|rol|permisos)/);
    });
  }
});

describe('the admin home overview (GET /api/overview)', () => {
  type Section = { collection: string; rows: Array<Record<string, unknown>> };
  const overview = (token: string | undefined) => call<Section[]>('GET', '/api/overview', { token });

  it("answers each section the role edits, in one request: a name, when and by whom, none of the records' other values", async () => {
    const admin = await overview(tokens.admin);
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(admin.body.map((s) => s.collection)).toEqual([...COLLECTION_NAMES]);
    // The seeded docentes, row for row, named as the home shows them.
    const docentes = (
      await call<Array<Record<string, unknown>>>('GET', '/api/docentes', { token: tokens.admin })
    ).body;
    const rows = admin.body.find((s) => s.collection === 'docentes')!.rows;
    expect(rows.map((r) => r._id)).toEqual(docentes.map((d) => d._id));
    expect(rows[0]).toEqual({
      _id: docentes[0]!._id,
      title: [docentes[0]!.title, docentes[0]!.titleone].filter(Boolean).join(' '),
      updatedAt: docentes[0]!.updatedAt,
      ...(docentes[0]!.updatedBy ? { updatedBy: docentes[0]!.updatedBy } : {}),
    });
    for (const section of admin.body)
      for (const row of section.rows) {
        expect(
          Object.keys(row).filter((k) => !['_id', 'title', 'updatedAt', 'updatedBy'].includes(k)),
          section.collection,
        ).toEqual([]);
        expect(row.title, `${section.collection}/${String(row._id)}`).toMatch(/\S/);
      }
  });

  it("an editor's overview has no settings; a POST is a 405 in Spanish", async () => {
    const editor = await overview(tokens.editor);
    expect(editor.status).toBe(200);
    expect(editor.body.map((s) => s.collection)).toEqual(
      COLLECTION_NAMES.filter((n) => !SETTINGS_COLLECTIONS.includes(n)),
    );
    const post = await call<{ message: string }>('POST', '/api/overview', { token: tokens.admin, json: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(post.body.message).toMatch(/Método no permitido/);
  });
});

describe('role changes', () => {
  let legacy: string;
  beforeAll(() => {
    legacy = tokens.legacy!;
  });
  // Each test adds the accounts it needs; the matrix's stay untouched.
  beforeEach(async () => {
    const { auth } = emulatorDeps();
    const seed = await auth.getUser(seedUid);
    if (seed.customClaims?.admin !== true)
      await auth.setCustomUserClaims(seedUid, { ...seed.customClaims, admin: true });
  });

  it("a demoted administrator's very next request is judged by the new role, with the same token", async () => {
    const other = await account('admin', legacy);
    const sitio = await call<Record<string, unknown>>('GET', `/api/sitio/${matrixIds.sitio}`, {
      token: other.token,
    });
    const { _id, createdAt, ...fields } = sitio.body;
    void _id;
    void createdAt;
    // Allowed before: the same save the administrator would make.
    expect(
      (await call('PUT', `/api/sitio/${matrixIds.sitio}`, { token: other.token, json: fields })).status,
    ).toBe(200);
    const demoted = await call<{ role: Role; changed: boolean }>('PATCH', `/api/admins/${other.uid}`, {
      token: legacy,
      json: { role: 'editor' },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ role: 'editor', changed: true });
    const again = await call<Record<string, unknown>>('GET', `/api/sitio/${matrixIds.sitio}`, {
      token: legacy,
    });
    const refused = await call<{ message: string }>('PUT', `/api/sitio/${matrixIds.sitio}`, {
      token: other.token,
      json: { ...fields, updatedAt: again.body.updatedAt },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Su rol \(Editor\) no permite cambiar los datos del colegio/);
    // Nothing stored changed by the refusal.
    expect(
      (await call<Record<string, unknown>>('GET', `/api/sitio/${matrixIds.sitio}`, { token: legacy })).body
        .updatedAt,
    ).toBe(again.body.updatedAt);
    // Still an editor: accounts are closed, content is open.
    expect((await call('GET', '/api/admins', { token: other.token })).status).toBe(403);
    expect((await call('GET', '/api/trash', { token: other.token })).status).toBe(200);
  });

  it('POST without a role is a 400 asking for it (none is assumed); an unknown role is a 400 in Spanish, nothing created', async () => {
    const email = testEmail('sin-rol');
    const none = await call<{ message: string }>('POST', '/api/admins', { token: legacy, json: { email } });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^Elija el rol/);
    expect(
      await emulatorDeps()
        .auth.getUserByEmail(email)
        .catch(() => null),
    ).toBeNull();
    const res = await call<{ role: Role }>('POST', '/api/admins', {
      token: legacy,
      json: { email, role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('admin');
    const bad = await call<{ message: string }>('POST', '/api/admins', {
      token: legacy,
      json: { email: testEmail('malo'), role: 'superadmin' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/El rol debe ser uno de/);
    const patch = await call<{ message: string }>(
      'PATCH',
      `/api/admins/${res.body && (res.body as { uid?: string }).uid}`,
      { token: legacy, json: { role: 'jefe' } },
    );
    expect(patch.status).toBe(400);
    const extra = await call('PATCH', `/api/admins/${seedUid}`, {
      token: legacy,
      json: { role: 'editor', email: 'x@y.co' },
    });
    expect(extra.status).toBe(400);
  });

  it('lists every staff account with its role', async () => {
    const list = await call<Array<{ email: string; role: Role }>>('GET', '/api/admins', { token: legacy });
    expect(list.status).toBe(200);
    const roles = new Set(list.body.map((a) => a.role));
    expect(roles).toEqual(new Set(['admin', 'editor', 'colaborador', 'atencion']));
  });

  it('the last administrator can be neither demoted nor revoked (409, in Spanish)', async () => {
    // Every administrator but the seeded one becomes an editor first.
    const list = await call<Array<{ uid: string; role: Role }>>('GET', '/api/admins', { token: legacy });
    for (const a of list.body.filter((x) => x.role === 'admin' && x.uid !== seedUid)) {
      expect(
        (await call('PATCH', `/api/admins/${a.uid}`, { token: legacy, json: { role: 'editor' } })).status,
      ).toBe(200);
    }
    const demote = await call<{ message: string }>('PATCH', `/api/admins/${seedUid}`, {
      token: legacy,
      json: { role: 'editor' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/último administrador/);
    const revoke = await call<{ message: string }>('DELETE', `/api/admins/${seedUid}`, { token: legacy });
    expect(revoke.status).toBe(409);
    expect(revoke.body.message).toMatch(/último administrador/);
    const { auth } = emulatorDeps();
    expect((await auth.getUser(seedUid)).customClaims?.admin).toBe(true);
    // An editor is no administrator: revoking one is allowed with a single administrator.
    const editor = await account('editor', legacy);
    expect((await call('DELETE', `/api/admins/${editor.uid}`, { token: legacy })).status).toBe(200);
  });

  it('one cannot change one’s own role even with another administrator left', async () => {
    const other = await account('admin', legacy);
    const self = await call<{ message: string }>('PATCH', `/api/admins/${other.uid}`, {
      token: other.token,
      json: { role: 'editor' },
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/su propio rol/);
  });

  it('logs every role change: who, when, whom, from what to what', async () => {
    const target = await account('atencion', legacy);
    const res = await call('PATCH', `/api/admins/${target.uid}`, { token: legacy, json: { role: 'editor' } });
    expect(res.status).toBe(200);
    // Same role again: no change, no log line.
    const same = await call<{ changed: boolean }>('PATCH', `/api/admins/${target.uid}`, {
      token: legacy,
      json: { role: 'editor' },
    });
    expect(same.body.changed).toBe(false);
    const entries = (await adminLog()).filter((e) => (e.target as { uid: string }).uid === target.uid);
    expect(entries.map((e) => [e.action, e.role, e.from ?? null])).toEqual([
      ['grant', 'atencion', null],
      ['role', 'editor', 'atencion'],
    ]);
    const change = entries[1]!;
    expect((change.by as { uid: string }).uid).toBe(seedUid);
    expect(change.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

/**
 * The platform's own routes (routes/platform-api.ts, on the platform's domain): the Secretaría's
 * two roles, a school's administrator and anyone else. Read from that router, so a platform route
 * added without a row here fails too. An allowed write is an empty body (400: nothing created).
 */
describe("the platform's route-by-role matrix", () => {
  const CALLERS_HERE = ['none', 'visitor', 'school-admin', 'secretaria-lectura', 'secretaria'] as const;
  const PLATFORM_CASES: Array<{
    route: string;
    /** The address called, when the route has a parameter. */
    path?: string;
    method: string;
    json?: unknown;
    want: Record<(typeof CALLERS_HERE)[number], number>;
  }> = [
    {
      route: 'GET /api/plataforma/colegios',
      method: 'GET',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      route: 'POST /api/plataforma/colegios',
      method: 'POST',
      json: {},
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 403, secretaria: 400 },
    },
    // A school's life (school-lifecycle.ts), on a school that does not exist: nothing retired here.
    ...(['POST retirar', 'POST reactivar', 'GET exportar'] as const).map((what) => {
      const [method, action] = what.split(' ') as [string, string];
      return {
        route: `${method} /api/plataforma/colegios/:id/${action}`,
        path: `/api/plataforma/colegios/no-existe-nunca/${action}`,
        method,
        want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 403, secretaria: 404 },
      };
    }),
    // The Secretaría's broadcasts (platform/broadcasts.ts): an empty body is refused (400) before
    // anything is written; an id that is none is a 404 for both roles' reads and the writer's writes.
    {
      route: 'GET /api/plataforma/comunicados',
      method: 'GET',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      route: 'POST /api/plataforma/comunicados',
      method: 'POST',
      json: {},
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 403, secretaria: 400 },
    },
    {
      route: 'GET /api/plataforma/comunicados/:id',
      method: 'GET',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 404, secretaria: 404 },
    },
    {
      route: 'PUT /api/plataforma/comunicados/:id',
      method: 'PUT',
      json: {},
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 403, secretaria: 404 },
    },
    {
      route: 'DELETE /api/plataforma/comunicados/:id',
      method: 'DELETE',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 403, secretaria: 404 },
    },
    {
      route: 'POST /api/plataforma/comunicados/:id/reanudar',
      method: 'POST',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 403, secretaria: 404 },
    },
    {
      route: 'GET /api/plataforma/conformidad',
      method: 'GET',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      route: 'GET /api/plataforma/colegios/:id/conformidad',
      method: 'GET',
      path: '/api/plataforma/colegios/elcarmen/conformidad',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      // The school's turn is held (below): an allowed run answers 409 and checks nothing.
      route: 'POST /api/plataforma/colegios/:id/conformidad',
      method: 'POST',
      path: '/api/plataforma/colegios/elcarmen/conformidad',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 403, secretaria: 409 },
    },
    {
      // Every school's figures (platform-panel.ts): both Secretaría roles read, nobody writes.
      route: 'GET /api/plataforma/panel',
      method: 'GET',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      route: 'GET /api/plataforma/panel.csv',
      method: 'GET',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      route: 'GET /api/plataforma/sitio',
      method: 'GET',
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      // An empty body: no name, so 400 and nothing written.
      route: 'PUT /api/plataforma/sitio',
      method: 'PUT',
      json: {},
      want: { none: 401, visitor: 404, 'school-admin': 404, 'secretaria-lectura': 403, secretaria: 400 },
    },
    {
      // Who is signed in (platform-session.ts): any verified account, the console's sign-in asks it.
      route: 'GET /api/plataforma/sesion',
      method: 'GET',
      want: { none: 401, visitor: 200, 'school-admin': 200, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      route: 'GET /api/sesion',
      method: 'GET',
      want: { none: 401, visitor: 200, 'school-admin': 200, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      // The Secretaría's name for the admin app's frame: public, as a school's /api/sitio.
      route: 'GET /api/sitio',
      method: 'GET',
      want: { none: 200, visitor: 200, 'school-admin': 200, 'secretaria-lectura': 200, secretaria: 200 },
    },
    {
      // "Cerrar sesión" ends a preview's credential; the platform has none (204 for anyone).
      route: 'DELETE /vista-previa/sesion',
      method: 'DELETE',
      want: { none: 204, visitor: 204, 'school-admin': 204, 'secretaria-lectura': 204, secretaria: 204 },
    },
  ];
  let releaseElCarmen = async () => {};
  afterAll(() => releaseElCarmen());
  const here = {} as Record<(typeof CALLERS_HERE)[number], string | undefined>;
  beforeAll(async () => {
    here.none = undefined;
    here.visitor = await visitorToken();
    here['school-admin'] = await adminToken();
    here['secretaria-lectura'] = await seededToken(seededAccount({ platform: 'secretaria-lectura' }));
    here.secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
    releaseElCarmen = await holdConformityTurn('elcarmen');
  });

  it('covers every platform route', () => {
    const { auth, db, bucket } = emulatorRoot();
    const routes = routerRoutes(platformApiRouter(auth, db, { bucket }).stack as unknown as Layer[]);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !PLATFORM_CASES.some((c) => c.route === r))).toEqual([]);
  });

  for (const c of PLATFORM_CASES) {
    it(c.route, async () => {
      const got: Record<string, number> = {};
      for (const caller of CALLERS_HERE) {
        const path = c.path ?? c.route.split(' ')[1]!;
        const res = await platformCall<{ message?: string }>(c.method, path, {
          token: here[caller],
          ...(c.json !== undefined ? { json: c.json } : {}),
        });
        got[caller] = res.status;
        if (res.status === 401 || res.status === 403) expect(res.body.message).toMatch(/(sesión|rol)/);
      }
      expect(got).toEqual(c.want);
    });
  }
});
