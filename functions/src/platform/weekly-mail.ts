/**
 * The Secretaría's weekly e-mail (decision 0034): on Monday morning, Bogotá time, the hourly run
 * writes one message to each person with a platform role (`people/{uid}.platform`) listing the
 * schools with overdue PQRSD (their radicados and due dates) and the schools whose transparency
 * index has stale items (which ones). Once a week: the week's marker (`platform/correoSemanal`)
 * and the messages are written in one transaction, so a second run that Monday finds the marker
 * and writes nothing.
 *
 * The mail leaves as every mail of the platform does: a document of an outbox, sent over SMTP by
 * the function (pqrsd/outbox.ts `deliverOutbox`, the same sender, retries and backoff). The
 * platform's outbox is the one under its reserved id (`schools/plataforma/_outbox`, a name no
 * school can take: tenancy/schools.ts RESERVED_SCHOOL_IDS), drained by the same hourly run.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { guardedTransaction } from '../data/guarded-transaction';
import { itaViews } from '../data/ita';
import { withDeadline } from '../domain/deadline';
import { formatCalendarDate } from '../model/date-time';
import type { PanelRow } from '../model/school-summary';
import { bogotaDate } from '../pqrsd/due-date';
import { deliverOutbox, outboxDocs, type Mail, type SendMail } from '../pqrsd/outbox';
import { PQRSD_COLLECTION } from '../pqrsd/stored';
import { PEOPLE, PLATFORM_ROLES } from '../tenancy/school-auth';
import { scopeFirestore } from '../tenancy/school-scope';
import { SchoolTable } from '../tenancy/schools';
import { platformOrigin } from '../tenancy/site-origin';
import { panelRows } from './platform-panel';

/** The platform's own data for its mail: the reserved id `plataforma`, never a school's. */
export const PLATFORM_MAIL_SCOPE = 'plataforma';
/** The week whose mail went out: `{semana: 'YYYY-MM-DD' (its Monday), at}`. */
export const WEEKLY_MARKER = 'platform/correoSemanal';
/** The mail goes from this hour of Monday, Bogotá time (UTC−5 all year). */
const SEND_FROM_HOUR = 6;
const BOGOTA_OFFSET_MS = 5 * 3_600_000;

/** The platform's outbox handle (its mail, drained like a school's). */
export const platformMailDb = (root: Firestore) => scopeFirestore(root, PLATFORM_MAIL_SCOPE);

/**
 * The Monday (Bogotá date) whose mail is due at `nowMs`: that Monday from 06:00 until Tuesday
 * 06:00, Bogotá time; null the rest of the week.
 */
export function weeklyMailDay(nowMs: number): string | null {
  const wall = new Date(nowMs - BOGOTA_OFFSET_MS - SEND_FROM_HOUR * 3_600_000);
  return wall.getUTCDay() === 1 ? wall.toISOString().slice(0, 10) : null;
}

interface OverdueSchool {
  row: PanelRow;
  radicados: Array<{ radicado: string; dueDate: string }>;
}

/** What the mail says: the schools with overdue PQRSD, then those with stale ITA items. */
export function weeklyMailText(
  day: string,
  overdue: OverdueSchool[],
  stale: Array<{ row: PanelRow; items: string[] }>,
  consoleUrl: string,
): { subject: string; text: string } {
  const subject = `Resumen semanal de los colegios: ${overdue.length} con PQRSD vencidas, ${stale.length} con ITA desactualizado`;
  const lines = [
    `Resumen de la semana del ${formatCalendarDate(day)}.`,
    '',
    'PQRSD vencidas (el término legal ya pasó):',
    ...(overdue.length === 0
      ? ['- Ningún colegio tiene PQRSD vencidas.']
      : overdue.flatMap(({ row, radicados }) => [
          `- ${row.name} (${row.municipio}): ${row.pqrsd.vencidas} vencida(s).${row.pqrsdInbox ? ` Bandeja: ${row.pqrsdInbox}` : ''}`,
          ...radicados.map((r) => `    · Radicado ${r.radicado}, venció el ${formatCalendarDate(r.dueDate)}`),
        ])),
    '',
    'Índice de transparencia (ITA) con ítems desactualizados (su periodo de revisión ya pasó):',
    ...(stale.length === 0
      ? ['- Ningún colegio tiene ítems desactualizados.']
      : stale.flatMap(({ row, items }) => [
          `- ${row.name} (${row.municipio}): ${row.ita.desactualizado} ítem(s)${row.ita.revisadoEl ? `, última revisión el ${formatCalendarDate(row.ita.revisadoEl.slice(0, 10))}` : ''}.`,
          ...items.map((name) => `    · ${name}`),
        ])),
    '',
    `El panel de la Secretaría, con las cifras de todos los colegios: ${consoleUrl}`,
    '',
    'Este correo se envía cada lunes a las cuentas de la Secretaría de Educación en la plataforma.',
  ];
  return { subject, text: lines.join('\n') };
}

