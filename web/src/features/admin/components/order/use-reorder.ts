/**
 * The order of one collection's rows in the admin table. A move shows at once and is
 * saved at once; while it saves, further moves wait (one request at a time, so our own saves can
 * never conflict with each other). A failure puts the rows back as the server last confirmed them
 * and says why.
 */
import { useRef, useState } from 'react';
import type { AnyRecord, CollectionName } from '@model';
import { useAdminUser } from '@/features/auth/auth-context';
import { reorderRecords } from '../../api/admin-api';
import { problemFrom } from '../../form/problem';

export const ORDER_TEXT = {
  column: 'Orden',
  up: 'Subir',
  down: 'Bajar',
  first: 'Mover al principio',
  last: 'Mover al final',
  firstShort: 'Al principio',
  lastShort: 'Al final',
  drag: 'Arrastrar para cambiar el orden',
  saving: 'Guardando el orden…',
  saved: 'Orden guardado',
  failed: 'No se pudo guardar el orden: ',
} as const;

export type OrderStatus =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string };

export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function useReorder(collection: CollectionName, records: AnyRecord[]) {
  const user = useAdminUser();
  const [rows, setRows] = useState(records);
  const [status, setStatus] = useState<OrderStatus>({ state: 'idle' });
  // The order the server last confirmed: the precondition of the next save, and where a
  // failed save goes back to.
  const confirmed = useRef(records);
  const saving = status.state === 'saving';

  async function move(from: number, to: number) {
    if (saving || from === to || to < 0 || to >= rows.length) return;
    const next = moved(rows, from, to);
    setRows(next);
    setStatus({ state: 'saving' });
    try {
      const token = await user.getIdToken();
      const stored = await reorderRecords(
        collection,
        next.map((r) => r._id),
        confirmed.current.map((r) => r._id),
        token,
      );
      confirmed.current = stored;
      setRows(stored);
      setStatus({ state: 'saved' });
    } catch (err) {
      setRows(confirmed.current);
      setStatus({ state: 'failed', message: problemFrom(err).message });
    }
  }

  return { rows, status, saving, move };
}
