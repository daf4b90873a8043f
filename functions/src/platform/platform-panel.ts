/**
 * The Secretaría's overview of every school (decision 0034):
 *
 *   GET /api/plataforma/panel       one row per active school (model/school-summary.ts PanelRow)
 *   GET /api/plataforma/panel.csv   the same rows as a spreadsheet (model/csv.ts, Spanish headers);
 *                                   ?municipio=, ?comuna=, ?vencidas=1 keep what the screen shows
 *
 * Both Secretaría roles (platform-api.ts `platformCaller`: 401 without a token, 404 without a
 * platform role). The figures are each school's summary, `schools/{id}/panel/resumen`, kept on
 * write and by the hourly run: this reads them all in ONE collection-group query, never a
 * school's requests or checklist, so 300 schools answer as fast as three. The link to a school's
 * PQRSD inbox goes to `secretaria` only (an administrator in every school); `secretaria-lectura`
 * holds no school role and gets none.
 */
import { Router, type Request } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { csvFile } from '../model/csv';
import {
  filterPanelRows,
  PANEL_CSV_COLUMNS,
  panelCsvRow,
  panelRowOf,
  SUMMARY_COLLECTION,
  SUMMARY_ID,
  type PanelAnswer,
  type PanelRow,
  type SchoolSummaryDoc,
} from '../model/school-summary';
import { bogotaDate } from '../pqrsd/due-date';
import { otherMethods } from '../routes/params';
import type { PlatformRole } from '../tenancy/school-auth';
import { SCHOOLS } from '../tenancy/school-scope';
import { SchoolTable } from '../tenancy/schools';
import { platformCaller } from './platform-api';
import { schoolOrigin } from './platform-app';

/** A school's PQRSD inbox in its admin area (web/src/config/paths.ts ADMIN_PATHS.pqrsd). */
const PQRSD_INBOX = '/admin/pqrsd';

/** Every school's summary by school id: one collection-group query over `schools/*\/panel/resumen`. */
export async function readSummaries(root: Firestore): Promise<Map<string, SchoolSummaryDoc>> {
  const snap = await withDeadline('Firestore', root.collectionGroup(SUMMARY_COLLECTION).get());
  const byId = new Map<string, SchoolSummaryDoc>();
  for (const doc of snap.docs) {
    const school = doc.ref.parent.parent;
    // Only a school's own summary: `schools/{id}/panel/resumen`.
    if (doc.id !== SUMMARY_ID || !school || school.parent.id !== SCHOOLS || school.parent.parent) continue;
    byId.set(school.id, doc.data() as SchoolSummaryDoc);
  }
  return byId;
}

/** The console's rows, active schools by name. */
export async function panelRows(root: Firestore, role: PlatformRole): Promise<PanelRow[]> {
  const [schools, summaries] = await Promise.all([new SchoolTable(root, 0).list(), readSummaries(root)]);
  return schools
    .filter((s) => s.status === 'activa')
    .map((s) => {
      const origin = schoolOrigin(s);
      return panelRowOf(
        { ...s, url: `${origin}/` },
        summaries.get(s.id),
        role === 'secretaria' ? `${origin}${PQRSD_INBOX}` : null,
      );
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function platformPanelRouter(auth: Auth, db: Firestore): Router {
  const router = Router();
  const caller = (req: Request) => platformCaller(auth, db, req.get('authorization') ?? '');

  router.get('/api/plataforma/panel', async (req, res) => {
    const { role } = await caller(req);
    const answer: PanelAnswer = { rows: await panelRows(db, role), at: new Date().toISOString() };
    res.json(answer);
  });

  router.get('/api/plataforma/panel.csv', async (req, res) => {
    const { role } = await caller(req);
    const rows = filterPanelRows(await panelRows(db, role), {
      municipio: text(req.query.municipio),
      comuna: text(req.query.comuna),
      soloVencidas: req.query.vencidas === '1',
    });
    res
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="panel-colegios-${bogotaDate(new Date())}.csv"`)
      .send(csvFile(PANEL_CSV_COLUMNS, rows.map(panelCsvRow)));
  });

  router.all(['/api/plataforma/panel', '/api/plataforma/panel.csv'], otherMethods('GET'));
  return router;
}
