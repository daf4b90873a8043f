/**
 * POST /api/plataforma/colegios: the Secretaría creates a school and names its first
 * administrator. A valid one is answered 201 and the school answers at /{id}/ at once, its
 * administrator invited inside it; every refusal (a 400 naming the fields, a 409 saying what is
 * taken, a read-only or school role, no token) writes nothing: no school, no host, no account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { SEED_SCHOOLS } from '../../scripts/seed/platform';
import { invitationCodeOf, testEmail } from './admins';
import { call, signIn, SITE } from './site';
import { PLATFORM, platformCall, seededAccount, seededToken } from './platform';

const root = emulatorRoot();
const stamp = Date.now().toString(36);
/** DANE codes no seeded school has: 9 and eleven digits of this run. */
const dane = (n: number) => `9${String((Date.now() * 10 + n) % 1e11).padStart(11, '0')}`;

/** A POST body (the valid one, or one a case spoils). */
interface NewSchool {
  id: string;
  name: string;
  dane: string;
  municipio: string;
  comuna?: string;
  sedes: Array<{ name: string; address?: string; dane?: string }>;
  domain?: string;
  adminEmail: string;
  [other: string]: unknown;
}

const created: string[] = [];
const hosts: string[] = [];
const emails: string[] = [];

const valid = (id: string, extra: Record<string, unknown> = {}): NewSchool => {
  const adminEmail = testEmail(`rector-${id}`);
  emails.push(adminEmail);
  return {
    id,
    name: `Institución Educativa de Prueba ${id}`,
    dane: dane(created.length * 10 + emails.length),
    municipio: 'Villa del Río',
    comuna: 'Comuna 7 - La Ladera',
    sedes: [{ name: 'Sede principal', address: 'Carrera 80 # 30-12', dane: dane(500 + emails.length) }],
    adminEmail,
    ...extra,
  };
};

let secretaria = '';
let lectura = '';
let schoolAdmin = '';
beforeAll(async () => {
  secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
  lectura = await seededToken(seededAccount({ platform: 'secretaria-lectura' }));
  schoolAdmin = await seededToken(seededAccount({ school: 'lasacacias' }));
});

afterAll(async () => {
  for (const id of created) await root.db.recursiveDelete(root.db.doc(`schools/${id}`));
  for (const host of hosts) await root.db.doc(`hosts/${host}`).delete();
  for (const email of emails) {
    const user = await root.auth.getUserByEmail(email).catch(() => null);
    if (!user) continue;
    await root.auth.deleteUser(user.uid);
    await root.db.doc(`people/${user.uid}`).delete();
  }
});

/**
 * Nothing of a refused school: no entry or data under its id (unless the id was taken), its
 * domain's host as it was before, no account for its administrator.
 */
async function expectNothingOf(
  body: { id: string; adminEmail: string; domain?: string },
  before: { existed?: boolean; host?: unknown } = {},
) {
  if (!before.existed) {
    expect((await root.db.doc(`schools/${body.id}`).get()).exists, body.id).toBe(false);
    expect(await root.db.doc(`schools/${body.id}`).listCollections()).toEqual([]);
  }
  if (body.domain) expect((await root.db.doc(`hosts/${body.domain}`).get()).data()).toEqual(before.host);
  expect(await root.auth.getUserByEmail(body.adminEmail).catch(() => null)).toBeNull();
}

type Created = {
  id: string;
  url: string;
  admin: { uid: string; email: string; created: boolean; link: string | null };
};

