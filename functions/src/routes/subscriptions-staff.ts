/**
 * The staff's side of the families' subscriptions (docs/api.md "Suscripciones: personal"):
 *   GET    /api/suscripciones/resumen        `avisos`: counts per topic, mode and push; no address
 *   GET    /api/suscripciones/lista(.csv)    `suscriptores`: the addresses (?q= &tema= &estado= &modo=)
 *   DELETE /api/suscripciones/:id            `suscriptores`: one address deleted on its owner's request
 *   GET    /api/suscripciones/avisos         `avisos`: the newest notices, their messages per state
 *   GET    /api/avisos/:id/enterados(.csv)   `avisos`: a circular's recipients and who confirmed
 *                                            reading it; the addresses only for `suscriptores`
 * The notices' list is not GET /api/avisos: that is the «Avisos» collection's public list.
 * Nothing here is cached, and no answer to a role without `suscriptores` holds an address.
 */
import { Router, type Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { now } from '../data/clock';
import { badRequest, notFound } from '../http/errors';
import { requireRole } from '../http/require-role';
import { can } from '../model/roles';
import { csvFile } from '../model/csv';
import { MODES, TOPICS, type Mode, type Topic } from '../model/subscriptions';
import {
  readCsvColumns,
  readCsvRow,
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBER_LIST_LIMIT,
  subscriberCsvRow,
  type SubscriberFilter,
} from '../model/subscriptions-staff';
import { bogotaDate } from '../pqrsd/due-date';
import {
  deleteSubscriber,
  noticeRows,
  readList,
  subscriberRows,
  subscriptionCounts,
} from '../subscriptions/staff-views';
import { idParam } from './params';

const NO_SUBSCRIBER = 'No existe esa suscripción: quizá ya se eliminó.';
const NO_READ_LIST = 'No existe ese aviso, o su circular no pide «Enterado».';

/** The list's filters from the query string: an unknown value is a 400 saying which. */
function filterOf(req: Request): SubscriberFilter {
  const one = (name: string) => {
    const v = req.query[name];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const filter: SubscriberFilter = {};
  const q = one('q');
  if (q) filter.q = q.slice(0, 200);
  const tema = one('tema');
  if (tema) {
    if (!(TOPICS as readonly string[]).includes(tema))
      throw badRequest(`No existe el tema «${tema.slice(0, 40)}».`);
    filter.tema = tema as Topic;
  }
  const estado = one('estado');
  if (estado) {
    if (estado !== 'pendiente' && estado !== 'confirmada')
      throw badRequest('El estado debe ser «pendiente» o «confirmada».');
    filter.estado = estado;
  }
  const modo = one('modo');
  if (modo) {
    if (!(MODES as readonly string[]).includes(modo))
      throw badRequest(`No existe la frecuencia «${modo.slice(0, 40)}».`);
    filter.modo = modo as Mode;
  }
  return filter;
}

const csvHeaders = (name: string, at: number) => ({
  'Cache-Control': 'private, no-store',
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}-${bogotaDate(new Date(at))}.csv"`,
});

export function subscriptionsStaffRouter(db: Firestore, auth: Auth): Router {
  const router = Router();
  const notices = requireRole(auth, 'avisos');
  const addresses = requireRole(auth, 'suscriptores');

  router.get('/suscripciones/resumen', notices, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await subscriptionCounts(db));
  });

  router.get('/suscripciones/lista', addresses, async (req, res) => {
    const rows = await subscriberRows(db, filterOf(req));
    res
      .set('Cache-Control', 'private, no-store')
      .json({ total: rows.length, items: rows.slice(0, SUBSCRIBER_LIST_LIMIT) });
  });

  router.get('/suscripciones/lista.csv', addresses, async (req, res) => {
    const rows = await subscriberRows(db, filterOf(req));
    res
      .set(csvHeaders('suscripciones', await now(db)))
      .send(csvFile(SUBSCRIBER_CSV_COLUMNS, rows.map(subscriberCsvRow)));
  });

  router.get('/suscripciones/avisos', notices, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json({ items: await noticeRows(db) });
  });

  router.delete('/suscripciones/:id', addresses, async (req, res) => {
    const id = String(req.params.id ?? '');
    if (!/^[0-9a-f]{40}$/.test(id) || !(await deleteSubscriber(db, id))) throw notFound(NO_SUBSCRIBER);
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  const readListOf = async (req: Request) => {
    const list = await readList(db, idParam(req.params.id), can(req.role, 'suscriptores'));
    if (!list) throw notFound(NO_READ_LIST);
    return list;
  };

  router.get('/avisos/:id/enterados', notices, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await readListOf(req));
  });

  router.get('/avisos/:id/enterados.csv', notices, async (req, res) => {
    const list = await readListOf(req);
    res
      .set(csvHeaders('enterado', await now(db)))
      .send(csvFile(readCsvColumns(list.conDirecciones), list.items.map(readCsvRow)));
  });

  return router;
}
