/**
 * The upload queue of an image list: each dropped photo is prepared in the browser
 * (prepare-photo.ts) and sent on its own through POST /api/upload (the list's collection and
 * field), three at a time, each with its progress. A failure keeps its reason and can be retried;
 * a photo can be cancelled while it waits or goes up. Finished photos leave the queue through
 * `onUploaded` as each finishes, with their `seq` (the order they were chosen in), so the form
 * can put each in its chosen place whatever order the uploads finish in (photo-order.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CollectionName, UploadRule } from '@model';
import { useAdminUser } from '@/features/auth/auth-context';
import { ApiError } from '@/lib/api-client';
import { sendMultipart, type UploadAnswer } from '../../../api/multipart';
import { preparePhoto, PhotoRefused } from './prepare-photo';

/** Photos prepared and sent at once: enough to keep a school's line busy, few enough for a phone's memory. */
export const PARALLEL_UPLOADS = 3;

export type UploadState = 'waiting' | 'sending' | 'failed';

export interface PhotoUpload {
  key: string;
  /** Its place in the order the files were chosen or dropped (rises across drops). */
  seq: number;
  file: File;
  state: UploadState;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** Why it failed, in Spanish. */
  reason?: string;
}

function reasonOf(err: unknown): string {
  if (err instanceof PhotoRefused || err instanceof ApiError) return err.message;
  return 'No se pudo subir la foto.';
}

let counter = 0;

export function usePhotoUploads({
  collection,
  field,
  rule,
  onUploaded,
}: {
  collection: CollectionName;
  field: string;
  rule: UploadRule;
  onUploaded(stored: string, upload: PhotoUpload): void;
}) {
  const user = useAdminUser();
  // The queue itself lives in a ref (uploads finish outside React's renders); the state is its copy for the screen.
  const items = useRef<PhotoUpload[]>([]);
  const [queue, setQueue] = useState<PhotoUpload[]>([]);
  // Counted since the last time the queue was empty: what "12 de 40" says.
  const [batch, setBatch] = useState({ total: 0, done: 0 });
  const aborts = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  useLayoutEffect(() => {
    uploaded.current = onUploaded;
  });

  const set = (next: PhotoUpload[]) => {
    items.current = next;
    setQueue(next);
  };
  const patch = (key: string, change: Partial<PhotoUpload>) =>
    set(items.current.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function send(item: PhotoUpload) {
    const controller = new AbortController();
    aborts.current.set(item.key, controller);
    try {
      const ready = await preparePhoto(item.file, rule);
      if (controller.signal.aborted) return;
      const form = new FormData();
      form.append('collection', collection);
      form.append(field, ready, ready.name);
      const token = await user.getIdToken();
      const answer = await sendMultipart<UploadAnswer>(
        '/api/upload',
        form,
        token,
        (p) => patch(item.key, { progress: p }),
        controller.signal,
      );
      const stored = answer.files?.[field];
      if (!stored) throw new Error('El servidor no devolvió el nombre de la foto guardada.');
      uploaded.current(stored, item);
      set(items.current.filter((u) => u.key !== item.key));
      setBatch((b) => ({ ...b, done: b.done + 1 }));
    } catch (err) {
      if (!controller.signal.aborted)
        patch(item.key, { state: 'failed', reason: reasonOf(err), progress: 0 });
    } finally {
      aborts.current.delete(item.key);
      pump();
    }
  }

  /** Starts waiting photos while fewer than PARALLEL_UPLOADS are on their way. */
  function pump() {
    const sending = items.current.filter((u) => u.state === 'sending').length;
    const next = items.current
      .filter((u) => u.state === 'waiting')
      .slice(0, Math.max(0, PARALLEL_UPLOADS - sending));
    if (next.length === 0) return;
    const keys = new Set(next.map((n) => n.key));
    set(items.current.map((u) => (keys.has(u.key) ? { ...u, state: 'sending' as const } : u)));
    for (const item of next) void send(item);
  }

  function add(files: File[]) {
    const added = files.map((file) => {
      const seq = ++counter;
      return { key: `u${seq}`, seq, file, state: 'waiting' as const, progress: 0 };
    });
    // A drop onto an empty queue starts a new count; "40 de 40" stays on screen until then.
    const fresh = items.current.length === 0;
    setBatch((b) => (fresh ? { total: added.length, done: 0 } : { ...b, total: b.total + added.length }));
    set([...items.current, ...added]);
    pump();
  }

  function retry(key: string) {
    patch(key, { state: 'waiting', reason: undefined, progress: 0 });
    pump();
  }

  function retryAll() {
    set(
      items.current.map((u) =>
        u.state === 'failed' ? { ...u, state: 'waiting' as const, reason: undefined, progress: 0 } : u,
      ),
    );
    pump();
  }

  function cancel(key: string) {
    aborts.current.get(key)?.abort();
    set(items.current.filter((u) => u.key !== key));
    setBatch((b) => ({ ...b, total: Math.max(b.done, b.total - 1) }));
    pump();
  }

  function cancelAll() {
    for (const controller of aborts.current.values()) controller.abort();
    set([]);
    setBatch((b) => ({ total: b.done, done: b.done }));
  }

  // Leaving the form stops what is still going up.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  return { queue, batch, add, retry, retryAll, cancel, cancelAll };
}
