/**
 * (h) Many schools, one deployment (docs/decisions/0033-many-schools.md): does a school's public
 * page cost the same with 3 schools on the platform as with 300? Generates schools straight into
 * the emulators' Firestore (`schools/{id}` in the table, 50 published noticias each under
 * `schools/{id}/noticias`, the first with a domain of its own in `hosts/`) and measures one
 * school's /noticias, one request at a time:
 * - through Hosting and the functions emulator, as a visitor asks for it: at the platform's
 *   address `${EMULATOR_PLATFORM}/{id}/noticias` and at its own domain (X-Forwarded-Host), with
 *   3 schools, with 300, and with 3 again once the 297 are gone (how far the timings move when
 *   nothing changed but what else the machine is doing);
 * - in this process, the platform's own app (createPlatformApp, as the function serves it) twice:
 *   on a project holding 3 schools and on the project holding 300 (the Firestore emulator keeps
 *   projects apart), requests alternating between the two so the machine's load weighs on both
 *   alike; each on a Firestore handle that counts the documents read (the emulator counts none).
 * The server's time is its Server-Timing (data + render), the response's the whole answer.
 * Then the search: one school's index among 300 (its documents, the reads that built it, each other
 * school's DANE code looked for in it), and the heap each school costs: an index alone, and a whole
 * school app once it has rendered a page and answered a search, against the apps an instance keeps
 * (`maxApps`, platform/platform-app.ts). Every generated school is deleted at the end.
 * It prints; it asserts no timing. `npm run bench` runs it last; `BENCH_ONLY=tenancy npm run bench` alone.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  AggregateQuery,
  DocumentReference,
  getFirestore,
  Query,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import type { Bucket } from '../../functions/src/files/bucket';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { readClock } from '../../functions/src/data/clock';
import { RecordStore } from '../../functions/src/data/records';
import { SiteSearch } from '../../functions/src/search/site-search';
import type { SiteIndex } from '../../functions/src/search/site-index';
import { createPlatformApp } from '../../functions/src/platform/platform-app';
import { SCHOOLS, scopeFirestore } from '../../functions/src/tenancy/school-scope';
import { HOSTS } from '../../functions/src/tenancy/schools';
import { emulatorRoot } from '../seed/emulator-admin';
import { say } from './common';
import { percentile } from './render';

// The function's environment in the emulator, as one-instance.ts reads it.
const env = readFileSync(new URL('../../functions/.env.demo-school', import.meta.url), 'utf8');
for (const line of env.split('\n')) {
  const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
  if (match) process.env[match[1]!] ??= match[2];
}
process.env.GCLOUD_PROJECT ??= 'demo-school';
process.env.FUNCTIONS_EMULATOR = 'true';

const SITE = process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000';
const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const PREFIX = 'bench-';
const RECORDS = 50;
const SCHOOL_COUNTS = [3, 300] as const;
const REQUESTS = Number(process.env.BENCH_TENANCY_REQUESTS ?? 100);
const WARM = 10;
/** Schools whose index, then whose whole app, is built to weigh one. */
const WEIGHED = 50;
const MAX_APPS = 200;

const idOf = (n: number) => `${PREFIX}${String(n).padStart(3, '0')}`;
const TARGET = idOf(1);
const TARGET_DOMAIN = `${TARGET}.colegio.test`;
const daneOf = (n: number) => `1059${String(n).padStart(8, '0')}`;

// ---------------------------------------------------------------- counted reads

/** Documents read, as Firestore bills them: each document a query answers (one for an empty answer), each document got. */
class ReadCount {
  total = 0;
  readonly byPlace = new Map<string, number>();
  add(place: string, reads: number) {
    this.total += reads;
    this.byPlace.set(place, (this.byPlace.get(place) ?? 0) + reads);
  }
  reset() {
    this.total = 0;
    this.byPlace.clear();
  }
}

function readsOf(snapshot: unknown): number {
  if (Array.isArray(snapshot)) return snapshot.length;
  const s = snapshot as { docs?: unknown[]; exists?: boolean };
  if (Array.isArray(s.docs)) return Math.max(1, s.docs.length);
  return 1;
}

