/**
 * The function's staff routes as the route matrices call them: every `METHOD /path` the router
 * answers (read from the router itself), the public ones apart, and for each staff route a call
 * that changes nothing when it is let through (an unknown id, an empty body) with the roles that
 * may make it. tests/emulator/api-roles.test.ts checks each role's answer within a school;
 * tests/emulator/isolation-matrix.test.ts checks that another school's staff get a 404 for all.
 */
import { createApp } from '../../functions/src/app';
import type { Role } from '../../functions/src/model/roles';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';

/** Reads anyone may make (they only hide the private side from the public): not in the matrix. */
export const PUBLIC_ROUTES = [
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
  // The families' e-mail subscription: subscribing is limited per client; the rest needs a signed link.
  'POST /api/suscripciones',
  'POST /api/suscripciones/confirmar',
  'POST /api/suscripciones/baja',
  'POST /api/suscripciones/preferencias',
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
  // Who the caller is in this school ({ role }, or { role: null } for nobody here): it opens
  // nothing, every staff route checks the role itself (tests/emulator/people-roles.test.ts).
  'GET /api/sesion',
  // A colleague's invitation: the code in its link is the credential (tests/emulator/review-mail.test.ts).
  'GET /api/invitacion',
  'POST /api/invitacion',
  // Phone notices (Web Push): the school's public key, a browser's subscription and its removal
  // (tests/emulator/push.test.ts), the service worker and the web app manifest.
  'GET /api/suscripciones/push/clave',
  'POST /api/suscripciones/push',
  'POST /api/suscripciones/push/baja',
  'GET /avisos-sw.js',
  'GET /manifest.webmanifest',
  // «Enterado»: the signed link's token is the credential (tests/emulator/notices.test.ts).
  'POST /api/suscripciones/enterado',
];

export interface Case {
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

/**
 * The records the history rows read: set by the file before its first call (each file reads its
 * own school's).
 */
export const matrixIds = { sitio: 'no-existe', docente: 'no-existe' };
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

export const CASES: Case[] = [
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
    path: () => `/api/docentes/${matrixIds.docente}/history`,
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'GET /api/:collection/:id/history',
    what: 'datos del colegio',
    method: 'GET',
    path: () => `/api/sitio/${matrixIds.sitio}/history`,
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
    route: 'PUT /api/comunicados/:collection/:id/inicio',
    what: 'ocultar un comunicado de la Secretaría de la página de inicio',
    method: 'PUT',
    path: () => '/api/comunicados/noticias/no-existe/inicio',
    json: { oculto: true },
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
  // The families' subscriptions, staff side: counts, notices and «Enterado» with `avisos`
  // (administrators and editors), the addresses and their deletion with `suscriptores`.
  {
    route: 'GET /api/suscripciones/resumen',
    what: 'suscripciones: conteos',
    method: 'GET',
    path: () => '/api/suscripciones/resumen',
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'GET /api/suscripciones/avisos',
    what: 'avisos a las familias',
    method: 'GET',
    path: () => '/api/suscripciones/avisos',
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'GET /api/avisos/:id/enterados',
    what: 'lista de «Enterado»',
    method: 'GET',
    path: () => '/api/avisos/no-existe/enterados',
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'GET /api/avisos/:id/enterados.csv',
    what: 'lista de «Enterado» (CSV)',
    method: 'GET',
    path: () => '/api/avisos/no-existe/enterados.csv',
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'GET /api/suscripciones/lista',
    what: 'direcciones suscritas',
    method: 'GET',
    path: () => '/api/suscripciones/lista',
    allowed: 200,
    roles: STAFF_ADMIN,
  },
  {
    route: 'GET /api/suscripciones/lista.csv',
    what: 'direcciones suscritas (CSV)',
    method: 'GET',
    path: () => '/api/suscripciones/lista.csv',
    allowed: 200,
    roles: STAFF_ADMIN,
  },
  {
    route: 'DELETE /api/suscripciones/:id',
    what: 'eliminar una suscripción',
    method: 'DELETE',
    path: () => `/api/suscripciones/${'0'.repeat(40)}`,
    allowed: 404,
    roles: STAFF_ADMIN,
  },
  // The conformity check: its report for the ITA screen's readers; "Revisar ahora" for
  // administrators. The matrices hold the school's turn (holdConformityTurn), so an allowed run
  // answers 409 and checks nothing.
  // The families' notices: «Notificar de nuevo» and «Enterado»'s reminder; an item or a notice
  // that does not exist is a 404 and queues nothing.
  {
    route: 'POST /api/avisos/:coleccion/:id/notificar',
    what: 'notificar de nuevo',
    method: 'POST',
    path: () => '/api/avisos/noticias/no-existe/notificar',
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'POST /api/avisos/:avisoId/recordatorio',
    what: 'recordatorio de «Enterado»',
    method: 'POST',
    path: () => '/api/avisos/no-existe/recordatorio',
    allowed: 404,
    roles: CONTENT,
  },
  {
    route: 'GET /api/conformidad',
    what: 'revisión automática',
    method: 'GET',
    path: () => '/api/conformidad',
    allowed: 200,
    roles: CONTENT,
  },
  {
    route: 'POST /api/conformidad',
    what: 'revisar ahora',
    method: 'POST',
    path: () => '/api/conformidad',
    allowed: 409,
    roles: STAFF_ADMIN,
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

/** Every `METHOD /path` the function's router answers, catch-alls (405 answers) left out. */
/** A layer of an Express router, as the route walk reads it. */
export interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

/** Every `METHOD /path` a school's app answers (or, given, another router's: the platform's). */
/**
 * Holds a school's conformity turn (data/conformity.ts) for the matrices, so an allowed
 * `POST /api/conformidad` answers 409 and runs no check; answers how to give it back.
 */
export async function holdConformityTurn(school: string): Promise<() => Promise<void>> {
  const turn = emulatorDeps(school).db.doc('panel/conformidad-turno');
  await turn.set({ hasta: Date.now() + 3_600_000 });
  return async () => {
    await turn.delete();
  };
}

export function routerRoutes(
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
