/** /admin/copia-de-seguridad: the download form (token filled in on submit), the personal-data box, the automatic backups. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS } from '@/config/paths';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin } from '../test/render-admin';
import { formatStamp } from '../lib/format-stamp';
import { BACKUP_TEXT } from './backup-page';

let server: FakeServer;

fakeServerForEachTest((s) => (server = s));

describe('Copia de seguridad', () => {
  it('lists the automatic backups, each a download form, and posts "Descargar copia ahora" with a fresh token', async () => {
    const name = 'copia-colegio-2026-11-23T08-00-00-000Z.zip';
    server.on('GET /api/backups', () => ({
      status: 200,
      body: [{ name, createdAt: '2026-11-23T08:00:00.000Z', size: 5 * 1024 * 1024 }],
    }));
    const submitted: Array<{ action: string; token: string; personal: boolean }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      const data = new FormData(this);
      submitted.push({
        action: this.getAttribute('action') ?? '',
        token: String(data.get('idToken')),
        personal: data.get('personal') === '1',
      });
    });
    const { events } = await renderAdmin(ADMIN_PATHS.backup);
    const table = await screen.findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe(formatStamp('2026-11-23T08:00:00.000Z'));
    expect(cells[1]!.textContent).toBe('5 MB');

    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: BACKUP_TEXT.personal });
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      BACKUP_TEXT.personalHint,
    );
    await events.click(box);
    await events.click(screen.getByRole('button', { name: BACKUP_TEXT.now }));
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ action: '/api/backup', personal: true });
    expect(submitted[0]!.token).not.toBe('');

    await events.click(within(table).getByRole('button', { name: new RegExp(`^${BACKUP_TEXT.download}`) }));
    await vi.waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[1]).toMatchObject({ action: `/api/backups/${name}`, personal: false });
  });

  it('says what the copy is for and who restores it with which command, without "restaurar en otro proyecto"', async () => {
    server.on('GET /api/backups', () => ({ status: 200, body: [] }));
    await renderAdmin(ADMIN_PATHS.backup);
    expect(await screen.findByText(BACKUP_TEXT.purpose)).toBeTruthy();
    const restore = screen.getByRole('region', { name: BACKUP_TEXT.restoreTitle });
    expect(restore.textContent).toContain('consola de Firebase');
    expect(restore.textContent).toContain(`README.md, «${BACKUP_TEXT.readmeSection}»`);
    expect(restore.querySelector('code')?.textContent).toBe(BACKUP_TEXT.restoreCommand);
    expect(document.body.textContent).not.toMatch(/restaurar en otro proyecto/i);
  });

  it('names the README section and the command as the README has them', () => {
    const readme = readFileSync(join(__dirname, '../../../../../README.md'), 'utf8');
    expect(readme).toContain(`## ${BACKUP_TEXT.readmeSection}`);
    expect(readme).toMatch(/npm run restore -- copia\.zip/);
    expect(BACKUP_TEXT.restoreCommand.startsWith('npm run restore -- ')).toBe(true);
  });

  it('says when there is no automatic backup yet', async () => {
    server.on('GET /api/backups', () => ({ status: 200, body: [] }));
    await renderAdmin(ADMIN_PATHS.backup);
    expect((await screen.findByText(BACKUP_TEXT.empty)).tagName).toBe('P');
  });
});
