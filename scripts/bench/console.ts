/**
 * (i) The Secretaría's console with 300 schools (decision 0034): does GET /api/plataforma/panel
 * stay under a second? Generates 300 schools straight into the emulators' Firestore (`schools/{id}`
 * in the table and each one's summary `schools/{id}/panel/resumen`, with figures, staff and the
 * conformity part), signs the seeded `secretaria` account in, and asks for the panel and its CSV
 * through Hosting and the functions emulator, one request at a time, as the console does: the
 * whole answer's time, its size and rows. Every generated school is deleted at the end.
 * It prints; it asserts no timing (the target, ≤ 1 s, is printed beside the figures).
 * `npm run bench` runs it; `BENCH_ONLY=console npm run bench` alone.
 */
import { readFileSync } from 'node:fs';
import { SEED_ACCOUNTS } from '../seed/accounts';
import { emulatorRoot } from '../seed/emulator-admin';
import { SCHOOLS } from '../../functions/src/tenancy/school-scope';
import type { SchoolSummaryDoc } from '../../functions/src/model/school-summary';
import { say } from './common';
import { percentile } from './render';

const env = readFileSync(new URL('../../functions/.env.demo-school', import.meta.url), 'utf8');
for (const line of env.split('\n')) {
  const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
  if (match) process.env[match[1]!] ??= match[2];
}

const PLATFORM = process.env.EMULATOR_PLATFORM ?? 'http://localhost:5000';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const COUNT = Number(process.env.BENCH_CONSOLE_SCHOOLS ?? 300);
const REQUESTS = Number(process.env.BENCH_CONSOLE_REQUESTS ?? 30);
const WARM = 3;
const PREFIX = 'bench-panel-';
const MUNICIPIOS = ['Villa del Río', 'San Pedro', 'La Esperanza', 'El Porvenir', 'Santa Rosa'];

const idOf = (n: number) => `${PREFIX}${String(n).padStart(3, '0')}`;

function summaryOf(n: number): SchoolSummaryDoc {
  const at = new Date(Date.now() - (n % 30) * 86_400_000).toISOString();
  return {
    pqrsd: { abiertas: n % 9, porVencer: n % 3, vencidas: n % 4 === 0 ? n % 5 : 0, calculadoEl: at },
    ita: { cumple: 50 + (n % 20), noCumple: n % 3, pendiente: n % 5, desactualizado: n % 4, revisadoEl: at },
    ultimaPublicacion: at,
    personal: Array.from({ length: 1 + (n % 6) }, (_, i) => ({
      email: `persona${i}@colegio${n}.edu.co`,
      rol: i === 0 ? 'admin' : 'editor',
      ultimoIngreso: i % 3 === 2 ? null : at,
    })),
    conformidad: { estado: n % 7 === 0 ? 'fallos' : 'cumple', fallos: n % 7 === 0 ? 2 : 0, revisadoEl: at },
    comunicados: { ocultosEnInicio: n % 10 === 0 ? ['circular-1'] : [] },
  };
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

async function timed(
  path: string,
  token: string,
): Promise<{ ms: number; bytes: number; status: number; body: string }> {
  const start = performance.now();
  const res = await fetch(`${PLATFORM}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.text();
  return { ms: performance.now() - start, bytes: Buffer.byteLength(body), status: res.status, body };
}

async function main() {
  const { db } = emulatorRoot();
  const ids = Array.from({ length: COUNT }, (_, i) => idOf(i + 1));
  say(`\n## Panel de la Secretaría con ${COUNT} colegios generados (GET /api/plataforma/panel)\n`);
  for (let i = 0; i < ids.length; i += 200) {
    const batch = db.batch();
    for (const [k, id] of ids.slice(i, i + 200).entries()) {
      const n = i + k + 1;
      batch.set(db.collection(SCHOOLS).doc(id), {
        name: `Institución Educativa de prueba ${String(n).padStart(3, '0')}`,
        dane: `1059${String(n).padStart(8, '0')}`,
        municipio: MUNICIPIOS[n % MUNICIPIOS.length],
        comuna: `Comuna ${1 + (n % 8)}`,
        sedes: [],
        status: 'activa',
      });
      batch.set(db.doc(`${SCHOOLS}/${id}/panel/resumen`), summaryOf(n));
    }
    await batch.commit();
  }
  try {
    const account = SEED_ACCOUNTS.find((a) => a.platform === 'secretaria')!;
    const token = await signIn(account.email, account.password);
    for (let i = 0; i < WARM; i++) await timed('/api/plataforma/panel', token);
    const times: number[] = [];
    let last = { ms: 0, bytes: 0, status: 0, body: '' };
    for (let i = 0; i < REQUESTS; i++) {
      last = await timed('/api/plataforma/panel', token);
      times.push(last.ms);
    }
    const rows = (JSON.parse(last.body) as { rows: unknown[] }).rows.length;
    const csvTimes: number[] = [];
    let csv = { ms: 0, bytes: 0, status: 0, body: '' };
    for (let i = 0; i < 10; i++) {
      csv = await timed('/api/plataforma/panel.csv', token);
      csvTimes.push(csv.ms);
    }
    const f = (ms: number) => `${Math.round(ms)} ms`;
    say(`| Medida | Valor |`);
    say(`| --- | --- |`);
    say(`| Colegios en la respuesta | ${rows} (estado ${last.status}) |`);
    say(`| Tamaño de la respuesta JSON | ${(last.bytes / 1024).toFixed(1)} KiB |`);
    say(`| GET panel, mediana (${REQUESTS} peticiones) | ${f(percentile(times, 50))} |`);
    say(`| GET panel, p95 | ${f(percentile(times, 95))} |`);
    say(`| GET panel, máximo | ${f(Math.max(...times))} |`);
    say(
      `| GET panel.csv, mediana (10) | ${f(percentile(csvTimes, 50))} (${(csv.bytes / 1024).toFixed(1)} KiB) |`,
    );
    say(`| Objetivo | ≤ 1000 ms: ${percentile(times, 95) <= 1000 ? 'cumple (p95)' : 'NO cumple (p95)'} |`);
  } finally {
    for (let i = 0; i < ids.length; i += 200) {
      const batch = db.batch();
      for (const id of ids.slice(i, i + 200)) {
        batch.delete(db.doc(`${SCHOOLS}/${id}/panel/resumen`));
        batch.delete(db.collection(SCHOOLS).doc(id));
      }
      await batch.commit();
    }
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