/** Where a query or reference reads: its collection's path, a school's id written `{school}`. */
function placeOf(value: unknown, inherited: string): string {
  const path =
    value instanceof DocumentReference
      ? value.parent.path
      : typeof (value as { path?: unknown }).path === 'string'
        ? (value as { path: string }).path
        : inherited;
  return path.replace(/^schools\/[^/]+\//, 'schools/{school}/');
}

/**
 * `target` (the project's Firestore, or a query or reference made from it) whose every get()
 * (and getAll()) adds the documents it read to `count`. The SDK's own object underneath: the
 * scoping (school-scope.ts) and the app work on it as on the real one.
 */
function counted<T extends object>(target: T, count: ReadCount, place = '(root)'): T {
  return new Proxy(target, {
    get(object, prop) {
      const value = Reflect.get(object, prop, object) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(object, args);
        if ((prop === 'get' || prop === 'getAll') && result instanceof Promise)
          return result.then((snapshot: unknown) => {
            count.add(prop === 'getAll' ? '(getAll)' : place, readsOf(snapshot));
            return snapshot;
          });
        if (
          result instanceof Query ||
          result instanceof DocumentReference ||
          result instanceof AggregateQuery
        )
          return counted(result, count, placeOf(result, place));
        return result;
      };
    },
  });
}

// ---------------------------------------------------------------- generated schools

function noticia(schoolId: string, n: number, i: number): DocumentData {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString();
  return {
    title: `Noticia ${i + 1} del colegio ${schoolId}`,
    kind: i % 3 === 0 ? 'circular' : 'noticia',
    summary: `Resumen de la noticia ${i + 1}. Institución con código DANE ${daneOf(n)}.`,
    body: `Texto de la noticia ${i + 1}: reunión de padres, jornada escolar y actividades de la semana.`,
    publishAt: at,
    slug: `noticia-${i + 1}`,
    estado: 'publicado',
    createdAt: at,
    updatedAt: at,
  };
}

