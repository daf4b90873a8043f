import { describe, expect, it } from 'vitest';
import { AUTO_BACKUP_NAME, autoBackupObject, backupFileName } from './contents';

describe('backup names', () => {
  it('names a download by the school’s day (Bogotá) and says when it holds personal data', () => {
    expect(backupFileName(new Date('2026-11-25T12:00:00Z'), false)).toBe('copia-colegio-2026-11-25.zip');
    // 9 p.m. in Bogotá on the 25th is already the 26th in UTC.
    expect(backupFileName(new Date('2026-11-26T02:00:00Z'), true)).toBe(
      'copia-colegio-2026-11-25-con-datos-personales.zip',
    );
  });

  it('names weekly backups so they sort by time, and looks up only such names', () => {
    const object = autoBackupObject(new Date('2026-11-23T08:00:00.000Z'));
    expect(object).toBe('backups/copia-colegio-2026-11-23T08-00-00-000Z.zip');
    expect(AUTO_BACKUP_NAME.test(object.slice('backups/'.length))).toBe(true);
    for (const bad of [
      '../media/x.zip',
      'copia-colegio-2026-11-23.zip',
      'copia-colegio-2026-11-23T08-00-00-000Z.zip/x',
    ]) {
      expect(AUTO_BACKUP_NAME.test(bad), bad).toBe(false);
    }
  });
});
