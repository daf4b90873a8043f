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
import { workDir, zipEntries } from '../emulator/backup-zip';

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
