/**
 * The site search's figures (decision 0020): index build time, its size (serialized JSON) and
 * query time p50/p95, for the sample content, for a generated site of 2,000 records, and for
 * 2,000 records with 300 PDF-sized texts (20 KB each, as if the PDFs' text were indexed).
 * In-process, no emulator: `npx tsx scripts/bench/search.ts`; `npm run bench` runs it last.
 */
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AnyRecord, CollectionName } from '../../functions/src/model';
import { documentsOf, SEARCHED, type SearchDoc } from '../../functions/src/search/site-documents';
import { SiteIndex } from '../../functions/src/search/site-index';
import { pdfPages } from '../../functions/src/search/pdf-text';
import { makePdf } from '../seed/pdf';
import { SEED_CONTENT } from '../seed/content';

const QUERIES = [
  'matricula',
  'reunion padres',
  'circular',
  'feria ciencia',
  'presupuesto 2026',
  'vacunacion',
  'uniforme escolar',
  'docente matematicas',
  'inscrpciones',
  'mantenimeinto convivensia',
  'zzz sin resultados',
];

function sampleDocs(): SearchDoc[] {
  return (Object.keys(SEARCHED) as CollectionName[]).flatMap((name) => {
    const list = ((SEED_CONTENT as Record<string, unknown[] | undefined>)[name] ?? []) as Record<
      string,
      unknown
    >[];
    return documentsOf(
      name,
      list.map((r, i) => ({ _id: `${name}-${i}`, createdAt: '', updatedAt: '', ...r }) as AnyRecord),
    );
  });
}

/**
 * A deterministic generator of Spanish-looking text from the sample's own words, and `invented`
 * more words of 4 to 13 letters (a real site's vocabulary: tens of thousands of words, which the
 * typo walk goes over).
 */
function generated(records: number, pdfs: number, invented = 0): SearchDoc[] {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const letters = 'abcdefghijlmnoprstuvz';
  const vocabulary = [
    ...sampleDocs()
      .flatMap((d) => `${d.title} ${d.text}`.split(/\s+/))
      .filter((w) => w.length > 2),
    ...Array.from({ length: invented }, () =>
      Array.from({ length: 4 + (next() % 10) }, () => letters[next() % letters.length]).join(''),
    ),
  ];
  const text = (words: number) =>
    Array.from({ length: words }, () => vocabulary[next() % vocabulary.length]).join(' ');
  const kinds = ['noticias', 'eventos', 'galerias', 'transparencia', 'personal', 'paginas'] as const;
  const docs: SearchDoc[] = Array.from({ length: records }, (_, i) => ({
    id: `g/${i}`,
    kind: kinds[i % kinds.length]!,
    title: text(6),
    text: text(150),
    url: `/noticias/g-${i}`,
    date: '2026-05-01',
  }));
  // A PDF's text: about 3,000 words (20 KB), on one record in seven.
  for (let i = 0; i < pdfs; i++) docs[i * 6]!.text += ` ${text(3_000)}`;
  return docs;
}

/** Printed, and added to the bench's table when `npm run bench` runs it (BENCH_OUT). */
function print(line: string) {
  console.log(line);
  if (process.env.BENCH_OUT) appendFileSync(process.env.BENCH_OUT, `${line}\n`);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function measure(label: string, docs: SearchDoc[]) {
  const t0 = performance.now();
  const index = new SiteIndex(docs);
  const build = performance.now() - t0;
  for (const q of QUERIES) index.query(q); // warm
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of QUERIES) {
      // A letter more each round: a word not met before, so its typo walk is measured, not remembered.
      const s = performance.now();
      index.query(`${q}${'abcdefghijklmnopqrst'[round]}`);
      times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);
  const text = docs.reduce((sum, d) => sum + d.title.length + d.text.length, 0);
  print(
    `${label.padEnd(34)} ${String(index.documentCount).padStart(5)} docs  text ${(text / 1024).toFixed(0).padStart(6)} KB  ` +
      `build ${build.toFixed(0).padStart(5)} ms  index ${(index.serializedSize() / 1024).toFixed(0).padStart(6)} KB JSON  query p50 ${pct(times, 50).toFixed(2)} ms  p95 ${pct(times, 95).toFixed(2)} ms`,
  );
}

print('\nBúsqueda del sitio (decisiones 0020 y 0026): índice en memoria de la función');
measure('contenido de ejemplo', sampleDocs());
measure('2.000 registros generados', generated(2_000, 0));
measure('2.000 registros + 300 textos de PDF', generated(2_000, 300));
measure('2.000 registros, 40.000 palabras', generated(2_000, 300, 40_000));

// Parsing a PDF's text (once per stored PDF and instance): a page of 40 lines.
const lines = generated(1, 0)[0]!.text.split(' ');
const pdf = makePdf(
  'Documento de prueba',
  Array.from({ length: 40 }, (_, i) => lines.slice(i * 3, i * 3 + 10).join(' ')),
);
void (async () => {
  await pdfPages(pdf);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const s = performance.now();
    await pdfPages(pdf);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  print(
    `texto de un PDF (${(pdf.length / 1024).toFixed(0)} KB, 1 página)   p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`,
  );
})();
