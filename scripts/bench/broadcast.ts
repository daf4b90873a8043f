/**
 * (i) One circular, every school (docs/decisions/0035-one-circular-every-school.md): the
 * Secretaría sends a circular with its PDF to 300 generated schools (one municipality of their
 * own), then edits it, then withdraws it, through the platform's API as the console does. For each
 * step it prints how long the request took and how long until every school showed the result:
 * its /api/noticias (the list every page and the feed read) and, for the send and the edit, its
 * search (/api/buscar: each school's index is built on its first search, and rebuilt when older
 * than a minute, decision 0020). Polled, a few schools at a time; nothing asserted.
 * Every generated school, the broadcast and its PDF are deleted at the end.
 * `BENCH_ONLY=broadcast npm run bench` runs it alone.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { makePdf } from '../seed/pdf';
import { SEED_ACCOUNTS } from '../seed/accounts';
import { emulatorRoot } from '../seed/emulator-admin';
import { say } from './common';
import { percentile } from './render';

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const COUNT = Number(process.env.BENCH_BROADCAST_SCHOOLS ?? 300);
const PREFIX = 'bcast-';
const MUNICIPIO = 'Municipio del benchmark';
const POLL_AT_ONCE = 12;
const LIMIT_MS = 10 * 60_000;
const idOf = (n: number) => `${PREFIX}${String(n).padStart(3, '0')}`;
const WORD = `bcast${Date.now().toString(36)}`;

async function token(): Promise<string> {
  const account = SEED_ACCOUNTS.find((a) => a.platform === 'secretaria')!;
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error('the Secretaría could not sign in');
  return body.idToken;
}

async function generate(root: Firestore): Promise<string[]> {
  const ids = Array.from({ length: COUNT }, (_, i) => idOf(i + 1));
  for (let i = 0; i < ids.length; i += 400) {
    const batch = root.batch();
    for (const [k, id] of ids.slice(i, i + 400).entries())
      batch.set(root.doc(`schools/${id}`), {
        name: `Institución Educativa del Benchmark ${i + k + 1}`,
        dane: `2059${String(i + k + 1).padStart(8, '0')}`,
        municipio: MUNICIPIO,
        sedes: [{ name: 'Sede principal' }],
        status: 'activa',
      });
    await batch.commit();
  }
  return ids;
}

async function removeGenerated(root: Firestore, ids: readonly string[]): Promise<void> {
  const writer = root.bulkWriter();
  await Promise.all(ids.map((id) => root.recursiveDelete(root.doc(`schools/${id}`), writer)));
  await writer.close();
}

/** Runs `work` over `items`, `limit` at a time. */
async function pooled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Polls every school until `done(school)` holds, a few at a time, each school again only after
 * all others were asked once. Answers each school's time until it held (ms from `from`) and how
 * long each round of asking took: a school is seen at the latest one round after it held.
 */
async function untilEvery(ids: readonly string[], from: number, done: (id: string) => Promise<boolean>) {
  const seen = new Map<string, number>();
  const rounds: number[] = [];
  while (seen.size < ids.length) {
    if (Date.now() - from > LIMIT_MS) throw new Error(`not every school after ${LIMIT_MS / 1000} s`);
    const waiting = ids.filter((id) => !seen.has(id));
    const round = Date.now();
    await pooled(waiting, POLL_AT_ONCE, async (id) => {
      if (await done(id).catch(() => false)) seen.set(id, Date.now() - from);
    });
    rounds.push(Date.now() - round);
  }
  return { times: [...seen.values()], rounds };
}

const json = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${PLATFORM}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};
type Copy = { title?: string; comunicado?: { id: string } };
const copyOf = async (school: string, id: string) =>
  (await json<Copy[]>(`/${school}/api/noticias`)).find((r) => r.comunicado?.id === id);
const found = async (school: string, words: string) =>
  JSON.stringify(await json<unknown>(`/${school}/api/buscar?q=${encodeURIComponent(words)}`)).includes(words);

function line(
  step: string,
  requestMs: number,
  { times, rounds }: { times: number[]; rounds: number[] },
  what: string,
) {
  const s = (ms: number) => (ms / 1000).toFixed(1);
  say(
    `  ${step.padEnd(10)} petición ${s(requestMs)} s · ${what}: todos en ${s(Math.max(...times))} s` +
      ` (p50 ${s(percentile(times, 50))} s, p95 ${s(percentile(times, 95))} s;` +
      ` ${rounds.length} vueltas de consultas, la primera de ${s(rounds[0] ?? 0)} s)`,
  );
}

async function main() {
  const root = emulatorRoot().db;
  say();
  say(`(i) Un comunicado a ${COUNT} colegios (docs/decisions/0035-one-circular-every-school.md)`);
  const ids = await generate(root);
  let broadcast = '';
  try {
    const auth = { Authorization: `Bearer ${await token()}` };
    const title = `Circular del benchmark ${WORD}`;
    const form = new FormData();
    form.append('tipo', 'circular');
    form.append('titulo', title);
    form.append('texto', `Calendario escolar ${WORD}.`);
    form.append('destino', JSON.stringify({ tipo: 'municipio', municipio: MUNICIPIO }));
    const pdf = makePdf('Circular del benchmark', ['Prueba de envío a muchos colegios.']);
    form.append('pdf', new Blob([new Uint8Array(pdf)]), 'circular-benchmark.pdf');
    let started = Date.now();
    const sent = await fetch(`${PLATFORM}/api/plataforma/comunicados`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const body = (await sent.json()) as { id: string; total: number; escritas: number; fallidas: string[] };
    if (sent.status !== 201) throw new Error(`send: ${sent.status} ${JSON.stringify(body)}`);
    broadcast = body.id;
    const sendMs = Date.now() - started;
    say(`  Enviado a ${body.total} colegios; escritos ${body.escritas}, fallidos ${body.fallidas.length}.`);
    line(
      'envío',
      sendMs,
      await untilEvery(ids, started, async (s) => !!(await copyOf(s, broadcast))),
      'en la lista',
    );
    line('envío', sendMs, await untilEvery(ids, started, (s) => found(s, title)), 'en el buscador');

    const edited = `Circular corregida ${WORD}`;
    started = Date.now();
    const edit = await fetch(`${PLATFORM}/api/plataforma/comunicados/${broadcast}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ titulo: edited }),
    });
    if (!edit.ok) throw new Error(`edit: ${edit.status}`);
    const editMs = Date.now() - started;
    line(
      'edición',
      editMs,
      await untilEvery(ids, started, async (s) => (await copyOf(s, broadcast))?.title === edited),
      'en la lista',
    );
    line('edición', editMs, await untilEvery(ids, started, (s) => found(s, edited)), 'en el buscador');

    started = Date.now();
    const gone = await fetch(`${PLATFORM}/api/plataforma/comunicados/${broadcast}`, {
      method: 'DELETE',
      headers: auth,
    });
    if (!gone.ok) throw new Error(`withdraw: ${gone.status}`);
    const goneMs = Date.now() - started;
    line(
      'retiro',
      goneMs,
      await untilEvery(ids, started, async (s) => !(await copyOf(s, broadcast))),
      'fuera de la lista',
    );
  } finally {
    if (broadcast) {
      const doc = await root.doc(`comunicados/${broadcast}`).get();
      const path = doc.get('pdf.path') as string | undefined;
      if (path) await emulatorRoot().bucket.file(path).delete({ ignoreNotFound: true });
      await doc.ref.delete();
    }
    await removeGenerated(root, ids);
    say(`  Colegios generados borrados (${ids.length}).`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
