/**
 * A subscriber's personal links, signed (tokens.ts), on the school's own address (siteOrigin():
 * the school being served, set by the request or by the maintenance and trigger that run
 * `runInSchool`): confirm, change the preferences, unsubscribe (the page and RFC 8058's one-click
 * address) and, for a circular that asks for it, «Enterado». Every message to a subscriber
 * carries the unsubscribe pair of headers made here.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { siteOrigin } from '../tenancy/site-origin';
import { ONE_CLICK_PATH, SUBSCRIPTION_PATHS, type TokenAction } from '../model/subscriptions';
import { signToken } from './tokens';

export interface SubscriberRef {
  /** subscriberId(email). */
  id: string;
  nonce: string;
}

export interface SubscriberLinks {
  /** The page that confirms a new subscription (one button). */
  confirmar: string;
  preferencias: string;
  /** The page with the unsubscribe button (the link in the message's body). */
  baja: string;
  /** RFC 8058's address: a POST with `List-Unsubscribe=One-Click` unsubscribes at once. */
  oneClick: string;
  /** The «Enterado» page of that notice, when one was asked for. */
  enterado?: string;
}

const at = (path: string, token: string) =>
  `${siteOrigin()}${path}?${new URLSearchParams({ t: token }).toString()}`;

/** Every link of one subscriber (and of one notice, for «Enterado»). */
export async function subscriberLinks(
  db: Firestore,
  sub: SubscriberRef,
  noticeId?: string,
): Promise<SubscriberLinks> {
  const token = (a: TokenAction, i?: string) =>
    signToken(db, { a, s: sub.id, n: sub.nonce, ...(i ? { i } : {}) });
  const [confirmar, preferencias, baja] = await Promise.all([
    token('confirmar'),
    token('preferencias'),
    token('baja'),
  ]);
  return {
    confirmar: at(SUBSCRIPTION_PATHS.confirmar, confirmar),
    preferencias: at(SUBSCRIPTION_PATHS.preferencias, preferencias),
    baja: at(SUBSCRIPTION_PATHS.baja, baja),
    oneClick: at(ONE_CLICK_PATH, baja),
    ...(noticeId ? { enterado: at(SUBSCRIPTION_PATHS.enterado, await token('enterado', noticeId)) } : {}),
  };
}

/** The headers of every message to a subscriber (RFC 2369 and RFC 8058): one click, no cookie. */
export function unsubscribeHeaders(links: Pick<SubscriberLinks, 'oneClick'>): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
