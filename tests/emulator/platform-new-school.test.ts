/**
 * "Nueva institución" end to end on the API: a refused school leaves nothing behind (documents,
 * hosts, people, accounts, files counted before and after); a created one answers at once with its
 * logo, its contact and the Secretaría's templates, each template page showing "Texto de
 * ejemplo" and listed pending in its ITA checklist until the rector edits it; retiring turns
 * every address of it (own domain, /{slug}/, subdomain, admin, API, media) into a 410 that links
 * the directory, the directory stops listing it, and its data still exports; reactivating brings
 * it back. Every school this file creates is removed afterwards, with its host, people and files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { TRANSPARENCY_ANNEX } from '../../functions/src/model/transparency-annex';
import { invitationCodeOf, testEmail } from './admins';
import { html, png } from './fixtures';
import { PLATFORM, platformCall, seededAccount, seededToken, subdomainCall } from './platform';
import { call, signIn, SITE } from './site';

const root = emulatorRoot();
const stamp = Date.now().toString(36);
const port = new URL(SITE).port;
/** DANE codes no seeded school has: 8 and eleven digits of this run. */
const dane = (n: number) => `8${String((Date.now() * 10 + n) % 1e11).padStart(11, '0')}`;

const created: string[] = [];
const emails: string[] = [];

let secretaria = '';
let lectura = '';
beforeAll(async () => {
  secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
  lectura = await seededToken(seededAccount({ platform: 'secretaria-lectura' }));
});

/** Removes a school this file made: its documents, its host, its people and accounts, its files. */
async function removeSchool(id: string) {
  const entry = (await root.db.doc(`schools/${id}`).get()).data();
  await root.db.recursiveDelete(root.db.doc(`schools/${id}`));
  if (entry?.domain) await root.db.doc(`hosts/${entry.domain}`).delete();
  await root.bucket.deleteFiles({ prefix: `schools/${id}/`, force: true });
}

afterAll(async () => {
  for (const id of created) await removeSchool(id);
  for (const email of emails) {
    const user = await root.auth.getUserByEmail(email).catch(() => null);
    if (!user) continue;
    await root.auth.deleteUser(user.uid);
    await root.db.doc(`people/${user.uid}`).delete();
  }
});

const valid = (id: string, extra: Record<string, unknown> = {}) => {
  const adminEmail = testEmail(`rector-${id}`);
  emails.push(adminEmail);
  return {
    id,
    name: `Institución Educativa Nueva ${id}`,
    dane: dane(emails.length),
    municipio: 'Villa del Río',
    sedes: [
      { name: 'Sede principal', address: 'Carrera 80 # 30-12', dane: dane(300 + emails.length) },
      { name: 'Sede La Loma', address: 'Vereda La Loma', dane: dane(600 + emails.length) },
    ],
    contacto: {
      email: `contacto-${id}@prueba.edu.co`,
      phone: '(604) 444 9090',
      address: 'Carrera 80 # 30-12',
    },
    colores: { primary: '#0b4f8a', secondary: '#7d5700' },
    adminEmail,
    ...extra,
  };
};