/** The overdue radicados of one school (its open requests past their due date), oldest first. */
async function overdueRadicados(root: Firestore, schoolId: string, today: string) {
  const db = scopeFirestore(root, schoolId);
  const snap = await withDeadline(
    'Firestore',
    db.collection(PQRSD_COLLECTION).where('estado', 'in', ['radicada', 'prorrogada']).select('dueDate').get(),
  );
  return snap.docs
    .map((d) => ({ radicado: d.id, dueDate: String(d.get('dueDate') ?? '') }))
    .filter((r) => r.dueDate && r.dueDate < today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** The stale items' names of one school's checklist. */
async function staleItems(root: Firestore, schoolId: string, nowMs: number) {
  const views = await itaViews(scopeFirestore(root, schoolId), nowMs);
  return views.filter((v) => v.stale).map((v) => `${v.number} ${v.name}`);
}

/**
 * Writes this week's messages into the platform's outbox when it is Monday morning in Bogotá and
 * they were not written yet; says how many it wrote (0: not due, or done already).
 */
export async function queueWeeklyMail(root: Firestore, nowMs: number): Promise<number> {
  const day = weeklyMailDay(nowMs);
  if (!day) return 0;
  const marker = root.doc(WEEKLY_MARKER);
  if ((await withDeadline('Firestore', marker.get())).get('semana') === day) return 0;

  const people = await withDeadline(
    'Firestore',
    root
      .collection(PEOPLE)
      .where('platform', 'in', [...PLATFORM_ROLES])
      .get(),
  );
  const emails = [...new Set(people.docs.map((d) => String(d.get('email') ?? '').trim()).filter(Boolean))];
  // The inbox links as `secretaria` sees them (the mail goes to both roles: a link to a school
  // `secretaria-lectura` cannot open is still where the request is).
  const rows = await panelRows(root, 'secretaria');
  const today = bogotaDate(new Date(nowMs));
  const overdue: OverdueSchool[] = [];
  for (const row of rows.filter((r) => r.pqrsd.vencidas > 0))
    overdue.push({ row, radicados: await overdueRadicados(root, row.id, today) });
  const stale: Array<{ row: PanelRow; items: string[] }> = [];
  for (const row of rows.filter((r) => r.ita.desactualizado > 0))
    stale.push({ row, items: await staleItems(root, row.id, nowMs) });
  const { subject, text } = weeklyMailText(day, overdue, stale, `${platformOrigin()}/secretaria`);

  const outbox = platformMailDb(root);
  const at = Timestamp.fromMillis(nowMs);
  return guardedTransaction(root, 'weekly mail', async (tx, guard) => {
    const seen = await tx.get(marker);
    guard.stillWanted();
    if (seen.get('semana') === day) return 0;
    for (const email of emails) {
      const mail: Mail = { kind: 'resumen-semanal', radicado: '', to: { email, staff: true }, subject, text };
      for (const [ref, doc] of outboxDocs(outbox, mail, at, false)) tx.create(ref, doc);
    }
    tx.set(marker, { semana: day, at: at.toDate().toISOString(), destinatarios: emails.length });
    guard.committing();
    return emails.length;
  });
}

/**
 * The platform's part of the hourly run: this week's mail when due, then whatever its outbox
 * holds that is due (first attempts and retries), from the Secretaría's name.
 */
export async function maintainPlatform(
  root: Firestore,
  send: SendMail,
  nowMs: number,
): Promise<{ queued: number; sent: number; failed: number }> {
  const queued = await queueWeeklyMail(root, nowMs);
  const settings = await new SchoolTable(root, 0).settings();
  const report = await deliverOutbox(platformMailDb(root), send, nowMs, {
    sender: { recipient: settings?.email ?? null, name: settings?.name ?? '' },
  });
  return { queued, ...report };
}
