/**
 * Placeholder: the Web Push part of a notice's fan-out. The Web Push work replaces this file with
 * the real sender (web-push, VAPID keys, removal of subscriptions the push service says are gone);
 * until then no phone is told and nothing is removed.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { NoticeDoc } from '../model/subscriptions';

export async function pushNotice(
  _db: Firestore,
  _notice: NoticeDoc & { id: string },
): Promise<{ sent: number; removed: number }> {
  return { sent: 0, removed: 0 };
}
