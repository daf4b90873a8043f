/**
 * The per-client limit of the public PQRSD endpoints: a fixed one-hour window (the clock hour) per
 * client, counted in Firestore (instances and the emulator's worker processes share nothing in memory). The client
 * is a salted hash of its address, never the address itself (no personal data stored for it).
 *
 * The limit comes from PQRSD_RATE_LIMIT (requests per hour, default 10; the emulator's
 * functions/.env.demo-school raises it so the suites never meet it). In the emulator only, a test
 * may lower it by writing `_test/pqrsd { rateLimit }`, as it moves the clock with `_test/clock`.
 */
import { createHash } from 'node:crypto';
import { BlockList, isIP, isIPv6 } from 'node:net';
import type { Request } from 'express';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';

export const RATE_COLLECTION = '_pqrsd_rate';
export const TEST_LIMIT_DOC = '_test/pqrsd';
const WINDOW_MS = 60 * 60 * 1000;
const DEFAULT_LIMIT = 10;

const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** Requests per hour and client for filing; status look-ups get ten times as many. */
export async function rateLimit(db: Firestore): Promise<number> {
  const configured = Number(process.env.PQRSD_RATE_LIMIT ?? DEFAULT_LIMIT);
  const base = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_LIMIT;
  if (!isEmulator()) return base;
  const snap = await withDeadline('Firestore', db.doc(TEST_LIMIT_DOC).get());
  const override = Number(snap.get('rateLimit'));
  return snap.exists && Number.isInteger(override) && override > 0 ? override : base;
}

/**
 * Who is asking, for the limit only: an address the platform guarantees, never one a client can
 * write (decision 0018). A client may send any X-Forwarded-For or Fastly-Client-IP; what it
 * cannot change is what the platform appends on the right of X-Forwarded-For:
 * - Google's front end, before the function (Cloud Run), appends the address that connected to
 *   it and its own: the entry second from the right (`PLATFORM_XFF_HOPS`, default 2) is the
 *   function's direct caller, on the function's direct URL the visitor itself.
 * - Behind Firebase Hosting that caller is a Hosting edge (its ranges in
 *   `HOSTING_EDGE_RANGES`), which appended the visitor's address just before: one entry further left.
 * Whatever lies further left is the client's to invent, and is never read. Where the platform
 * appends nothing (the emulators: Hosting's emulator forwards the client's headers unchanged)
 * the socket's peer is the only address there is. Hashed with a fixed salt before it is stored.
 */
export function clientKey(req: Request): string {
  return createHash('sha256')
    .update(`pqrsd-rate:${clientAddress(req)}`)
    .digest('hex')
    .slice(0, 40);
}

/** Fastly's published edge ranges, which serve Firebase Hosting; HOSTING_EDGE_RANGES replaces them. */
const DEFAULT_EDGE_RANGES =
  '23.235.32.0/20,43.249.72.0/22,103.244.50.0/24,103.245.222.0/23,103.245.224.0/24,104.156.80.0/20,' +
  '140.248.64.0/18,140.248.128.0/17,146.75.0.0/17,151.101.0.0/16,157.52.64.0/18,167.82.0.0/17,' +
  '172.111.64.0/18,185.31.16.0/22,199.27.72.0/21,199.232.0.0/16';

let edges: { ranges: string; list: BlockList } | null = null;
function isHostingEdge(address: string): boolean {
  const ranges = process.env.HOSTING_EDGE_RANGES ?? DEFAULT_EDGE_RANGES;
  if (edges?.ranges !== ranges) {
    const list = new BlockList();
    for (const cidr of ranges
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)) {
      const [net, bits] = cidr.split('/');
      const type = isIPv6(net!) ? 'ipv6' : 'ipv4';
      if (isIP(net!) && Number.isInteger(Number(bits))) list.addSubnet(net!, Number(bits), type);
    }
    edges = { ranges, list };
  }
  const type = isIPv6(address) ? 'ipv6' : 'ipv4';
  return isIP(address) !== 0 && edges.list.check(address, type);
}

/** The address the limit counts (exported for its unit test). */
export function clientAddress(req: {
  get(name: string): string | undefined;
  socket: { remoteAddress?: string };
}): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (isEmulator()) return socket;
  const hops = Number(process.env.PLATFORM_XFF_HOPS ?? 2);
  const chain = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  // Fewer entries than the platform appends: not through the platform; the socket is all we know.
  if (!Number.isInteger(hops) || hops < 1 || chain.length < hops) return socket;
  // The caller, then left past Hosting's edges (a request may cross two: edge and shield), each
  // of which appended the address it took the request from. The first that is no edge is the
  // visitor: what a client wrote lies left of it, never reached.
  let i = chain.length - hops;
  for (let step = 0; step < 3 && i > 0 && isHostingEdge(chain[i]!); step++) i--;
  return chain[i]!;
}

/**
 * The document counting `key` in bucket `scope` for the clock hour of `nowMs`, `{ count,
 * expiresAt }`, and its `expiresAt` (the next hour): a TTL policy on _pqrsd_rate may drop it then.
 */
export function hourCounter(db: Firestore, scope: string, key: string, nowMs: number) {
  const window = Math.floor(nowMs / WINDOW_MS);
  return {
    ref: db.collection(RATE_COLLECTION).doc(`${scope}-${key}-${window}`),
    expiresAt: Timestamp.fromMillis((window + 1) * WINDOW_MS),
  };
}

/**
 * Counts one request of `client` in bucket `scope` for the current hour; false when that makes
 * more than `limit`. An atomic increment and a read, not a transaction: a burst of requests (one
 * transaction each on a shared counter already) must not add a transaction per request, and the
 * worst case, a request counted twice under a retry, only errs on the strict side.
 */
export async function takeToken(
  db: Firestore,
  scope: string,
  client: string,
  limit: number,
  nowMs: number,
): Promise<boolean> {
  const { ref, expiresAt } = hourCounter(db, scope, client, nowMs);
  await withDeadline('Firestore', ref.set({ count: FieldValue.increment(1), expiresAt }, { merge: true }));
  const count = Number((await withDeadline('Firestore', ref.get())).get('count') ?? 0);
  return count <= limit;
}
