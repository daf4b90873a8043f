/**
 * «Notificar de nuevo» on the edit screen of a public news item, circular or event: an edit does
 * not tell the families again, this button does (POST /api/avisos/{coleccion}/{id}/notificar),
 * after a confirmation that says how many will receive it (the counts of its topic: immediate
 * e-mail subscribers and phones; "hasta", since an item for some sedes or grades reaches fewer).
 * Only for the roles with `avisos`; the result, or the reason it failed, is said beside it.
 */
import { useState } from 'react';
import { getCollection, type AnyRecord, type CollectionName } from '@model';
import { can } from '@model/roles';
import { isPublicAt } from '@model/schedule';
import { TOPIC_LABELS, topicOf } from '@model/subscriptions';
import { useAdminUser, useRole } from '@/features/auth/auth-context';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Notice } from '../components/notice';
import { ProblemAlert } from '../components/problem-alert';
import { problemFrom } from '../form/problem';
import { notifyAgain, readCounts } from './suscripciones-api';
import { SUBS_TEXT } from './suscripciones-text';
import './suscripciones.css';

type Reach = { mail: number | null; phones: number | null };

export function NotifyAgain({ collection, record }: { collection: CollectionName; record: AnyRecord }) {
  const role = useRole();
  const user = useAdminUser();
  const [reach, setReach] = useState<Reach | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Public as of when the screen was opened (the record loaded then, too).
  const [openedAt] = useState(() => Date.now());
  const topic = topicOf(collection, record);
  if (!topic || !can(role, 'avisos') || !isPublicAt(getCollection(collection), record, openedAt)) return null;

  async function ask() {
    setBusy(true);
    setDone(null);
    setProblem(null);
    try {
      const counts = await readCounts(await user.getIdToken());
      setReach({ mail: counts.porTema[topic!].inmediato, phones: counts.pushPorTema[topic!] });
    } catch {
      // The counts are a courtesy: the question is still asked, without the figures.
      setReach({ mail: null, phones: null });
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    setReach(null);
    setBusy(true);
    try {
      await notifyAgain(collection, record._id, await user.getIdToken());
      setDone(SUBS_TEXT.notifyDone);
    } catch (err) {
      setProblem(SUBS_TEXT.notifyFailed(problemFrom(err).message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="adm-notify-again">
      <p className="adm-field__hint">{SUBS_TEXT.notifyHint}</p>
      <p>
        <button type="button" className="adm-btn" disabled={busy} onClick={() => void ask()}>
          {SUBS_TEXT.notifyAgain}
        </button>
      </p>
      <Notice message={done} />
      <ProblemAlert message={problem} />
      {reach && (
        <ConfirmDialog
          title={SUBS_TEXT.notifyTitle}
          confirmLabel={SUBS_TEXT.notifyConfirm}
          onCancel={() => setReach(null)}
          onConfirm={() => void send()}
        >
          <p>{SUBS_TEXT.notifyBody(reach.mail, reach.phones, TOPIC_LABELS[topic])}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
