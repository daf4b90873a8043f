/**
 * The Secretaría's weekly e-mail through the platform's outbox (platform/weekly-mail.ts): on a
 * Monday morning the hourly run's platform part writes one message per Secretaría account, sends
 * it over SMTP (the mail catcher here) and, run again that Monday, writes nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { emulatorDeps, emulatorRoot } from '../../scripts/seed/emulator-admin';
import { SEED_ACCOUNTS } from '../../scripts/seed/accounts';
import { refreshSchoolSummary } from '../../functions/src/maintenance/school-summary';
import { PQRSD_CONSENT_VERSION } from '../../functions/src/model/pqrsd';
import { smtpSend } from '../../functions/src/pqrsd/mailer';
import { maintainPlatform, WEEKLY_MARKER } from '../../functions/src/platform/weekly-mail';
import { platformCall } from './platform';

const SCHOOL = 'lasacacias';
const acacias = emulatorDeps(SCHOOL);
const root = emulatorRoot();
let catcher: MailCatcher;
let radicado = '';

/** The coming Monday, 07:00 in Bogotá (12:00 UTC). */
function nextMonday(): number {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  d.setUTCHours(12, 0, 0, 0);
  return d.getTime();
}

beforeAll(async () => {
  // As the function runs in the emulator: its mail to the catcher, its addresses on http://localhost.
  process.env.SMTP_HOST ??= '127.0.0.1';
  process.env.FUNCTIONS_EMULATOR = 'true';
  catcher = await startMailCatcher();
  await root.db.doc(WEEKLY_MARKER).delete();
  const filed = await platformCall<{ radicado: string }>('POST', `/${SCHOOL}/api/pqrsd`, {
    json: {
      tipo: 'queja',
      nombre: 'Marta Ruiz',
      documento: '52123456',
      email: 'marta.ruiz@example.com',
      telefono: '300 111 2233',
      asunto: 'Atención en secretaría',
      mensaje: 'Quiero presentar una queja.',
      consentimiento: PQRSD_CONSENT_VERSION,
    },
    headers: { 'X-Forwarded-For': '198.51.100.93' },
  });
  expect(filed.status).toBe(201);
  radicado = filed.body.radicado;
  // Long overdue: its due date in the past, as if the term had run out.
  await acacias.db.doc(`pqrsd/${radicado}`).update({ dueDate: '2026-01-05' });
  await refreshSchoolSummary(acacias.db, acacias.auth, Date.now());
});

afterAll(async () => {
  await catcher?.close();
  await root.db.doc(WEEKLY_MARKER).delete();
  await acacias.db.doc(`pqrsd/${radicado}`).update({ estado: 'respondida' });
  await refreshSchoolSummary(acacias.db, acacias.auth, Date.now());
});

describe('the weekly mail', () => {
  it('goes on Monday morning to every Secretaría account, listing the overdue radicado, once', async () => {
    const monday = nextMonday();
    const first = await maintainPlatform(root.db, smtpSend, monday);
    const secretaria = SEED_ACCOUNTS.filter((a) => a.platform).map((a) => a.email);
    expect(first.queued).toBe(secretaria.length);
    expect(first.sent).toBeGreaterThanOrEqual(secretaria.length);
    for (const email of secretaria) {
      const mail = await catcher.waitFor((m) => m.to.includes(email) && /Resumen semanal/.test(m.subject));
      expect(mail.text).toContain(`Radicado ${radicado}`);
      expect(mail.text).toContain('/lasacacias/admin/pqrsd');
      expect(mail.text).toContain('/secretaria');
      expect(mail.from).toMatch(/Secretaría de Educación de Villa del Río/);
    }
    // The same Monday again (the next hourly run): nothing more.
    const again = await maintainPlatform(root.db, smtpSend, monday + 3_600_000);
    expect(again.queued).toBe(0);
    // Any other day: nothing.
    expect((await maintainPlatform(root.db, smtpSend, monday + 2 * 86_400_000)).queued).toBe(0);
  });
});
