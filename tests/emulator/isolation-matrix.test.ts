/**
 * Many schools, one deployment: a person of one school (A, San José) can neither read nor change
 * anything of another (B, Las Acacias), and no page of A ever carries a record or file of B.
 *
 * 1. The matrix: every staff route of the function (read from its router, as the role matrix:
 *    tests/emulator/route-matrix.ts) × every role held in A × both ways of naming B (the platform's
 *    `/{slug}/` and B's own host): a 404 that names no school, the very answer of a school that
 *    does not exist, and nothing stored under `schools/lasacacias/` (nor anyone's roles) changes.
 * 2. Content: B's published news item (with its picture) and circular (with its PDF) appear on
 *    B's pages, feeds, sitemaps, search and files, and on none of A's.
 * 3. Caches: what a CDN keys a school's page on (host and path) always names the school, and
 *    nothing a client sends beside them (a token, a cookie) chooses another school.
 * 4. Malformed or unknown slugs and hosts: a 404 that names no school.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import type { Role } from '../../functions/src/model/roles';
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { readSeedMeta, seedAndCheck } from '../../scripts/seed/seeder';
import * as fx from './fixtures';
import { cutPort, restorePort, servedByEveryInstance } from './network-faults';
import { CASES, holdConformityTurn, matrixIds, PUBLIC_ROUTES, routerRoutes, type Case } from './route-matrix';
import { signIn, SITE } from './site';

const A = HOME_SCHOOL;
const B = 'lasacacias';
/** The platform's address: every school at `/{slug}/` (scripts/with-emulators.sh exports it). */
const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
/** B "on a domain of its own": Node cannot resolve `x.localhost`, so Hosting is told the host. */
const B_HOST = `${B}.localhost:${new URL(SITE).port}`;
const ROLES = ['admin', 'editor', 'colaborador', 'atencion'] as const satisfies readonly Role[];
const PASSWORD = 'Clave-Aislamiento-2026';
/** The answer of an address that names no school the caller may touch: the same for all. */
const NOT_FOUND = { error: 'not-found', message: 'No se encontró el recurso solicitado.' };
/** Any school's name or slug, as a 404 must never carry one. */
const SCHOOL_NAMED = /san ?jos[eé]|acacias|el ?carmen|sanjose|lasacacias|elcarmen/i;
const root = emulatorRoot();

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

interface Request {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
}

async function send(url: string, r: Request = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...r.headers };
  if (r.token) headers.Authorization = `Bearer ${r.token}`;
  let body: BodyInit | undefined = r.body ?? r.form;
  if (r.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(r.json);
  }
  const res = await fetch(url, { method: r.method ?? 'GET', headers, body, redirect: 'manual' });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/**
 * A GET whose path goes out exactly as written (fetch would resolve `%2e%2e` first), to Hosting
 * for the platform's host.
 */
