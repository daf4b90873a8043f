/**
 * Roles: every staff route × every kind of caller, the expected status of each
 * (functions/src/model/roles.ts is the table the function applies). The routes are read from the
 * function's own router, so a route added without a row here fails the first test.
 *
 * An allowed call is made so that it changes nothing (an unknown id, an empty body): its status
 * (404, 400, 200) proves the guard let it through; a refused one is 401 (no valid token) or 403
 * (with a Spanish message). Then: a demoted administrator's next request, the last-administrator
 * rules and the log of role changes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app';
import { COLLECTION_NAMES } from '../../functions/src/model/collections';
import { SETTINGS_COLLECTIONS, type Role } from '../../functions/src/model/roles';
import { platformApiRouter } from '../../functions/src/platform/platform-api';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { adminLog, acceptInvitation, removeTestAdmins, testEmail } from './admins';
import { call, signIn } from './site';
import { platformCall, seededAccount, seededToken } from './platform';
import { adminToken, firstRecord, visitorToken } from './state';
import { claimsOf } from './tokens';

const PASSWORD = 'Clave-Roles-2026';

/** Who calls: no token, an account without a role, each role, and an `admin: true` account from before roles. */
const CALLERS = ['none', 'visitor', 'editor', 'colaborador', 'atencion', 'admin', 'legacy'] as const;
type Caller = (typeof CALLERS)[number];

/** Reads anyone may make (they only hide the private side from the public): not in the matrix. */
const PUBLIC_ROUTES = [
  'POST /api/vitals',
  'GET /api/:collection',
  'GET /api/:collection/:id',
  'GET /media/:name',
  // Atención al ciudadano: filing, tracking by radicado and code, a lost code, the aggregate report.
  'POST /api/pqrsd',
  'GET /api/pqrsd/status',
  // The same look-up with the code in a JSON body, so it stays out of addresses and logs.
  'POST /api/pqrsd/status',
  'POST /api/pqrsd/codigo',
  // Site search: what is published now, for anyone, limited per client.
  'GET /api/buscar',
  // Who the caller is in this school ({ role } or { role: null }): it opens nothing, every staff
  // route checks the role itself (tests/emulator/people-roles.test.ts).
  'GET /api/sesion',
  'GET /api/pqrsd/informe',
  // The report's aggregate figures as CSV per period, and the ITA checklist's published
  // "no aplica" reasons (a reason must itself be published).
  'GET /api/pqrsd/informe/trimestres.csv',
  'GET /api/pqrsd/informe/semestres.csv',
  'GET /api/ita/no-aplica',
  // Request-time pages and feeds (decision 0012): what is published now, for anyone.
  'GET /noticias/rss.xml',
  'GET /eventos.ics',
  // One published event as its own .ics file, named after it.
  'GET /^\\/eventos\\/([a-z0-9]+(?:-[a-z0-9]+)*)\\.ics$/',
  'GET /noticias/sitemap.xml',
  // Every public page, rendered by the function: what is published now, for anyone.
  'GET /^(?!\\/(?:api|media)(?:\\/|$)).*/',
  // A draft's preview: its staff's, the site's 404 for anyone else (tests/emulator/drafts-review.test.ts).
  'GET /vista-previa/:collection/:id',
  // Its files and its sign-out: guarded by the preview's credential, not by a token
  // (tests/emulator/unpublished-private.test.ts); the credential itself is minted below.
  'GET /vista-previa/media/:name',
  'DELETE /vista-previa/sesion',
  // A colleague's invitation: the code in its link is the credential (tests/emulator/review-mail.test.ts).
  'GET /api/invitacion',
  'POST /api/invitacion',
];

interface Case {
  /** The router's method and path pattern this case exercises. */
  route: string;
  /** A readable name for the failure message (e.g. which collection). */
  what: string;
  method: string;
  path: () => string;
  json?: unknown;
  form?: () => FormData;
  /** A browser download (the backup screen): the ID token travels in a posted form, not a header. */
  tokenInForm?: boolean;
  /** Status for the roles that may (it changes nothing); 403 for those that may not. */
  allowed: number;
  roles: readonly Role[];
}

let sitioId = '';
let docenteId = '';
const uploadForm = (collection: string) => () => {
  const form = new FormData();
  form.append('collection', collection);
  return form;
};

const STAFF_ADMIN: readonly Role[] = ['admin'];
const CONTENT: readonly Role[] = ['admin', 'editor'];
const PQRSD: readonly Role[] = ['admin', 'atencion'];
/** The publishing collections' creates and saves, a colaborador's own drafts included. */
const DRAFTS: readonly Role[] = ['admin', 'editor', 'colaborador'];
/** A radicado no request has: an allowed call finds nothing (404) and changes nothing. */
const NO_RADICADO = '/api/pqrsd/PQRSD-1999-000001';

