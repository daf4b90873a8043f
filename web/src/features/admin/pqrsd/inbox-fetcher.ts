/**
 * The inbox's one fetcher and what its writes answer. Every form of the screen (answer, transfer,
 * extend, retry the mail) posts through the same fetcher, so each part reads the answer of its
 * own intent only.
 */
import type { useFetcher } from 'react-router-dom';

export type Intent = 'answer' | 'transfer' | 'extend' | 'retry';
export type InboxResult = { intent: Intent; notice: string } | { intent: Intent; problem: string };
export type InboxFetcher = ReturnType<typeof useFetcher<InboxResult>>;

/** The last write's answer once it has arrived, when it is of one of these intents. */
export function settledResult(fetcher: InboxFetcher, intents: readonly Intent[]): InboxResult | undefined {
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  return answered && intents.includes(answered.intent) ? answered : undefined;
}

/** Whether the write on its way is this intent's (its button says "…ando"). */
export const sending = (fetcher: InboxFetcher, intent: Intent) =>
  fetcher.state !== 'idle' && fetcher.formData?.get('intent') === intent;

export const noticeOf = (result: InboxResult | undefined) =>
  result && 'notice' in result ? result.notice : null;
export const problemOf = (result: InboxResult | undefined) =>
  result && 'problem' in result ? result.problem : null;
