/**
 * The route the edit screen's "Historial" loads through a fetcher (ADMIN_PATHS.history): a
 * record's kept versions, or why they could not be read. A failure is data, not a thrown error: a
 * fetcher's thrown error would replace the whole edit screen with the route's error element.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CollectionName, RecordVersion } from '@model';
import type { AdminSession } from '../../admin-session';
import { getHistory } from '../../api/admin-api';
import { problemFrom } from '../../form/problem';

export type HistoryData = { versions: RecordVersion[] } | { problem: string };

export function historyLoader(session: AdminSession, collection: CollectionName) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<HistoryData> => {
    try {
      return {
        versions: await getHistory(collection, params.id ?? '', await session.token(), request.signal),
      };
    } catch (err) {
      return { problem: problemFrom(err).message };
    }
  };
}