/** A multipart creation: the school's JSON in `colegio`, the logo in `logo`. */
function schoolForm(body: object, logo?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.set('colegio', JSON.stringify(body));
  if (logo) form.set('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type }), logo.name);
  return form;
}

/** What a refusal must leave as it was. */
async function census() {
  const [schools, hosts, people, files] = await Promise.all([
    root.db.collection('schools').listDocuments(),
    root.db.collection('hosts').listDocuments(),
    root.db.collection('people').count().get(),
    root.bucket.getFiles({ prefix: 'schools/' }),
  ]);
  return {
    schools: schools.map((d) => d.id).sort(),
    hosts: hosts.map((d) => d.id).sort(),
    people: people.data().count,
    files: files[0].length,
  };
}

type Created = { id: string; url: string; admin: { uid: string; link: string | null; mailed: boolean } };

describe('refusals create nothing', () => {
  const seededHost = `127.0.0.1:${port}`;
  const CASES: Array<{
    what: string;
    body: (b: ReturnType<typeof valid>) => object;
    logo?: { bytes: Buffer; name: string; type: string };
    status: number;
    message: RegExp;
    field?: string;
    /** What the field's own message says, when not `message`. */
    fieldMessage?: RegExp;
  }> = [
    {
      what: 'a DANE code that is not 12 digits',
      body: (b) => ({ ...b, dane: '12345' }),
      status: 400,
      message: /exactamente 12 dígitos/,
      field: 'dane',
    },
    {
      what: "a DANE code already used (San José's)",
      body: (b) => ({ ...b, dane: '105001000101' }),
      status: 409,
      message: /El código DANE 105001000101 ya es de/,
    },
    {
      what: 'a slug already taken',
      body: (b) => ({ ...b, id: 'lasacacias' }),
      status: 409,
      message: /Ya existe un colegio con el identificador «lasacacias»/,
    },
    {
      what: 'a slug that is not URL-safe',
      body: (b) => ({ ...b, id: 'Colegio Nuevo!' }),
      status: 400,
      message: /letras minúsculas sin tildes/,
      field: 'id',
    },
    {
      what: 'a reserved slug',
      body: (b) => ({ ...b, id: 'secretaria' }),
      status: 400,
      message: /dirección reservada/,
      field: 'id',
      fieldMessage: /no puede ser «secretaria»/,
    },
    {
      what: 'a domain already mapped',
      body: (b) => ({ ...b, domain: seededHost }),
      status: 409,
      message: /ya está asignado a otro colegio/,
    },
    {
      what: 'a colour that fails AA contrast',
      body: (b) => ({ ...b, colores: { primary: '#ffd400', secondary: '#7d5700' } }),
      status: 400,
      message: /no cumple WCAG 2.1 AA/,
      field: 'colores.primary',
    },
    {
      what: 'a logo that is not an image',
      body: (b) => b,
      logo: { bytes: html, name: 'escudo.png', type: 'image/png' },
      status: 400,
      message: /Escudo o logotipo/,
      field: 'logo',
    },
  ];

  for (const c of CASES) {
    it(`refuses ${c.what} (${c.status}, in Spanish) and writes nothing`, async () => {
      const body = c.body(valid(`rechazo-${stamp}`));
      const before = await census();
      const res = await platformCall<{ message: string; fields?: Record<string, string> }>(
        'POST',
        '/api/plataforma/colegios',
        { token: secretaria, form: schoolForm(body, c.logo) },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(c.status);
      expect(res.body.message).toMatch(c.message);
      if (c.field) expect(res.body.fields?.[c.field]).toMatch(c.fieldMessage ?? c.message);
      expect(await census()).toEqual(before);
      expect(
        await root.auth.getUserByEmail((body as { adminEmail: string }).adminEmail).catch(() => null),
      ).toBeNull();
    });
  }

  it('refuses a logo of the wrong size (512x512 asked) and writes nothing', async () => {
    const body = valid(`rechazo2-${stamp}`);
    const before = await census();
    const res = await platformCall<{ fields?: Record<string, string> }>('POST', '/api/plataforma/colegios', {
      token: secretaria,
      form: schoolForm(body, { bytes: await png(600, 400), name: 'escudo.png', type: 'image/png' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.logo).toMatch(/512x512/);
    expect(await census()).toEqual(before);
  });

  it('refuses every write of the read-only role (403) and writes nothing', async () => {
    const before = await census();
    const body = valid(`lectura-${stamp}`);
    const res = await platformCall<{ message: string }>('POST', '/api/plataforma/colegios', {
      token: lectura,
      form: schoolForm(body, { bytes: await png(512, 512), name: 'escudo.png', type: 'image/png' }),
    });
    expect(res.status).toBe(403);
    for (const [method, path] of [
      ['POST', '/api/plataforma/colegios/lasacacias/retirar'],
      ['POST', '/api/plataforma/colegios/lasacacias/reactivar'],
      ['GET', '/api/plataforma/colegios/lasacacias/exportar'],
    ] as const) {
      const answer = await platformCall<{ message: string }>(method, path, { token: lectura });
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toMatch(/solo lectura/);
    }
    expect(await census()).toEqual(before);
    expect((await root.db.doc('schools/lasacacias').get()).get('status')).toBe('activa');
  });
});

const TEMPLATE_PAGES = [
  '/resenahistorica',
  '/horizonteinstitucional',
  `/transparencia/${TRANSPARENCY_ANNEX[0]!.slug}`,
  '/participa/diagnostico',
  '/accesibilidad',
  '/politica-de-privacidad',
  '/terminos-y-condiciones',
  '/derechos-de-autor',
];

/** Waits (on the condition, not a time) until `read` gives `want`: another instance's table may lag a minute. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 75_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('a new school, its templates and its retirement', () => {
  const id = `nueva-${stamp}`;
  const domain = `nueva-${stamp}.localhost:${port}`;
  let body: ReturnType<typeof valid>;
  let rector = '';

  it('is created with its logo, contact and colours, its rector invited; it answers at once', async () => {
    body = valid(id, { domain });
    const res = await platformCall<Created>('POST', '/api/plataforma/colegios', {
      token: secretaria,
      form: schoolForm(body, { bytes: await png(512, 512), name: 'escudo.png', type: 'image/png' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created.push(id);
    expect(res.body.admin.mailed).toBe(true);
    const entry = (await root.db.doc(`schools/${id}`).get()).data();
    expect(entry).toMatchObject({ status: 'activa', colores: body.colores, sedes: body.sedes });
    const sitio = (await root.db.collection(`schools/${id}/sitio`).get()).docs.map((d) => d.data());
    expect(sitio).toHaveLength(1);
    expect(sitio[0]).toMatchObject({
      title: body.name,
      email: body.contacto.email,
      phoneOne: '(604) 444 9090',
    });
    expect(sitio[0]!.logo).toMatch(/\.png$/);
    const logo = await platformCall('GET', `/${id}/media/${String(sitio[0]!.logo)}`);
    expect(logo.status).toBe(200);

    await platformCall('POST', `/${id}/api/invitacion`, {
      json: { codigo: invitationCodeOf(res.body.admin.link!), password: 'Clave-Rector-2026' },
    });
    rector = await signIn(body.adminEmail, 'Clave-Rector-2026');
  });

  it('shows «Texto de ejemplo» on every template page, and its ITA checklist lists them pending', async () => {
    for (const path of TEMPLATE_PAGES) {
      const page = await platformCall<string>('GET', `/${id}${path}`, { headers: { Accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('Texto de ejemplo');
      expect(page.body, path).toContain(body.name);
    }
    const ita = await platformCall<{
      items: Array<{ id: string; automaticEvidence: string[]; status: string; sampleText?: boolean }>;
    }>('GET', `/${id}/api/ita`, { token: rector });
    expect(ita.status).toBe(200);
    const privacy = ita.body.items.filter((i) => i.automaticEvidence.includes('/politica-de-privacidad'));
    expect(privacy.length).toBeGreaterThan(0);
    for (const item of privacy) expect(item).toMatchObject({ status: 'pendiente', sampleText: true });
  });

  it("the rector's edit clears the marker on its page and in the checklist; the others stay", async () => {
    const list = await platformCall<Array<Record<string, unknown>>>('GET', `/${id}/api/politicaprivacidad`, {
      token: rector,
    });
    const record = list.body[0]!;
    const saved = await platformCall('PUT', `/${id}/api/politicaprivacidad/${String(record._id)}`, {
      token: rector,
      json: { ...record, title: 'Política de datos personales de la institución' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await platformCall<string>('GET', `/${id}/politica-de-privacidad`, {
      headers: { Accept: 'text/html' },
    });
    await eventually(
      () =>
        platformCall<string>('GET', `/${id}/politica-de-privacidad`, { headers: { Accept: 'text/html' } }),
      (p) => p.body.includes('Política de datos personales de la institución'),
      'the edited page',
    ).then((p) => expect(p.body).not.toContain('Texto de ejemplo'));
    expect(page.status).toBe(200);
    const terms = await platformCall<string>('GET', `/${id}/terminos-y-condiciones`);
    expect(terms.body).toContain('Texto de ejemplo');
    const ita = await platformCall<{
      items: Array<{ automaticEvidence: string[]; status: string; sampleText?: boolean }>;
    }>('GET', `/${id}/api/ita`, { token: rector });
    for (const item of ita.body.items.filter((i) => i.automaticEvidence.includes('/politica-de-privacidad')))
      expect(item.sampleText).toBeUndefined();
    expect(
      ita.body.items.some((i) => i.automaticEvidence.includes('/terminos-y-condiciones') && i.sampleText),
    ).toBe(true);
  });

  it('retired: every address answers 410 linking the directory (JSON for the API), the directory leaves it out, its data exports', async () => {
    const retired = await platformCall<{ status: string }>('POST', `/api/plataforma/colegios/${id}/retirar`, {
      token: secretaria,
    });
    expect(retired.status).toBe(200);
    expect(retired.body.status).toBe('retirada');
    const page = { headers: { Accept: 'text/html' } };
    const addresses: Array<[string, () => Promise<{ status: number; body: unknown; headers: Headers }>]> = [
      ['/{slug}/', () => platformCall('GET', `/${id}/`, page)],
      ['/{slug}/media', () => platformCall('GET', `/${id}/media/escudo.png`, page)],
      [
        'own domain',
        () => call('GET', '/', { ...page, headers: { ...page.headers, 'X-Forwarded-Host': domain } }),
      ],
      ['subdomain', () => subdomainCall(id, 'GET', '/politica-de-privacidad', page)],
    ];
    for (const [what, get] of addresses) {
      const res = await eventually(get, (r) => r.status === 410, what);
      expect(String(res.body), what).toContain(`<a href="${PLATFORM}/">Ver el directorio de colegios</a>`);
    }
    // The admin's shell is a static file Hosting serves (firebase.json); every call it makes is
    // the API's, which answers 410: nothing of the retired school can be read or changed there.
    for (const get of [
      () => platformCall<{ message: string }>('GET', `/${id}/api/sesion`, { token: rector }),
      () => platformCall<{ message: string }>('GET', `/${id}/api/noticias`),
      () => call<{ message: string }>('GET', '/api/noticias', { headers: { 'X-Forwarded-Host': domain } }),
    ]) {
      const api = await eventually(get, (r) => r.status === 410, 'api');
      expect(api.headers.get('content-type')).toMatch(/json/);
      expect(api.body.message).toMatch(/directorio de colegios/);
    }
    const directory = await eventually(
      () => platformCall<string>('GET', '/', page),
      (p) => !p.body.includes(body.name),
      'the directory',
    );
    expect(directory.body).toContain('Las Acacias');

    const zip = await fetch(`${PLATFORM}/api/plataforma/colegios/${id}/exportar`, {
      headers: { Authorization: `Bearer ${secretaria}` },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);
    expect(bytes.includes(Buffer.from('politicaprivacidad'))).toBe(true);
  }, 240_000);

  it('reactivated: it answers again, as it was', async () => {
    const back = await platformCall<{ status: string }>('POST', `/api/plataforma/colegios/${id}/reactivar`, {
      token: secretaria,
    });
    expect(back.body.status).toBe('activa');
    const home = await eventually(
      () => platformCall<string>('GET', `/${id}/politica-de-privacidad`),
      (r) => r.status === 200,
      'reactivated',
    );
    expect(home.body).toContain('Política de datos personales de la institución');
  });

  it('an unknown school cannot be retired or exported (404)', async () => {
    for (const [method, path] of [
      ['POST', '/api/plataforma/colegios/no-existe-nunca/retirar'],
      ['GET', '/api/plataforma/colegios/no-existe-nunca/exportar'],
    ] as const)
      expect((await platformCall(method, path, { token: secretaria })).status).toBe(404);
  });
});
