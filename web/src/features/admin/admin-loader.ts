/**
 * The admin area's route loader: from the URL it knows which list (/admin?c=name) or record
 * (/{collection}Edit/{id}) the screen shows, and starts reading it, fresh, with the
 * administrator's ID token, at the same moment the router renders the screen. It does not wait:
 * the screen shows its spinner, then the data or the error with "Reintentar" (a revalidation).
 *
 * The session comes from a function, not from React context, because loaders run outside React:
 * the app passes the Firebase session (features/auth/session.ts, in the admin and login chunks
 * only), the component tests a fixed administrator.
 */
import { matchPath, type LoaderFunctionArgs } from 'react-router-dom';
import { COLLECTION_NAMES, isCollectionName, type AnyRecord, type CollectionName } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import type { AuthState } from '@/features/auth/auth-service';
import { getRecord, listRecords } from './api/admin-api';

export interface AdminData {
  list?: { collection: CollectionName; records: Promise<AnyRecord[]> };
  record?: { collection: CollectionName; id: string; record: Promise<AnyRecord> };
}

/** The pattern of an edit path, from ADMIN_PATHS (the one place paths are spelled). */
const ID_SLOT = '__id__';
export const editPattern = (name: CollectionName) => ADMIN_PATHS.edit(name, ID_SLOT).replace(ID_SLOT, ':id');

/** Thrown when a loader runs without an administrator; the guard redirects to /login anyway. */
const NOT_ADMIN = 'Su sesión terminó. Inicie sesión de nuevo para continuar.';

export function adminLoader(session: () => Promise<AuthState>) {
  const token = () =>
    session().then((state) => {
      if (state.status !== 'admin') throw new Error(NOT_ADMIN);
      return state.user.getIdToken();
    });
  // The caller shows a failure when it renders it; one it never renders must stay quiet.
  const quiet = <T>(promise: Promise<T>) => (promise.catch(() => {}), promise);

  return ({ request }: LoaderFunctionArgs): AdminData => {
    const url = new URL(request.url);
    const { signal } = request;
    if (url.pathname === ADMIN_PATHS.home) {
      const collection = url.searchParams.get('c') ?? '';
      if (!isCollectionName(collection)) return {};
      return {
        list: { collection, records: quiet(token().then((t) => listRecords(collection, t, signal))) },
      };
    }
    for (const collection of COLLECTION_NAMES) {
      const match = matchPath(editPattern(collection), url.pathname);
      if (!match) continue;
      const id = match.params.id ?? '';
      return {
        record: { collection, id, record: quiet(token().then((t) => getRecord(collection, id, t, signal))) },
      };
    }
    return {};
  };
}
