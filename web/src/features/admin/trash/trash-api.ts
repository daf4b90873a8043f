/** The Papelera's calls (docs/api.md, "Trash"): administrators only, never cached. */
import type { AnyRecord, CollectionName, TrashEntry } from '@model';
import { apiRequest } from '@/lib/api-client';
import { publicListChanged } from '../api/admin-api';

export function listTrash(token: string, signal?: AbortSignal) {
  return apiRequest<TrashEntry[]>('/api/trash', { token, signal });
}

/**
 * Answers the restored record: its id differs from `recordId` if that id was taken meanwhile. Like
 * every write, it refreshes the browser's copy of the public list: without it, the administrator
 * who opened the public page after "Restaurar" or "Deshacer" was shown the list cached before,
 * without the record, for up to 20 s.
 */
export function restoreFromTrash(collection: CollectionName, recordId: string, token: string) {
  return publicListChanged(
    collection,
    apiRequest<AnyRecord>(`/api/trash/${collection}/${encodeURIComponent(recordId)}/restore`, {
      method: 'POST',
      token,
    }),
  );
}

/** "Eliminar definitivamente": the entry, its history and its files, for good. */
export function purgeFromTrash(collection: CollectionName, recordId: string, token: string) {
  return apiRequest<void>(`/api/trash/${collection}/${encodeURIComponent(recordId)}`, {
    method: 'DELETE',
    token,
  });
}
