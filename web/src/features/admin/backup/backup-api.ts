/** The backups' calls (docs/api.md, "Backups"): administrators only, never cached. */
import { apiRequest } from '@/lib/api-client';

export interface AutoBackup {
  name: string;
  createdAt: string;
  size: number;
}

export function listAutoBackups(token: string, signal?: AbortSignal) {
  return apiRequest<AutoBackup[]>('/api/backups', { token, signal });
}

/** Where a download form posts (the ID token goes in the form's body, never in the address). */
export const BACKUP_NOW_ACTION = '/api/backup';
export const storedBackupAction = (name: string) => `/api/backups/${encodeURIComponent(name)}`;