/** Writes schools `from`..`to` (table entry and 50 noticias each), in batches of 500. */
async function generate(root: Firestore, from: number, to: number): Promise<void> {
  const writes: Array<(b: FirebaseFirestore.WriteBatch) => void> = [];
  for (let n = from; n <= to; n++) {
    const id = idOf(n);
    const entry = {
      name: `Institución Educativa de Prueba ${n}`,
      dane: daneOf(n),
      municipio: 'Villa del Río',
      sedes: [{ name: 'Sede principal', dane: daneOf(n) }],
      status: 'activa',
      ...(id === TARGET ? { domain: TARGET_DOMAIN } : {}),
    };
    writes.push((b) => b.set(root.collection(SCHOOLS).doc(id), entry));
    if (id === TARGET) writes.push((b) => b.set(root.collection(HOSTS).doc(TARGET_DOMAIN), { school: id }));
    for (let i = 0; i < RECORDS; i++)
      writes.push((b) =>
        b.set(root.doc(`${SCHOOLS}/${id}/noticias/${id}-n${String(i).padStart(2, '0')}`), noticia(id, n, i)),
      );
  }
  const batches: Array<Promise<unknown>> = [];
  for (let i = 0; i < writes.length; i += 500) {
    const batch = root.batch();
    for (const write of writes.slice(i, i + 500)) write(batch);
    batches.push(batch.commit());
    // A few at a time: the emulator answers them in turn anyway.
    if (batches.length >= 4) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
}

/** Deletes generated schools (all, or from `from` on) and their data, and the target's host. */
async function removeGenerated(root: Firestore, from = 1): Promise<number> {
  const snap = await root
    .collection(SCHOOLS)
    .where('__name__', '>=', root.doc(`${SCHOOLS}/${idOf(from)}`))
    .where('__name__', '<', root.doc(`${SCHOOLS}/${PREFIX}\uf8ff`))
    .get();
  // Subcollections of ids that have no table document any more (a run stopped half-way) too.
  const refs = new Map(snap.docs.map((d) => [d.id, d.ref]));
  for (let n = from; n <= SCHOOL_COUNTS.at(-1)!; n++)
    if (!refs.has(idOf(n))) refs.set(idOf(n), root.doc(`${SCHOOLS}/${idOf(n)}`));
  const writer = root.bulkWriter();
  await Promise.all([...refs.values()].map((ref) => root.recursiveDelete(ref, writer)));
  await writer.close();
  if (from <= 1) await root.collection(HOSTS).doc(TARGET_DOMAIN).delete();
  return snap.size;
}

// ---------------------------------------------------------------- timings

/** Responses to one address: statuses, the function's time (Server-Timing data + render), the whole answer's. */
class Series {
  readonly statuses = new Map<number, number>();
  readonly server: number[] = [];
  /** Its parts: reading the page's records (data;dur), and Astro and React to HTML (render;dur). */
  readonly data: number[] = [];
  readonly render: number[] = [];
  readonly response: number[] = [];
  /** The first answer was the target school's own page (its noticias, by its id). */
  checked: boolean | null = null;
  get status() {
    return [...this.statuses].map(([s, n]) => `${s}x${n}`).join(' ');
  }
}

const HOST_OF_PLATFORM = new URL(PLATFORM).host;
/** The two addresses of the target school: on the platform's host under its slug, and on its own domain. */
const ADDRESSES = [
  { label: 'platform /{id}/noticias', path: `/${TARGET}/noticias`, host: HOST_OF_PLATFORM },
  { label: 'own domain /noticias', path: '/noticias', host: TARGET_DOMAIN },
] as const;

function serverTiming(header: string | null): { data: number; render: number } | null {
  const data = /data;dur=([\d.]+)/.exec(header ?? '');
  const render = /render;dur=(-?[\d.]+)/.exec(header ?? '');
  return data && render ? { data: Number(data[1]), render: Number(render[1]) } : null;
}

/** One request into `series` (none when warming up). */
async function once(url: string, host: string, series?: Series): Promise<void> {
  const started = performance.now();
  const res = await fetch(url, {
    headers: { accept: 'text/html', 'accept-encoding': 'br', 'x-forwarded-host': host },
  });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!series) return;
  // fetch has undone the brotli already.
  series.checked ??= new TextDecoder().decode(body).includes(`del colegio ${TARGET}`);
  series.statuses.set(res.status, (series.statuses.get(res.status) ?? 0) + 1);
  const timing = serverTiming(res.headers.get('server-timing'));
  if (timing) {
    series.server.push(timing.data + timing.render);
    series.data.push(timing.data);
    series.render.push(timing.render);
  }
  series.response.push(ms);
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const p = (values: number[], q: number) => percentile(values, q);
const pair = (values: number[]) => `${f1(p(values, 50))}/${f1(p(values, 95))}`;

/** Through Hosting and the functions emulator, one request at a time, each address in turn. */
async function throughEmulators(): Promise<Series[]> {
  const all: Series[] = [];
  for (const address of ADDRESSES) {
    // The platform's host is the emulator's own (localhost:P); a school's domain is forwarded.
    const base = address.host === HOST_OF_PLATFORM ? PLATFORM : SITE;
    const series = new Series();
    for (let i = 0; i < WARM; i++) await once(`${base}${address.path}`, address.host);
    for (let i = 0; i < REQUESTS; i++) await once(`${base}${address.path}`, address.host, series);
    all.push(series);
  }
  return all;
}

/** An in-process platform app on `db` (counted), listening on a port of its own. */
async function platformAt(handles: { db: Firestore; bucket: Bucket; auth: Auth }, count: ReadCount) {
  const app = createPlatformApp({
    db: counted(handles.db, count),
    bucket: handles.bucket,
    auth: handles.auth,
    maxApps: MAX_APPS,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, count };
}

type Instance = Awaited<ReturnType<typeof platformAt>>;

/**
 * The two in-process apps, requests alternating between them (which goes first alternates too),
 * so whatever else the machine is doing weighs on both alike. Reads per render from each app's count.
 */
async function interleaved(few: Instance, many: Instance) {
  const rows: Array<{
    label: string;
    few: Series;
    many: Series;
    fewReads: number;
    manyReads: number;
    /** Reads per render by collection, on the 300 schools' project. */
    manyPlaces: Array<[string, number]>;
  }> = [];
  for (const address of ADDRESSES) {
    for (let i = 0; i < WARM; i++)
      for (const instance of [few, many]) await once(`${instance.url}${address.path}`, address.host);
    few.count.reset();
    many.count.reset();
    const series = { few: new Series(), many: new Series() };
    for (let i = 0; i < REQUESTS; i++) {
      const order = i % 2 === 0 ? (['few', 'many'] as const) : (['many', 'few'] as const);
      for (const which of order)
        await once(`${(which === 'few' ? few : many).url}${address.path}`, address.host, series[which]);
    }
    rows.push({
      label: address.label,
      ...series,
      fewReads: few.count.total / REQUESTS,
      manyReads: many.count.total / REQUESTS,
      manyPlaces: [...many.count.byPlace].map(([place, n]) => [place, n / REQUESTS]),
    });
  }
  return rows;
}

/**
 * The Firestore emulator alone: the page's one query (the target school's noticias in the stored
 * order, as RecordStore.list asks) on the 3 schools' project and on the 300's, alternating.
 */
async function queryTimes(fewDb: Firestore, manyDb: Firestore) {
  const times = { few: [] as number[], many: [] as number[] };
  const query = (db: Firestore) =>
    scopeFirestore(db, TARGET).collection('noticias').orderBy('createdAt').get();
  for (let i = 0; i < WARM + REQUESTS; i++) {
    const order = i % 2 === 0 ? (['few', 'many'] as const) : (['many', 'few'] as const);
    for (const which of order) {
      const started = performance.now();
      await query(which === 'few' ? fewDb : manyDb);
      if (i >= WARM) times[which].push(performance.now() - started);
    }
  }
  return times;
}

// ---------------------------------------------------------------- heap

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
async function heapUsed(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setImmediate(r));
  }
  return process.memoryUsage().heapUsed;
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kbOf = (bytes: number) => (bytes / 1024).toFixed(0);

// ---------------------------------------------------------------- main

/** The project the in-process comparison's 3 schools live in: the emulators keep each project apart. */
const FEW_PROJECT = 'demo-tenancy-few';

function fewProject() {
  const app =
    getApps().find((a) => a.name === FEW_PROJECT) ??
    initializeApp({ projectId: FEW_PROJECT, storageBucket: `${FEW_PROJECT}.appspot.com` }, FEW_PROJECT);
  return { db: getFirestore(app), bucket: getStorage(app).bucket(), auth: getAuth(app) };
}

async function main() {
  const root = emulatorRoot();
  const few = fewProject();
  const [fewCount, manyCount, searchCount] = [new ReadCount(), new ReadCount(), new ReadCount()];
  say('');
  say(
    `(h) Many schools, one deployment: one school's /noticias (${RECORDS} published noticias) with 3 and with 300 generated schools`,
  );
  say(
    `    (${RECORDS} noticias each), ${REQUESTS} requests one at a time per address after ${WARM} warm-up. "server": its Server-Timing data +`,
  );
  say(
    '    render (ms), p50/p95; "response": the whole answer as this client saw it (ms); "reads": Firestore documents',
  );
  say(
    "    read per render, counted on the in-process app's handle (the emulators count none). Goal: p95 with 300 schools",
  );
  say('    within 10 % of p95 with 3; reads equal.');
  const leftovers = (await removeGenerated(root.db)) + (await removeGenerated(few.db));
  if (leftovers) say(`    (removed ${leftovers} schools a previous run left)`);

  const fewApp = await platformAt(few, fewCount);
  const manyApp = await platformAt(root, manyCount);
  try {
    let started = performance.now();
    await generate(few.db, 1, SCHOOL_COUNTS[0]);
    await generate(root.db, 1, SCHOOL_COUNTS[0]);
    const viaEmulators: Array<{ label: string; series: Series[] }> = [];
    viaEmulators.push({ label: `${SCHOOL_COUNTS[0]} schools`, series: await throughEmulators() });
    started = performance.now();
    await generate(root.db, SCHOOL_COUNTS[0] + 1, SCHOOL_COUNTS[1]);
    const generatedIn = (performance.now() - started) / 1000;
    viaEmulators.push({ label: `${SCHOOL_COUNTS[1]} schools`, series: await throughEmulators() });

    // In process: the platform's app on a project of 3 schools and on one of 300, interleaved.
    const rows = await interleaved(fewApp, manyApp);
    const queries = await queryTimes(few.db, root.db);

    // Search: one school's index among 300.
    const scoped = scopeFirestore(counted(root.db, searchCount), TARGET);
    const search = new SiteSearch(new RecordStore(scoped), { clock: () => readClock(scoped) });
    const index: SiteIndex = await search.current();
    const ids = [...(index as unknown as { docs: Map<string, unknown> }).docs.keys()];
    const others = ids.filter((id) => id.includes(PREFIX) && !id.includes(`${TARGET}-`));
    const own = ids.filter((id) => id.includes(`${TARGET}-`));
    let foreignHits = 0;
    for (let n = 2; n <= SCHOOL_COUNTS[1]; n++) foreignHits += index.query(daneOf(n)).total;
    const ownHits = index.query(daneOf(1)).total;
    const outside = [...searchCount.byPlace].filter(([place]) => !place.startsWith('schools/{school}/'));

    // Heap: an index alone, then a whole school app (a page rendered, a search answered).
    const before = await heapUsed();
    const kept: SiteIndex[] = [];
    for (let n = 2; n <= WEIGHED + 1; n++) {
      const s = scopeFirestore(root.db, idOf(n));
      kept.push(await new SiteSearch(new RecordStore(s), { clock: () => readClock(s) }).current());
    }
    const perIndex = ((await heapUsed()) - before) / WEIGHED;
    const serialized = kept.reduce((sum, i) => sum + i.serializedSize(), 0) / kept.length;
    kept.length = 0;
    const beforeApps = await heapUsed();
    for (let n = 2; n <= WEIGHED + 1; n++) {
      await once(`${manyApp.url}/${idOf(n)}/noticias`, HOST_OF_PLATFORM);
      await once(`${manyApp.url}/${idOf(n)}/api/buscar?q=reunion`, HOST_OF_PLATFORM);
    }
    const perApp = ((await heapUsed()) - beforeApps) / WEIGHED;

    // Through the emulators with 3 again, the 297 gone: how far timings move with nothing changed.
    started = performance.now();
    await removeGenerated(root.db, SCHOOL_COUNTS[0] + 1);
    const removedIn = (performance.now() - started) / 1000;
    viaEmulators.push({ label: `${SCHOOL_COUNTS[0]} again`, series: await throughEmulators() });

    say(
      `    (generated ${SCHOOL_COUNTS[1] - SCHOOL_COUNTS[0]} schools in ${generatedIn.toFixed(1)} s, removed them in ${removedIn.toFixed(1)} s)`,
    );
    say('');
    say(
      "    Through Hosting and the functions emulator (a school's page as a visitor asks for it), one after the other:",
    );
    const header = `${'data p50/95'.padStart(14)}${'render p50/95'.padStart(15)}${'response p50/95'.padStart(17)}`;
    say(`      ${''.padEnd(38)}${'status'.padEnd(9)}${header}`);
    const line = (label: string, s: Series, extra = '') =>
      say(
        `      ${label.padEnd(38)}${s.status.padEnd(9)}${pair(s.data).padStart(14)}${pair(s.render).padStart(15)}${pair(s.response).padStart(17)}${extra}${s.checked ? '' : ' !! not the school’s page'}`,
      );
    ADDRESSES.forEach((address, i) => {
      for (const { label, series } of viaEmulators) line(`${address.label}, ${label}`, series[i]!);
    });
    const ratio = (a: number[], b: number[]) => p(b, 95) / p(a, 95);
    const [threeRun, manyRun, againRun] = viaEmulators.map((v) => v.series);
    say(
      `      p95 of data + render, 300/3: ${ADDRESSES.map((a, i) => `${a.label} ${ratio(threeRun![i]!.server, manyRun![i]!.server).toFixed(2)}`).join(', ')}; 3 again/3 (nothing changed but the machine's load): ${ADDRESSES.map((a, i) => ratio(threeRun![i]!.server, againRun![i]!.server).toFixed(2)).join(', ')}.`,
    );
    say('');
    say(
      "    In process, the platform's app on a project of 3 schools and on one of 300 (the emulator keeps projects apart),",
    );
    say('    requests alternating between the two, so the machine weighs on both alike:');
    say(`      ${''.padEnd(38)}${'status'.padEnd(9)}${header}${'reads'.padStart(7)}`);
    for (const row of rows) {
      line(`${row.label}, 3 schools`, row.few, row.fewReads.toFixed(1).padStart(7));
      line(`${row.label}, 300 schools`, row.many, row.manyReads.toFixed(1).padStart(7));
      const r = ratio(row.few.server, row.many.server);
      say(
        `      ${''.padEnd(38)}p95 300/3: data + render ${r.toFixed(2)} (${r <= 1.1 ? 'PASS' : 'over 10 %'}), data ${ratio(row.few.data, row.many.data).toFixed(2)}, render ${ratio(row.few.render, row.many.render).toFixed(2)}, response ${ratio(row.few.response, row.many.response).toFixed(2)}; reads ${row.manyReads.toFixed(1)} / ${row.fewReads.toFixed(1)} (${row.manyReads === row.fewReads ? 'equal' : 'DIFFER'})`,
      );
    }
    say(
      `    Reads per render by collection (300 schools): ${rows[0]!.manyPlaces.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`,
    );
    say(
      "      (`_test` is the emulator's test clock, data/clock.ts: production reads no document for the time.)",
    );
    say(
      `    The Firestore emulator alone, the page's query (its ${RECORDS} noticias in order), alternating: 3 schools ${pair(queries.few)} ms, 300 schools ${pair(queries.many)} ms (p95 ${ratio(queries.few, queries.many).toFixed(2)}x).`,
    );
    say(
      "      Where the page's time grows with the schools, it is there (the emulator's query), not in the page's code: render and",
    );
    say(
      "      reads stay. Firestore itself answers from its indexes, in a time set by the result, not by the database's size (decision 0033).",
    );

    say('');
    say(
      `    Search among ${SCHOOL_COUNTS[1]} schools: ${TARGET}'s index as its app builds it (SiteSearch on its scoped handle):`,
    );
    say(
      `      ${index.documentCount} documents: ${own.length} of its noticias, ${index.documentCount - own.length} pages and links of the registry and the frame; of other schools: ${others.length}.`,
    );
    say(
      `      Built from ${searchCount.total} reads, all under schools/{school}/ but the emulator's clock (${outside.map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}).`,
    );
    say(
      `      Its own DANE code (in its ${RECORDS} noticias): ${ownHits} results (an answer lists at most that many); the ${SCHOOL_COUNTS[1] - 1} other schools' codes: ${foreignHits} in all. ${others.length === 0 && foreignHits === 0 && own.length === RECORDS ? 'PASS: only its own documents' : 'FAIL'}`,
    );
    say(
      `    Memory (V8 heap after GC, ${WEIGHED} schools of ${RECORDS} noticias, divided by ${WEIGHED}): one search index ${kbOf(perIndex)} KB (${kbOf(serialized)} KB as JSON);`,
    );
    say(
      `      one school's app once it has rendered /noticias and answered a search (app, index, page copies): ${kbOf(perApp)} KB.`,
    );
    const live = Math.min(SCHOOL_COUNTS[1], MAX_APPS);
    say(
      `      An instance keeps at most maxApps = ${MAX_APPS} schools' apps (platform/platform-app.ts): with ${SCHOOL_COUNTS[1]} schools, at most ${live} live,`,
    );
    say(
      `      ${live} x ${kbOf(perApp)} KB = ${mb(live * perApp)} MB of heap (their indexes ${mb(live * perIndex)} MB) in the function's 512 MiB.`,
    );
  } finally {
    fewApp.server.close();
    manyApp.server.close();
    const removed = (await removeGenerated(root.db)) + (await removeGenerated(few.db));
    say(`    (deleted the ${removed} generated schools and their noticias)`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    say(
      `El benchmark de colegios no pudo completarse: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    process.exit(1);
  },
);