function rawGet(path: string): Promise<Answer> {
  const platform = new URL(PLATFORM);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: platform.port, path, headers: { Host: platform.host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: new Headers(res.headers as Record<string, string>),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The two ways a request names B: the platform's `/lasacacias/…` and B's own host. */
const NAMING_B = [
  { how: 'plataforma', at: (path: string) => ({ url: `${PLATFORM}/${B}${path}`, headers: {} }) },
  {
    how: 'dominio propio',
    at: (path: string) => ({ url: `${SITE}${path}`, headers: { 'X-Forwarded-Host': B_HOST } }),
  },
] as const;

/** Runs `fn` over `items`, at most `width` at once. */
async function pooled<T>(items: readonly T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * Everything stored for `school`: every document under `schools/{id}`, at any depth (missing ones
 * too, the parents of subcollections only), with its update time and a hash of its data; every
 * file under its prefix, with its generation; and every person's roles (`people/`).
 */
async function inventory(school: string): Promise<{ docs: Map<string, string>; files: Map<string, string> }> {
  const { db, bucket } = root;
  const docs = new Map<string, string>();
  const keep = (snap: FirebaseFirestore.DocumentSnapshot) =>
    docs.set(
      snap.ref.path,
      snap.exists
        ? `${snap.updateTime!.toMillis()} ${createHash('sha1').update(JSON.stringify(snap.data())).digest('hex')}`
        : '(sin datos)',
    );
  // Level by level: a document's collections, their documents, then theirs.
  let level: DocumentReference[] = [db.doc(`schools/${school}`)];
  keep(await level[0]!.get());
  while (level.length > 0) {
    const found: DocumentReference[] = [];
    await pooled(level, 12, async (doc) => {
      for (const collection of await doc.listCollections()) found.push(...(await collection.listDocuments()));
    });
    for (let i = 0; i < found.length; i += 300) (await db.getAll(...found.slice(i, i + 300))).forEach(keep);
    level = found;
  }
  (await db.collection('people').get()).docs.forEach(keep);
  const [list] = await bucket.getFiles({ prefix: `schools/${school}/` });
  const files = new Map(
    list.map((f) => [f.name, `${String(f.metadata.generation)} ${String(f.metadata.md5Hash)}`]),
  );
  return { docs, files };
}

/** The inventory as one sorted list, to compare before and after. */
async function stored(school: string): Promise<string[]> {
  const { docs, files } = await inventory(school);
  return [...docs, ...files].map(([path, state]) => `${path} ${state}`).sort();
}

interface Person {
  uid: string;
  email: string;
  token: string;
}
const people: Person[] = [];

/** A real account holding `role` in `school` only (people/{uid}), signed in. */
async function person(school: string, role: Role): Promise<Person> {
  const email = `aislamiento-${school}-${role}-${Date.now().toString(36)}@example.com`;
  const { uid } = await root.auth.createUser({ email, password: PASSWORD });
  const made = { uid, email, token: '' };
  people.push(made);
  await emulatorDeps(school).auth.setCustomUserClaims(uid, { role });
  made.token = await signIn(email, PASSWORD);
  return made;
}

const inA = {} as Record<(typeof ROLES)[number], Person>;
let bAdmin: Person;
/** What B held when this file started: whatever its tests add to B goes at the end. */
let bAtStart: Awaited<ReturnType<typeof inventory>>;
/** B's conformity turn, held so that its administrator's allowed "Revisar ahora" checks nothing (409). */
let releaseTurn = async () => {};

beforeAll(async () => {
  // B's sample content, unless the global setup (or an earlier file) has seeded it already.
  if (!(await readSeedMeta(emulatorDeps(B).db))) await seedAndCheck(emulatorDeps(B));
  const first = async (collection: string) =>
    (await root.db.collection(`schools/${B}/${collection}`).limit(1).get()).docs[0]?.id ?? 'no-existe';
  matrixIds.sitio = await first('sitio');
  matrixIds.docente = await first('docentes');
  releaseTurn = await holdConformityTurn(B);
  bAtStart = await inventory(B);
  for (const role of ROLES) inA[role] = await person(A, role);
  bAdmin = await person(B, 'admin');
}, 240_000);

afterAll(async () => {
  await releaseTurn();
  const now = await inventory(B);
  for (const name of now.files.keys())
    if (!bAtStart.files.has(name)) await root.bucket.file(name).delete({ ignoreNotFound: true });
  for (const [path, state] of now.docs)
    if (!bAtStart.docs.has(path) && state !== '(sin datos)' && !path.startsWith('people/'))
      await root.db.doc(path).delete();
  for (const p of people) {
    await root.auth.deleteUser(p.uid).catch(() => undefined);
    await root.db.doc(`people/${p.uid}`).delete();
  }
});

/** The call a case makes, with `token` (in a posted form when the route reads it there). */
function callOf(c: Case, token: string): Request {
  return {
    method: c.method,
    ...(c.tokenInForm
      ? {
          body: new URLSearchParams({ idToken: token }).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }
      : { token }),
    ...(c.json !== undefined ? { json: c.json } : {}),
    ...(c.form ? { form: c.form() } : {}),
  };
}

/**
 * Beside the matrix's harmless calls, the ones that would change B if they were let through: its
 * real records, a real file, a complete record, B's own administrator's account.
 */
async function harmfulCases(): Promise<Case[]> {
  const sitio = (await root.db.doc(`schools/${B}/sitio/${matrixIds.sitio}`).get()).data() ?? {};
  const upload = async () => {
    const form = new FormData();
    form.append('collection', 'noticias');
    form.append('image', new Blob([new Uint8Array(await fx.jpeg(1200, 630))]), 'foto.jpg');
    return form;
  };
  const picture = await upload();
  const base = { allowed: 0, roles: [] as Role[] };
  return [
    {
      ...base,
      route: 'POST /api/upload',
      what: 'una imagen real',
      method: 'POST',
      path: () => '/api/upload',
      form: () => picture,
    },
    {
      ...base,
      route: 'POST /api/:collection',
      what: 'una noticia completa',
      method: 'POST',
      path: () => '/api/noticias',
      json: {
        title: 'Noticia de otro colegio',
        kind: 'noticia',
        summary: 'No debe guardarse.',
        body: richTextFrom('No debe guardarse.'),
        publishAt: new Date().toISOString(),
      },
    },
    {
      ...base,
      route: 'PUT /api/:collection/:id',
      what: 'los datos de B',
      method: 'PUT',
      path: () => `/api/sitio/${matrixIds.sitio}`,
      json: { ...sitio, title: 'Colegio tomado' },
    },
    {
      ...base,
      route: 'DELETE /api/:collection/:id',
      what: 'un docente de B',
      method: 'DELETE',
      path: () => `/api/docentes/${matrixIds.docente}`,
    },
    {
      ...base,
      route: 'PATCH /api/admins/:uid',
      what: 'el administrador de B',
      method: 'PATCH',
      path: () => `/api/admins/${bAdmin.uid}`,
      json: { role: 'editor' },
    },
    {
      ...base,
      route: 'DELETE /api/admins/:uid',
      what: 'el administrador de B',
      method: 'DELETE',
      path: () => `/api/admins/${bAdmin.uid}`,
    },
    {
      ...base,
      route: 'POST /api/admins',
      what: 'una cuenta nueva en B',
      method: 'POST',
      path: () => '/api/admins',
      json: { email: 'intruso@example.com', role: 'admin' },
    },
  ];
}

describe('the isolation matrix', () => {
  it('covers every route of the function: a new staff route needs its row in the route matrix', () => {
    const inMatrix = new Set([...CASES.map((c) => c.route), ...PUBLIC_ROUTES]);
    expect(routerRoutes().filter((route) => !inMatrix.has(route))).toEqual([]);
  });

  it("every staff route × every role of A × both ways of naming B: a 404 naming no school, B's data unchanged", async () => {
    const cases = [...CASES, ...(await harmfulCases())];
    const before = await stored(B);
    const calls = cases.flatMap((c) =>
      ROLES.flatMap((role) => NAMING_B.map((naming) => ({ c, role, naming }))),
    );
    const wrong: string[] = [];
    await pooled(calls, 6, async ({ c, role, naming }) => {
      const { url, headers } = naming.at(c.path());
      const request = callOf(c, inA[role].token);
      const res = await send(url, { ...request, headers: { ...request.headers, ...headers } });
      const label = `${c.method} ${c.path()} (${c.what}) como ${role} de A, por ${naming.how}`;
      if (res.status !== 404) wrong.push(`${label}: ${res.status} ${res.text.slice(0, 120)}`);
      else if (res.text !== JSON.stringify(NOT_FOUND)) wrong.push(`${label}: ${res.text.slice(0, 200)}`);
    });
    expect(wrong).toEqual([]);
    expect(await stored(B)).toEqual(before);
  }, 120_000);

  it('the same answer as a school that does not exist: nothing tells the schools apart', async () => {
    const token = inA.admin.token;
    const known = await send(`${PLATFORM}/${B}/api/admins`, { token });
    const unknown = await send(`${PLATFORM}/no-existe/api/admins`, { token });
    expect([known.status, unknown.status]).toEqual([404, 404]);
    expect(known.text).toBe(unknown.text);
    expect(known.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  });

  it("B's own administrator is let through every route the matrix refused (the 404s are the school's, not the routes')", async () => {
    const wrong: string[] = [];
    await pooled(
      CASES.filter((c) => c.roles.includes('admin') && !c.path().includes('no-existe/history')),
      4,
      async (c) => {
        const res = await send(`${PLATFORM}/${B}${c.path()}`, callOf(c, bAdmin.token));
        if (res.status !== c.allowed)
          wrong.push(`${c.method} ${c.path()}: ${res.status} ${res.text.slice(0, 120)}`);
      },
    );
    expect(wrong).toEqual([]);
  }, 120_000);

  it("A's preview credential opens no draft of B", async () => {
    const draftTitle = `Borrador reservado ${Math.random().toString(36).slice(2, 8)}`;
    const draft = await send(`${PLATFORM}/${B}/api/noticias`, {
      method: 'POST',
      token: bAdmin.token,
      json: {
        title: draftTitle,
        kind: 'noticia',
        summary: 'Programada.',
        publishAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    });
    expect(draft.status, draft.text).toBe(201);
    const id = (JSON.parse(draft.text) as { _id: string })._id;
    try {
      const cookieOf = async (base: string, token: string) => {
        const minted = await send(`${base}/vista-previa/sesion`, { method: 'POST', token });
        expect(minted.status).toBe(204);
        return /__session=[^;]+/.exec(minted.headers.get('set-cookie') ?? '')![0];
      };
      const aCookie = await cookieOf(SITE, inA.editor.token);
      for (const naming of NAMING_B) {
        const { url, headers } = naming.at(`/vista-previa/noticias/${id}`);
        const res = await send(url, { headers: { ...headers, Cookie: aCookie } });
        expect(res.status, naming.how).toBe(404);
        expect(res.text).not.toContain(draftTitle);
      }
      // B's own staff see it: the 404 above is the credential's school, not a broken preview.
      const bCookie = await cookieOf(`${PLATFORM}/${B}`, bAdmin.token);
      const own = await send(`${PLATFORM}/${B}/vista-previa/noticias/${id}`, {
        headers: { Cookie: bCookie },
      });
      expect(own.status).toBe(200);
      expect(own.text).toContain(draftTitle);
    } finally {
      await send(`${PLATFORM}/${B}/api/noticias/${id}`, { method: 'DELETE', token: bAdmin.token });
    }
  }, 60_000);
});

describe('a person with roles in two schools', () => {
  const json = (res: Answer) => JSON.parse(res.text) as Record<string, unknown>;

  it("B's administrator cannot mint a link for A's colleague who has not chosen a password yet", async () => {
    const email = `aislamiento-invitado-${Date.now().toString(36)}@example.com`;
    const added = await send(`${SITE}/api/admins`, {
      method: 'POST',
      token: inA.admin.token,
      json: { email, role: 'editor' },
    });
    expect(added.status, added.text).toBe(201);
    const uid = String(json(added).uid);
    people.push({ uid, email, token: '' });
    // B gives the same address a role: a known colleague, kept as is (no link for B).
    const inB = await send(`${PLATFORM}/${B}/api/admins`, {
      method: 'POST',
      token: bAdmin.token,
      json: { email, role: 'editor' },
    });
    expect(inB.status, inB.text).toBe(200);
    expect(json(inB).link).toBeNull();
    // A link from B would let B's administrator choose the password A's colleague signs in with.
    const link = await send(`${PLATFORM}/${B}/api/admins/${uid}/link`, {
      method: 'POST',
      token: bAdmin.token,
    });
    expect(link.status, link.text).toBe(409);
    expect(link.text).not.toContain('codigo');
    // A's invitation opens nothing at B: the code is A's.
    const codigo = new URL(String(json(added).link)).searchParams.get('codigo');
    for (const naming of NAMING_B) {
      const { url, headers } = naming.at('/api/invitacion');
      const read = await send(`${url}?codigo=${codigo}`, { headers });
      const used = await send(url, {
        method: 'POST',
        headers,
        json: { codigo, password: 'Clave-de-B-2026' },
      });
      expect([read.status, used.status], naming.how).toEqual([404, 404]);
      expect(read.text + used.text).not.toContain(email);
    }
    // B's adding secured the account (decision 0009: an account that exists is nobody's until its
    // owner sets a password by mail), which ends A's invitation too: whoever held that link (or
    // B's administrator) cannot choose the password. The owner uses "¿Olvidó su contraseña?".
    const accepted = await send(`${SITE}/api/invitacion`, {
      method: 'POST',
      json: { codigo, password: PASSWORD },
    });
    expect(accepted.status, accepted.text).toBe(404);
    await expect(signIn(email, PASSWORD)).rejects.toThrow();
  }, 60_000);

  it("B's administrator revoking B's role leaves the person signed in at A", async () => {
    const colleague = await person(A, 'editor');
    // A colleague of both schools (adding an existing account from B's screen would secure it:
    // people-roles.test.ts), whose role at B its administrator then takes away.
    await emulatorDeps(B).auth.setCustomUserClaims(colleague.uid, { role: 'colaborador' });
    expect(json(await send(`${PLATFORM}/${B}/api/sesion`, { token: colleague.token })).role).toBe(
      'colaborador',
    );
    const revoked = await send(`${PLATFORM}/${B}/api/admins/${colleague.uid}`, {
      method: 'DELETE',
      token: bAdmin.token,
    });
    expect(revoked.status, revoked.text).toBe(200);
    // B's access ends at once; A's session goes on, with the same token.
    expect(json(await send(`${PLATFORM}/${B}/api/sesion`, { token: colleague.token })).role).toBeNull();
    expect((await send(`${PLATFORM}/${B}/api/overview`, { token: colleague.token })).status).toBe(404);
    const atA = await send(`${SITE}/api/sesion`, { token: colleague.token });
    expect(atA.status, atA.text).toBe(200);
    expect(json(atA).role).toBe('editor');
  }, 60_000);
});

describe("B's content on B's pages only", () => {
  const token = () =>
    Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6);
  /** The word searched for: a search page repeats it, so the leak check looks for `tag` instead. */
  const word = `zorzalino${token()}`;
  /** A word no seed, no other test and no query writes: a page holding it holds B's record. */
  const tag = `acaciero${token()}`;
  const newsTitle = `Noticia ${word} ${tag}`;
  const circularTitle = `Circular ${word} ${tag}`;
  const pdfName = `circular-${tag}.pdf`;
  let image = '';
  let pdf = '';

  const inB = (path: string, r: Request = {}) => send(`${PLATFORM}/${B}${path}`, r);

  beforeAll(async () => {
    const uploaded = async (field: string, bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('collection', 'noticias');
      form.append(field, new Blob([new Uint8Array(bytes)]), name);
      const res = await inB('/api/upload', { method: 'POST', token: bAdmin.token, form });
      expect(res.status, res.text).toBe(200);
      return (JSON.parse(res.text) as { files: Record<string, string> }).files[field]!;
    };
    image = await uploaded('image', await fx.jpeg(1200, 630), `foto-${tag}.jpg`);
    pdf = await uploaded('attachment', fx.pdf(circularTitle), pdfName);
    const publishAt = new Date().toISOString();
    for (const json of [
      {
        title: newsTitle,
        kind: 'noticia',
        summary: `Resumen ${tag}.`,
        body: richTextFrom(`Texto ${word} ${tag}.`),
        publishAt,
        image,
        imageAlt: `Foto ${tag}`,
      },
      { title: circularTitle, kind: 'circular', summary: `Circular ${tag}.`, publishAt, attachment: pdf },
    ]) {
      const res = await inB('/api/noticias', { method: 'POST', token: bAdmin.token, json });
      expect(res.status, res.text).toBe(201);
    }
  }, 60_000);

  /** What is not B's: no title, no file name of B's. */
  const leaks = (text: string) =>
    [tag, image, pdf, encodeURIComponent(image), encodeURIComponent(pdf)].filter(
      (s) => s && text.includes(s),
    );

  const A_ADDRESSES = [
    '/',
    '/noticias',
    '/circulares',
    `/buscar?q=${word}`,
    `/api/buscar?q=${word}`,
    '/api/noticias',
    '/noticias/rss.xml',
    '/noticias/sitemap.xml',
    '/sitemap.xml',
    '/eventos.ics',
  ];

  it("A's pages, feeds, sitemaps and search, on its domain and on the platform, hold nothing of B", async () => {
    const wrong: string[] = [];
    for (const base of [SITE, `${PLATFORM}/${A}`])
      await pooled(A_ADDRESSES, 4, async (path) => {
        const res = await send(`${base}${path}`);
        if (res.status !== 200) wrong.push(`${base}${path}: ${res.status}`);
        const found = leaks(res.text);
        if (found.length) wrong.push(`${base}${path} contiene ${found.join(', ')}`);
      });
    expect(wrong).toEqual([]);
  }, 60_000);

  it("B's files are a 404 at A", async () => {
    for (const base of [SITE, `${PLATFORM}/${A}`])
      for (const name of [image, pdf]) {
        const res = await send(`${base}/media/${encodeURIComponent(name)}`);
        expect(res.status, `${base}/media/${name}`).toBe(404);
        expect(leaks(res.text)).toEqual([]);
      }
  });

  it("B's pages, feeds, sitemaps, search and files show them (the check above would see a leak)", async () => {
    const news = JSON.parse((await inB('/api/noticias')).text) as Array<{ title: string; slug: string }>;
    const slug = news.find((n) => n.title === newsTitle)!.slug;
    for (const [path, wanted] of [
      ['/noticias', newsTitle],
      ['/circulares', circularTitle],
      ['/noticias/rss.xml', newsTitle],
      ['/noticias/sitemap.xml', `/noticias/${slug}`],
      [`/noticias/${slug}`, image],
      ['/circulares', pdf],
    ] as const) {
      const res = await inB(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain(wanted);
    }
    // B on its own host too.
    const own = await send(`${SITE}/noticias`, { headers: { 'X-Forwarded-Host': B_HOST } });
    expect(own.text).toContain(newsTitle);
    // The search index is an instance's, brought up to date on its next query.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = await inB(`/api/buscar?q=${word}`);
      if (found.text.includes(tag)) break;
      expect(Date.now(), `la búsqueda de B no encontró «${word}»: ${found.text.slice(0, 200)}`).toBeLessThan(
        deadline,
      );
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const name of [image, pdf])
      expect((await inB(`/media/${encodeURIComponent(name)}`)).status).toBe(200);
  }, 60_000);

  it("with Firestore unreachable, A's stale copy of an address is A's, never B's copy of it", async () => {
    const firestore = Number(process.env.FIRESTORE_EMULATOR_HOST?.split(':').pop() ?? 8080);
    const addresses = {
      b: `${PLATFORM}/${B}/noticias`,
      aPlatform: `${PLATFORM}/${A}/noticias`,
      aOwn: `${SITE}/noticias`,
    };
    // Every instance the emulator runs renders each once (one process per concurrent request),
    // B's page holding the new item: every instance has B's copy beside A's.
    for (const url of Object.values(addresses))
      await Promise.all(Array.from({ length: 8 }, () => fetch(url).then((r) => r.text())));
    const answers: Record<string, Answer> = {};
    cutPort(firestore);
    try {
      for (const [key, url] of Object.entries(addresses)) answers[key] = await send(url);
    } finally {
      restorePort(firestore);
    }
    for (const key of ['aPlatform', 'aOwn']) {
      const res = answers[key]!;
      expect(res.status, key).toBe(200);
      expect(res.headers.get('x-served-stale'), key).toBe('true');
      expect(leaks(res.text), key).toEqual([]);
    }
    // B's own copy, marked stale, holds it: the copies were there to leak.
    expect(answers.b!.headers.get('x-served-stale')).toBe('true');
    expect(answers.b!.text).toContain(newsTitle);
    await servedByEveryInstance(addresses.aOwn, 60_000);
    await servedByEveryInstance(addresses.b, 60_000);
  }, 180_000);

  /*
   * What a CDN keys on. Firebase Hosting's CDN keeps a function's cacheable answer by the request's
   * host, path and query string and the request headers its `Vary` names
   * (https://firebase.google.com/docs/hosting/manage-cache); Hosting itself adds
   * `Accept-Encoding, Authorization, Cookie` to every function answer's Vary, and forwards only the
   * `__session` cookie (the emulator does the same: firebase-tools, lib/hosting/proxy.js,
   * makeVary). So a school's page is only ever kept under an address that names the school: its
   * own domain (the host), or `/{slug}/` on the platform's (the path). What must hold here is
   * that the function, too, chooses the school by host and path alone: no other header, no
   * token, no cookie makes an address answer another school's page, and no answer varies on a
   * header the CDN would not key on.
   */
  /** What the CDN keys on beside host, path and query: what Hosting adds to every function answer. */
  const KEYED = ['accept-encoding', 'authorization', 'cookie'];
  const varies = (res: Answer) =>
    [...new Set((res.headers.get('vary') ?? '').split(',').map((h) => h.trim().toLowerCase()))].sort();

  it("a school's cacheable page is chosen by host and path alone, which the CDN keys on", async () => {
    const a = await send(`${PLATFORM}/${A}/noticias`);
    const b = await send(`${PLATFORM}/${B}/noticias`);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
      expect(varies(res)).toEqual(KEYED);
    }
    expect(leaks(a.text)).toEqual([]);
    expect(b.text).toContain(newsTitle);
    // A's person's token, a preview cookie, A's host in a header Hosting rewrites: still B's page at B's path.
    const dressed = await send(`${PLATFORM}/${B}/noticias`, {
      token: inA.admin.token,
      headers: { Cookie: '__session=abc', 'Accept-Language': 'en' },
    });
    expect(dressed.text).toContain(newsTitle);
    // The same path on the two hosts: each school's own page.
    const onA = await send(`${SITE}/noticias`);
    const onB = await send(`${SITE}/noticias`, { headers: { 'X-Forwarded-Host': B_HOST } });
    expect(leaks(onA.text)).toEqual([]);
    expect(onB.text).toContain(newsTitle);
    expect(varies(onB)).toEqual(KEYED);
  }, 60_000);
});

describe('malformed or unknown schools', () => {
  const noSchool = (res: Answer, label: string) => {
    expect(res.status, label).toBe(404);
    expect(res.text, label).not.toMatch(SCHOOL_NAMED);
  };

  it('a malformed or unknown slug on the platform is a 404 naming no school', async () => {
    for (const path of [
      '/Bad_Slug/api/noticias',
      '/%2e%2e/api/noticias',
      '/no-existe/api/noticias',
      '/no-existe/',
      '/a/api/noticias',
      `/${'x'.repeat(41)}/api/noticias`,
    ])
      noSchool(await rawGet(path), path);
  });

  it('a malformed, unknown or doubled host is a 404 naming no school', async () => {
    for (const host of [
      'evil.example',
      'a b<c>',
      'x.localhost.evil.com',
      `${B}.localhost:${new URL(SITE).port}, evil.example`,
      'a, b',
      `no-existe.localhost:${new URL(SITE).port}`,
      `Bad_Slug.localhost:${new URL(SITE).port}`,
    ]) {
      noSchool(await send(`${SITE}/api/noticias`, { headers: { 'X-Forwarded-Host': host } }), host);
      noSchool(
        await send(`${SITE}/noticias`, { headers: { 'X-Forwarded-Host': host } }),
        `${host} /noticias`,
      );
    }
  });
});
