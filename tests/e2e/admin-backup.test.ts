/**
 * "Copia de seguridad" in Chromium: the administrator downloads a backup from the
 * screen (the browser's download, opened as a zip: its manifest lists every collection and the
 * seeded files, without personal data), the weekly backups are listed with a download each;
 * screenshots at 1280 and 390 px, and an axe check.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { writeAutoBackup } from '../../functions/src/backup/auto-backups';
import type { BackupManifest } from '../../functions/src/backup/manifest';
import { COLLECTION_NAMES } from '../../functions/src/model';
import { blockingViolations, runAxe } from './axe';
import { adminTest as test } from './admin';
import { BOTH_WIDTHS, DESKTOP, horizontalOverflow, screenshot, SITE } from './browser';
import { shown } from './pages';
import { downloadBackup, workDir, zipEntries } from '../emulator/backup-zip';
import { call } from '../emulator/site';
import { adminToken } from '../emulator/state';

async function openBackup(page: import('playwright-core').Page): Promise<void> {
  await page.getByRole('link', { name: 'Copia de seguridad', exact: true }).click();
  await page.waitForURL(`${SITE}/admin/copia-de-seguridad`);
  await shown(page.getByRole('heading', { level: 1, name: 'Copia de seguridad' }));
}

test('the administrator downloads a backup from the screen, and the weekly ones are listed', async ({
  signedIn,
}) => {
  const { db, bucket } = emulatorDeps();
  await bucket.deleteFiles({ prefix: 'backups/', force: true });
  try {
    await writeAutoBackup(db, bucket, new Date('2026-11-23T08:00:00.000Z'));
    const tab = await signedIn({ viewport: DESKTOP });
    const { page } = tab;
    await openBackup(page);
    await shown(page.getByRole('button', { name: /^Descargar la copia del / }));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar copia ahora', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^copia-colegio-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = join(workDir(), download.suggestedFilename());
    await download.saveAs(path);
    const entries = await zipEntries(path);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as BackupManifest;
    expect(manifest.personalData).toBe(false);
    for (const name of COLLECTION_NAMES) expect(manifest.counts[name], name).toBeGreaterThanOrEqual(0);
    expect(manifest.counts.docentes).toBeGreaterThan(0);
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const f of manifest.files) expect(entries.get(f.path)?.length, f.path).toBe(f.size);

    const [stored] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Descargar la copia del / }).click(),
    ]);
    expect(stored.suggestedFilename()).toMatch(/^copia-colegio-2026-11-23T08-00-00-000Z\.zip$/);
    expect(tab.problems).toEqual([]);
  } finally {
    await bucket.deleteFiles({ prefix: 'backups/', force: true });
  }
});

test('"Copia de seguridad" at 1280 and 390 px, and no serious axe violation', async ({ signedIn }) => {
  const { db, bucket } = emulatorDeps();
  await bucket.deleteFiles({ prefix: 'backups/', force: true });
  try {
    await writeAutoBackup(db, bucket, new Date('2026-11-16T08:00:00.000Z'));
    await writeAutoBackup(db, bucket, new Date('2026-11-23T08:00:00.000Z'));
    for (const [viewport, width] of BOTH_WIDTHS) {
      const tab = await signedIn({ viewport, mobile: width === 390 });
      const { page } = tab;
      await openBackup(page);
      await shown(page.locator('table.adm-table tbody tr').nth(1));
      await screenshot(page, `admin-backup-${width}`);
      expect(await horizontalOverflow(page), `Copia de seguridad at ${width} px`).toBe(0);
      if (width === 1280) {
        const { violations, passes } = await runAxe(page);
        expect(passes).toBeGreaterThan(10);
        expect(blockingViolations(violations)).toEqual([]);
      }
    }
  } finally {
    await bucket.deleteFiles({ prefix: 'backups/', force: true });
  }
});

test(
  'restore from the screen: a file that is no backup is refused; a backup shows its dry run, then restores',
  { timeout: 300_000 },
  async ({ signedIn }) => {
    const token = await adminToken();
    const downloaded = await downloadBackup(token);
    expect(downloaded.status).toBe(200);
    // The site changes after the backup: one teacher's name.
    const record = (
      await call<Array<{ _id: string; title: string; updatedAt: string }>>('GET', '/api/docentes', { token })
    ).body[0]!;
    const edited = await call('PUT', `/api/docentes/${record._id}`, {
      token,
      json: { title: 'Nombre cambiado después de la copia', updatedAt: record.updatedAt },
    });
    expect(edited.status).toBe(200);

    for (const [viewport, width] of BOTH_WIDTHS) {
      const tab = await signedIn({ viewport, mobile: width === 390 });
      const { page } = tab;
      await openBackup(page);
      const panel = page.getByRole('region', { name: 'Restaurar una copia' });
      const file = panel.getByLabel('Archivo de la copia (.zip)');

      if (width === 1280) {
        // Not a backup: refused with the reason, nothing written.
        tab.expectConsoleError(/status of 422/);
        await file.setInputFiles({
          name: 'notas.zip',
          mimeType: 'application/zip',
          buffer: Buffer.from('no soy una copia'),
        });
        await panel.getByRole('button', { name: 'Revisar la copia' }).click();
        const alert = panel.getByRole('alert');
        await shown(alert);
        expect(await alert.textContent()).toMatch(/no se puede restaurar:.*no es una copia completa/);
      }

      await file.setInputFiles(downloaded.path);
      await panel.getByRole('button', { name: 'Revisar la copia' }).click();
      const dry = panel.getByRole('region', { name: /^Prueba sin escribir/ });
      await dry.waitFor({ state: 'visible', timeout: 120_000 });
      // By its cells (on a phone the table is drawn as cards, without a table's roles).
      const docentes = dry.locator('tbody tr', { hasText: 'Docentes' });
      // 1280: the edited teacher would be replaced; 390 (after the restore): the teachers are already so.
      if (width === 1280) {
        expect(await docentes.locator('td').allTextContents()).toEqual([
          'Docentes',
          '0',
          '1',
          expect.any(String),
        ]);
      } else {
        // (The checklist's hourly findings may differ: only the teachers are asserted.)
        expect(await dry.textContent()).toMatch(/Sin cambios \(ya iguales a la copia\):.*Docentes \(\d+\)/);
      }
      await screenshot(page, `admin-restore-dry-run-${width}`);
      expect(await horizontalOverflow(page), `restore dry run at ${width} px`).toBe(0);

      if (width === 1280) {
        await dry.getByRole('button', { name: 'Restaurar ahora' }).click();
        const done = panel.getByRole('status').filter({ hasText: 'Restauración completa' });
        await done.waitFor({ state: 'visible', timeout: 120_000 });
        expect(await done.textContent()).toMatch(/Restauración completa: 1 documento y 0 archivos escritos/);
        const back = (await call<{ title: string }>('GET', `/api/docentes/${record._id}`, { token })).body;
        expect(back.title).toBe(record.title);
        // The history of restores: who, which file, what came of it.
        const history = panel.getByRole('table', { name: /^Restauraciones/ });
        await shown(history.getByRole('row', { name: /Restaurada/ }).first());
        await screenshot(page, `admin-restore-done-${width}`);
        const { violations } = await runAxe(page);
        expect(blockingViolations(violations)).toEqual([]);
      } else {
        await dry.getByRole('button', { name: 'Cancelar' }).click();
        expect(await dry.count()).toBe(0);
      }
      expect(tab.verdict()).toEqual([]);
    }
  },
);