const CASES: Case[] = [
  {
    route: 'POST /vista-previa/sesion',
    what: 'vista previa de borradores',
    method: 'POST',
    path: () => '/vista-previa/sesion',
    allowed: 204,
    roles: DRAFTS,
  },
  {
    route: 'POST /api/upload',
    what: 'contenido',
    method: 'POST',
    path: () => '/api/upload',
    form: uploadForm('docentes'),
    allowed: 400,
    roles: CONTENT,
  },
  {
    route: 'POST /api/upload',
    what: 'borradores (noticias)',
    method: 'POST',
    path: () => '/api/upload',
    form: uploadForm('noticias'),
    allowed: 400,
    roles: DRAFTS,
  },
  {
    route: 'POST /api/upload',
    what: 'datos del colegio',
    method: 'POST',
    path: () => '/api/upload',
    form: uploadForm('sitio'),
    allowed: 400,
    roles: STAFF_ADMIN,
  },
  {
    route: 'PUT /api/:collection/order',
    what: 'contenido',
    method: 'PUT',
    path: () => '/api/docentes/order',
    json: {},
    allowed: 400,
    roles: CONTENT,
  },
  {
    route: 'GET /api/overview',
    what: 'últimos cambios',
    method: 'GET',
    path: () => '/api/overview',
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'GET /api/trash',
    what: 'Papelera',
    method: 'GET',
    path: () => '/api/trash',
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'POST /api/trash/:collection/:id/restore',
    what: 'contenido',
    method: 'POST',
    path: () => '/api/trash/docentes/no-existe/restore',
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'POST /api/trash/:collection/:id/restore',
    what: 'datos del colegio',
    method: 'POST',
    path: () => '/api/trash/sitio/no-existe/restore',
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'DELETE /api/trash/:collection/:id',
    what: 'Eliminar definitivamente',
    method: 'DELETE',
    path: () => '/api/trash/docentes/no-existe',
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'GET /api/:collection/:id/history',
    what: 'contenido',
    method: 'GET',
    path: () => `/api/docentes/${docenteId}/history`,
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'GET /api/:collection/:id/history',
    what: 'datos del colegio',
    method: 'GET',
    path: () => `/api/sitio/${sitioId}/history`,
    allowed: 200,
    roles: STAFF_ADMIN,
  },
  {
    route: 'POST /api/admins/:uid/link',
    what: 'cuentas',
    method: 'POST',
    path: () => '/api/admins/no-existe/link',
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'GET /api/admins',
    what: 'cuentas',
    method: 'GET',
    path: () => '/api/admins',
    allowed: 200,
    roles: STAFF_ADMIN,
  },
  {
    route: 'POST /api/admins',
    what: 'cuentas',
    method: 'POST',
    path: () => '/api/admins',
    json: {},
    allowed: 400,
    roles: STAFF_ADMIN,
  },
  {
    route: 'PATCH /api/admins/:uid',
    what: 'cuentas',
    method: 'PATCH',
    path: () => '/api/admins/no-existe',
    json: { role: 'editor' },
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'DELETE /api/admins/:uid',
    what: 'cuentas',
    method: 'DELETE',
    path: () => '/api/admins/no-existe',
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'PUT /api/:collection/:id',
    what: 'contenido',
    method: 'PUT',
    path: () => '/api/docentes/no-existe',
    json: {},
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'PUT /api/:collection/:id',
    what: 'datos del colegio',
    method: 'PUT',
    path: () => '/api/sitio/no-existe',
    json: {},
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'DELETE /api/:collection/:id',
    what: 'contenido',
    method: 'DELETE',
    path: () => '/api/docentes/no-existe',
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'POST /api/:collection',
    what: 'contenido',
    method: 'POST',
    path: () => '/api/docentes',
    json: {},
    allowed: 400,
    roles: CONTENT,
  },
  // A colaborador in the publishing collections (its own drafts; the rest in drafts-review.test.ts).
  {
    route: 'POST /api/:collection',
    what: 'borrador (noticias)',
    method: 'POST',
    path: () => '/api/noticias',
    json: {},
    allowed: 400,
    roles: DRAFTS,
  },
  {
    route: 'PUT /api/:collection/:id',
    what: 'borrador (galerias)',
    method: 'PUT',
    path: () => '/api/galerias/no-existe',
    json: {},
    allowed: 404,
    roles: DRAFTS,
  },
  {
    route: 'DELETE /api/:collection/:id',
    what: 'publicaciones (avisos)',
    method: 'DELETE',
    path: () => '/api/avisos/no-existe',
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'GET /api/pendientes',
    what: 'pendientes de revisión',
    method: 'GET',
    path: () => '/api/pendientes',
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'POST /api/:collection/:id/revision',
    what: 'enviar a revisión',
    method: 'POST',
    path: () => '/api/eventos/no-existe/revision',
    allowed: 404,
    roles: DRAFTS,
  },
  {
    route: 'POST /api/:collection/:id/publicar',
    what: 'publicar',
    method: 'POST',
    path: () => '/api/eventos/no-existe/publicar',
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'POST /api/:collection/:id/devolver',
    what: 'devolver con nota',
    method: 'POST',
    path: () => '/api/eventos/no-existe/devolver',
    json: { nota: 'Revise la fecha.' },
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'GET /api/backup',
    what: 'copia de seguridad',
    method: 'GET',
    path: () => '/api/backup',
    allowed: 200,
    roles: STAFF_ADMIN,
  },
  {
    route: 'POST /api/backup',
    what: 'copia de seguridad (formulario)',
    method: 'POST',
    path: () => '/api/backup',
    tokenInForm: true,
    allowed: 200,
    roles: STAFF_ADMIN,
  },
  {
    route: 'GET /api/backups',
    what: 'copias automáticas',
    method: 'GET',
    path: () => '/api/backups',
    allowed: 200,
    roles: STAFF_ADMIN,
  },
  {
    route: 'GET /api/backups/:name',
    what: 'una copia automática',
    method: 'GET',
    path: () => '/api/backups/copia-colegio-1999-01-01T00-00-00-000Z.zip',
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'POST /api/backups/:name',
    what: 'una copia automática (formulario)',
    method: 'POST',
    path: () => '/api/backups/copia-colegio-1999-01-01T00-00-00-000Z.zip',
    tokenInForm: true,
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'POST /api/restores',
    what: 'restaurar una copia (sin archivo)',
    method: 'POST',
    path: () => '/api/restores',
    form: () => new FormData(),
    allowed: 400,
    roles: STAFF_ADMIN,
  },
  {
    route: 'GET /api/restores',
    what: 'restauraciones anteriores',
    method: 'GET',
    path: () => '/api/restores',
    allowed: 200,
    roles: STAFF_ADMIN,
  },
  {
    route: 'GET /api/restores/:id',
    what: 'una restauración',
    method: 'GET',
    path: () => '/api/restores/no-existe',
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'POST /api/restores/:id/confirm',
    what: 'confirmar una restauración',
    method: 'POST',
    path: () => '/api/restores/no-existe/confirm',
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  {
    route: 'GET /api/pqrsd',
    what: 'bandeja PQRSD',
    method: 'GET',
    path: () => '/api/pqrsd',
    allowed: 200,
    roles: PQRSD,
  },
  // The ITA checklist: the `ita` capability, administrators and editors.
  {
    route: 'GET /api/ita',
    what: 'índice de transparencia',
    method: 'GET',
    path: () => '/api/ita',
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'GET /api/ita.csv',
    what: 'índice de transparencia (CSV)',
    method: 'GET',
    path: () => '/api/ita.csv',
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'PUT /api/ita/:id',
    what: 'un ítem del índice',
    method: 'PUT',
    path: () => '/api/ita/no-existe',
    json: { status: 'cumple' },
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'GET /api/pqrsd/informe.csv',
    what: 'informe CSV',
    method: 'GET',
    path: () => '/api/pqrsd/informe.csv',
    allowed: 200,
    roles: PQRSD,
  },
  {
    route: 'GET /api/pqrsd/outbox',
    what: 'correo sin enviar',
    method: 'GET',
    path: () => '/api/pqrsd/outbox',
    allowed: 200,
    roles: PQRSD,
  },
  {
    route: 'POST /api/pqrsd/outbox/retry',
    what: 'reintentar correo',
    method: 'POST',
    path: () => '/api/pqrsd/outbox/retry',
    allowed: 200,
    roles: PQRSD,
  },
  {
    route: 'GET /api/pqrsd/:radicado',
    what: 'una solicitud',
    method: 'GET',
    path: () => NO_RADICADO,
    allowed: 404,
    roles: PQRSD,
  },
  {
    route: 'GET /api/pqrsd/:radicado/adjunto',
    what: 'adjunto',
    method: 'GET',
    path: () => `${NO_RADICADO}/adjunto`,
    allowed: 404,
    roles: PQRSD,
  },
  {
    route: 'GET /api/pqrsd/:radicado/respuesta',
    what: 'respuesta',
    method: 'GET',
    path: () => `${NO_RADICADO}/respuesta`,
    allowed: 404,
    roles: PQRSD,
  },
  {
    route: 'POST /api/pqrsd/:radicado/answer',
    what: 'responder',
    method: 'POST',
    path: () => `${NO_RADICADO}/answer`,
    json: {
      text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Respuesta' }] }] },
    },
    allowed: 404,
    roles: PQRSD,
  },
  {
    route: 'POST /api/pqrsd/:radicado/respuesta/vista-previa',
    what: 'vista previa de la respuesta',
    method: 'POST',
    path: () => `${NO_RADICADO}/respuesta/vista-previa`,
    json: {
      text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Respuesta' }] }] },
    },
    allowed: 404,
    roles: PQRSD,
  },
  {
    route: 'POST /api/pqrsd/:radicado/transfer',
    what: 'trasladar',
    method: 'POST',
    path: () => `${NO_RADICADO}/transfer`,
    json: { entity: 'Secretaría de Educación', reason: 'Competencia' },
    allowed: 404,
    roles: PQRSD,
  },
  {
    route: 'POST /api/pqrsd/:radicado/extend',
    what: 'prorrogar',
    method: 'POST',
    path: () => `${NO_RADICADO}/extend`,
    json: { newDate: '2030-01-15', reason: 'Consulta a otra dependencia' },
    allowed: 404,
    roles: PQRSD,
  },
];

/** A layer of an Express router, as the route walk reads it. */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

/**
 * Every `METHOD /path` a school's app answers (or, given, another router's: the platform's),
 * catch-alls (405 answers) left out.
 */
function routerRoutes(
  stack = (createApp(emulatorDeps() as never) as unknown as { router: { stack: Layer[] } }).router.stack,
): string[] {
  const found = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const methods = Object.keys(layer.route.methods);
        // `router.all` (the 405 answers) holds `_all` or every verb: no route of its own.
        if (methods.includes('_all') || methods.length > 2) continue;
        for (const path of [layer.route.path].flat())
          for (const m of methods) found.add(`${m.toUpperCase()} ${prefix}${path}`);
      } else if (layer.handle?.stack) {
        walk(
          layer.handle.stack,
          prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''),
        );
      }
    }
  };
  walk(stack, '');
  return [...found].sort();
}

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