describe('creating a school', () => {
  it('valid: 201, the school answers at /{id}/, its administrator is invited inside it and is admin there only', async () => {
    const body = valid(`prueba-${stamp}`);
    const res = await platformCall<Created>('POST', '/api/plataforma/colegios', {
      token: secretaria,
      json: body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created.push(body.id);
    expect(res.body).toMatchObject({ id: body.id, url: `${PLATFORM}/${body.id}/`, status: 'activa' });
    expect(res.body.admin).toMatchObject({ email: body.adminEmail, created: true });
    const entry = (await root.db.doc(`schools/${body.id}`).get()).data();
    expect(entry).toMatchObject({ name: body.name, dane: body.dane, sedes: body.sedes, status: 'activa' });
    const person = (await root.db.doc(`people/${res.body.admin.uid}`).get()).data();
    expect(person?.schools).toEqual({ [body.id]: 'admin' });
    // The account has no password: it is chosen with the invitation, on the new school's own /login.
    expect(res.body.admin.link).toMatch(
      new RegExp(`^${PLATFORM}/${body.id}/login\\?mode=invitacion&codigo=`),
    );
    expect((await root.db.collection(`schools/${body.id}/_outbox`).get()).size).toBe(1);

    const home = await platformCall<string>('GET', `/${body.id}/`);
    expect(home.status).toBe(200);
    expect((await platformCall<unknown[]>('GET', `/${body.id}/api/noticias`)).body).toEqual([]);

    const invitation = await platformCall('POST', `/${body.id}/api/invitacion`, {
      json: { codigo: invitationCodeOf(res.body.admin.link!), password: 'Clave-Nueva-2026' },
    });
    expect(invitation.status).toBe(200);
    const token = await signIn(body.adminEmail, 'Clave-Nueva-2026');
    const own = await platformCall('GET', `/${body.id}/api/sesion`, { token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ role: 'admin' });
    // Nobody in the other schools: no role there, and their staff routes do not know the account.
    expect((await call('GET', '/api/sesion', { token })).body).toEqual({ role: null });
    expect((await platformCall('GET', '/lasacacias/api/sesion', { token })).body).toEqual({ role: null });
    expect((await platformCall('GET', '/lasacacias/api/admins', { token })).status).toBe(404);

    const list = await platformCall<Array<{ id: string }>>('GET', '/api/plataforma/colegios', {
      token: lectura,
    });
    expect(list.body.map((s) => s.id)).toContain(body.id);
  });

  it("with a domain of its own: the host is mapped, the school answers there, and another school's staff member is named", async () => {
    const domain = `prueba-${stamp}.localhost:${new URL(SITE).port}`;
    // A staff member of El Carmen (an account of this test, so the seeded ones keep their passwords).
    const adminEmail = testEmail(`carmen-${stamp}`);
    const { uid } = await root.auth.createUser({ email: adminEmail, password: 'Clave-De-Carmen-2026' });
    await emulatorDeps('elcarmen').auth.setCustomUserClaims(uid, { role: 'editor' });
    try {
      const body = { ...valid(`dominio-${stamp}`, { domain }), adminEmail };
      const res = await platformCall<Created>('POST', '/api/plataforma/colegios', {
        token: secretaria,
        json: body,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      created.push(body.id);
      hosts.push(domain);
      expect((await root.db.doc(`hosts/${domain}`).get()).data()).toEqual({ school: body.id });
      expect(res.body.url).toBe(`http://${domain}/`);
      // An account that exists is secured first, as in every school (decision 0009): El Carmen's
      // administrator may have chosen its password. No link; its owner sets one by mail.
      expect(res.body.admin).toMatchObject({ uid, created: false, link: null });
      await expect(signIn(adminEmail, 'Clave-De-Carmen-2026')).rejects.toThrow();
      expect((await root.db.doc(`people/${uid}`).get()).get('schools')).toEqual({
        elcarmen: 'editor',
        [body.id]: 'admin',
      });
    } finally {
      await root.auth.deleteUser(uid);
      await root.db.doc(`people/${uid}`).delete();
    }
  });

  it('refuses bad input with a 400 in Spanish naming every field at fault, and writes nothing', async () => {
    const body = {
      ...valid(`Mal Id-${stamp}`),
      dane: '12345',
      sedes: [],
      adminEmail: `no-es-correo-${stamp}`,
      domain: 'https://colegio.example/',
    };
    const res = await platformCall<{ error: string; message: string; fields: Record<string, string> }>(
      'POST',
      '/api/plataforma/colegios',
      { token: secretaria, json: body },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid-school');
    expect(Object.keys(res.body.fields).sort()).toEqual(['adminEmail', 'dane', 'domain', 'id', 'sedes']);
    expect(res.body.fields.dane).toMatch(/12 dígitos/);
    expect(res.body.message).toMatch(/«/);
    for (const bad of [{ ...valid(`x-${stamp}`), intruso: 1 }, { ...valid('api') }, []]) {
      const r = await platformCall<{ message: string }>('POST', '/api/plataforma/colegios', {
        token: secretaria,
        json: bad,
      });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.message).toMatch(/colegio|campo|«/i);
    }
    expect((await root.db.doc('schools/api').get()).exists).toBe(false);
    expect(await root.auth.getUserByEmail(`no-es-correo-${stamp}`).catch(() => null)).toBeNull();
  });

  it('refuses a taken slug, a DANE code in use and a mapped domain with a 409 saying which, and writes nothing', async () => {
    const sanJose = SEED_SCHOOLS[0]!;
    const cases: Array<[string, ReturnType<typeof valid>, boolean]> = [
      ['slug-taken', valid('lasacacias'), true],
      ['dane-taken', valid(`dane-${stamp}`, { dane: sanJose.dane }), false],
      [
        'dane-taken',
        valid(`sede-${stamp}`, { sedes: [{ name: 'Sede', dane: sanJose.sedes[1]!.dane }] }),
        false,
      ],
      ['domain-taken', valid(`host-${stamp}`, { domain: sanJose.domain }), false],
      ['domain-taken', valid(`plat-${stamp}`, { domain: new URL(PLATFORM).host }), false],
    ];
    for (const [reason, body, existed] of cases) {
      const host = body.domain ? (await root.db.doc(`hosts/${body.domain}`).get()).data() : undefined;
      const res = await platformCall<{ error: string; message: string }>('POST', '/api/plataforma/colegios', {
        token: secretaria,
        json: body,
      });
      expect(res.status, `${reason} ${body.id}`).toBe(409);
      expect(res.body.error).toBe(reason);
      expect(res.body.message).toMatch(/\bya\b|plataforma/i);
      await expectNothingOf(body, { existed, host });
    }
    // Las Acacias is as it was.
    expect((await root.db.doc('schools/lasacacias').get()).get('name')).toBe(
      'Institución Educativa Las Acacias',
    );
  });

  it('is the secretaria role’s alone: read-only 403, a school administrator 404, no token 401; nothing written', async () => {
    for (const [token, status] of [
      [lectura, 403],
      [schoolAdmin, 404],
      [undefined, 401],
    ] as const) {
      const body = valid(`rol-${status}-${stamp}`);
      const res = await platformCall<{ message: string }>('POST', '/api/plataforma/colegios', {
        token,
        json: body,
      });
      expect(res.status).toBe(status);
      await expectNothingOf(body);
    }
    expect((await platformCall('GET', '/api/plataforma/colegios', { token: schoolAdmin })).status).toBe(404);
    expect((await platformCall('GET', '/api/plataforma/colegios')).status).toBe(401);
    expect((await platformCall('DELETE', '/api/plataforma/colegios', { token: secretaria })).status).toBe(
      405,
    );
    expect((await platformCall('GET', '/api/plataforma/otra', { token: secretaria })).status).toBe(404);
  });
});
