/**
 * The edit and create routes' action: the one JSON write of a save (PUT with the `updatedAt` the
 * form loaded, or POST for a create; docs/api.md) or the delete. The form (use-record-save.ts)
 * validates and uploads the files first, with progress, then submits the write here through a
 * fetcher; the answer is what the form shows, never a thrown error, so nothing typed is lost.
 */
import { data, type ActionFunctionArgs } from 'react-router-dom';
import type { CollectionName } from '@model';
import { ApiError } from '@/lib/api-client';
import type { AdminSession } from '../admin-session';
import { createRecord, deleteRecord, updateRecord } from '../api/admin-api';
import { FORM_TEXT } from './form-text';
import { problemFrom, type FormProblem } from './problem';
import { publicPathOf } from './public-path';

export type RecordWrite =
  | { op: 'update'; id: string; body: Record<string, unknown> }
  | { op: 'create'; body: Record<string, unknown> }
  | { op: 'delete'; id: string };

/**
 * The notice for the list after a write (after a create, its new id and where the public site
 * shows the record, when a visitor can see it), or why it failed.
 */
export type RecordWriteResult =
  { notice: string; id?: string; publicPath?: string } | { problem: FormProblem };

/** The server could not tell whether the save landed (docs/api.md, "An honest 503"). */
const isOutcomeUnknown = (err: unknown) =>
  err instanceof ApiError && err.status === 503 && err.code === 'outcome-unknown';

/**
 * A PUT whose outcome is unknown is sent once more, as it was: the server answers 200 if it
 * finds these very values stored by this administrator over the version the form loaded, and
 * writes them otherwise. So the administrator only hears about it if the retry fails too.
 */
async function putOnceMore<T>(put: () => Promise<T>): Promise<T> {
  try {
    return await put();
  } catch (err) {
    if (!isOutcomeUnknown(err)) throw err;
    return put();
  }
}

export function recordAction(session: AdminSession, collection: CollectionName) {
  return async ({ request }: ActionFunctionArgs) => {
    const write = (await request.json()) as RecordWrite;
    try {
      // A fresh token: a long upload may have outlived the one used for it.
      const token = await session.token();
      if (write.op === 'delete') {
        await deleteRecord(collection, write.id, token);
        return data<RecordWriteResult>({ notice: FORM_TEXT.deleted });
      }
      if (write.op === 'update') {
        await putOnceMore(() => updateRecord(collection, write.id, write.body, token));
        return data<RecordWriteResult>({ notice: FORM_TEXT.saved });
      }
      const created = await createRecord(collection, write.body, token);
      const publicPath = publicPathOf(collection, created);
      return data<RecordWriteResult>({
        notice: FORM_TEXT.created,
        id: created._id,
        ...(publicPath ? { publicPath } : {}),
      });
    } catch (err) {
      // A refused write changed nothing: the router need not read anything again.
      return data<RecordWriteResult>({ problem: problemFrom(err) }, 400);
    }
  };
}

/** After its own write the screen goes to the list: the record it showed need not be read again. */
export const skipAfterWrite = ({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) => (formMethod ? false : defaultShouldRevalidate);
