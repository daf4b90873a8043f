/** The backups' calls (docs/api.md, "Backups"): administrators only, never cached. */
import { apiRequest } from '@/lib/api-client';
import { sendMultipart } from '../api/multipart';

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

/** One set's outcome in a restore's dry run. */
export interface RestoreSetOutcome {
  set: string;
  new: number;
  replaced: number;
  unchanged: number;
}

/** A restore from the admin: its dry run, its progress, its outcome (GET /api/restores/{id}). */
export interface RestoreEntry {
  id: string;
  state: 'checked' | 'running' | 'done' | 'failed' | 'refused' | 'expired';
  by: { uid: string; email: string };
  fileName: string;
  size: number;
  uploadedAt: string;
  expiresAt: string;
  backupCreatedAt?: string;
  dryRun: {
    sets: RestoreSetOutcome[];
    fileCounts: { new: number; unchanged: number };
    refused: string[];
    plan: string[];
  } | null;
  progress: { done: number; total: number } | null;
  startedAt?: string;
  finishedAt?: string;
  result: { documents: number; files: number } | null;
  error?: string;
}

/** POST /api/restores: the zip, checked and compared with the site; nothing is written. */
export function checkRestore(file: File, token: string, onProgress: (f: number) => void) {
  const form = new FormData();
  form.append('copia', file, file.name);
  return sendMultipart<RestoreEntry>('/api/restores', form, token, onProgress);
}

export function confirmRestore(id: string, token: string) {
  return apiRequest<RestoreEntry>(`/api/restores/${id}/confirm`, { token, method: 'POST' });
}

export function getRestore(id: string, token: string) {
  return apiRequest<RestoreEntry>(`/api/restores/${id}`, { token });
}

export function listRestores(token: string, signal?: AbortSignal) {
  return apiRequest<RestoreEntry[]>('/api/restores', { token, signal });
}