beforeAll(async () => {
  await removeTestAdmins();
  tokens.none = undefined;
  tokens.legacy = await adminToken();
  seedUid = String(claimsOf(tokens.legacy).user_id);
  tokens.visitor = await visitorToken();
  for (const role of ['editor', 'colaborador', 'atencion', 'admin'] as const)
    tokens[role] = (await account(role, tokens.legacy)).token;
  sitioId = (await firstRecord('sitio'))._id;
  docenteId = (await firstRecord('docentes'))._id;
});
afterAll(removeTestAdmins);

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
    const sitio = await call<Record<string, unknown>>('GET', `/api/sitio/${sitioId}`, { token: other.token });
    const { _id, createdAt, ...fields } = sitio.body;
    void _id;
    void createdAt;
    // Allowed before: the same save the administrator would make.
    expect((await call('PUT', `/api/sitio/${sitioId}`, { token: other.token, json: fields })).status).toBe(
      200,
    );
    const demoted = await call<{ role: Role; changed: boolean }>('PATCH', `/api/admins/${other.uid}`, {
      token: legacy,
      json: { role: 'editor' },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ role: 'editor', changed: true });
    const again = await call<Record<string, unknown>>('GET', `/api/sitio/${sitioId}`, { token: legacy });
    const refused = await call<{ message: string }>('PUT', `/api/sitio/${sitioId}`, {
      token: other.token,
      json: { ...fields, updatedAt: again.body.updatedAt },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Su rol \(Editor\) no permite cambiar los datos del colegio/);
    // Nothing stored changed by the refusal.
    expect(
      (await call<Record<string, unknown>>('GET', `/api/sitio/${sitioId}`, { token: legacy })).body.updatedAt,
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
  ];
  const here = {} as Record<(typeof CALLERS_HERE)[number], string | undefined>;
  beforeAll(async () => {
    here.none = undefined;
    here.visitor = await visitorToken();
    here['school-admin'] = await adminToken();
    here['secretaria-lectura'] = await seededToken(seededAccount({ platform: 'secretaria-lectura' }));
    here.secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
  });

  it('covers every platform route', () => {
    const { auth, db } = emulatorRoot();
    const routes = routerRoutes(platformApiRouter(auth, db).stack as unknown as Layer[]);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !PLATFORM_CASES.some((c) => c.route === r))).toEqual([]);
  });

  for (const c of PLATFORM_CASES) {
    it(c.route, async () => {
      const got: Record<string, number> = {};
      for (const caller of CALLERS_HERE) {
        const path = c.route.split(' ')[1]!;
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
