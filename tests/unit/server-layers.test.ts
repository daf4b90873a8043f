/**
 * The function's import direction: routes → http → writes → (data, files) → model, with domain errors
 * importable by all and the model importing nothing of the function. A layer that reached
 * upwards (data throwing HTTP errors, files importing the multipart parser) is what made the
 * write path hard to change; this keeps it from coming back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../functions/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** The layer a path of `functions/src` is in: its top folder (a file at the top: its own name). */
const layerOfPath = (rel: string) => rel.replace(/\.ts$/, '').split('/')[0]!;

/** The layer each relative import of a file lands in. */
function importedLayers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => m[1]!);
  return specs.map((spec) => layerOfPath(relative(SRC, join(file, '..', spec))));
}

const layerOf = (file: string) => layerOfPath(relative(SRC, file));

/** Layers each layer may import besides itself. */
const ALLOWED: Record<string, string[]> = {
  model: [],
  domain: [],
  // One school's view of the project (scoped Firestore, Storage, Auth), the platform's table of
  // schools and hosts, and the school being served (its origin): below everything that reads data.
  tenancy: ['model', 'domain'],
  data: ['model', 'domain', 'tenancy'],
  files: ['model', 'domain', 'data', 'tenancy'],
  // The record write module: validation, file bindings, transaction and history in one place;
  // the mail a change of draft state sends goes into the outbox (pqrsd/, beside data/) in that write.
  writes: ['model', 'domain', 'data', 'files', 'pqrsd', 'tenancy', 'subscriptions'],
  // Atención al ciudadano's data and mail: beside data/, below http/ and routes/.
  pqrsd: ['model', 'domain', 'data', 'files', 'tenancy'],
  // The families' subscriptions: subscribers, notices, signed links and push, their mail through
  // pqrsd/'s outbox; a save (writes/) queues its notice, routes/ and the maintenance serve them.
  subscriptions: ['model', 'domain', 'data', 'files', 'pqrsd', 'tenancy'],
  http: ['model', 'domain', 'data', 'files', 'tenancy'],
  routes: [
    'model',
    'domain',
    'data',
    'files',
    'http',
    'writes',
    'pqrsd',
    'backup',
    'pages',
    'search',
    'tenancy',
    'subscriptions',
  ],
  // The backup export and the weekly copy (records, versions, Papelera and files).
  backup: ['model', 'domain', 'data', 'files', 'writes', 'tenancy'],
  // The public site as the web build left it (site-handler.ts), the compressed copies and the
  // recent copies for when Firestore fails.
  pages: ['model', 'domain', 'data', 'tenancy'],
  // The site search's in-memory index of the public records (decision 0020).
  search: ['model', 'domain', 'data', 'tenancy'],
  // The platform in front of the schools: which school a request is for, then that school's app
  // (app.ts, a file of the top: its layer reads as 'app'); the directory's pages; a school's
  // export for the Secretaría (backup/); the Secretaría's broadcasts, which write each school's
  // copy through that school's one record writer.
  platform: [
    'model',
    'domain',
    'data',
    'files',
    'http',
    'routes',
    'pages',
    'pqrsd',
    'backup',
    'tenancy',
    'app',
    'writes',
    'subscriptions',
  ],
};

describe('functions/src layers', () => {
  const files = sources(SRC).filter((f) => layerOf(f) in ALLOWED);

  it('finds the layered sources', () => {
    expect(new Set(files.map(layerOf))).toEqual(new Set(Object.keys(ALLOWED)));
  });

  it.each(files.map((f) => [relative(SRC, f), f] as const))(
    '%s imports only layers below it',
    (_name, file) => {
      const layer = layerOf(file);
      const wrong = importedLayers(file).filter((l) => l !== layer && !ALLOWED[layer]!.includes(l));
      expect(wrong).toEqual([]);
    },
  );

  it('lets only index.ts import the platform (platform/: the dispatcher, the directory, the maintenance)', () => {
    const importers = sources(SRC)
      .filter((f) => layerOf(f) !== 'platform' && importedLayers(f).includes('platform'))
      .map((f) => relative(SRC, f));
    expect(importers).toEqual(['index.ts']);
  });

  it("keeps the model free of other packages than zod (zod/mini for the PQRSD form's check, decision 0018)", () => {
    const packages = files
      .filter((f) => layerOf(f) === 'model')
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/from '([^.'][^']*)'/g)].map((m) => m[1]!));
    expect(new Set(packages)).toEqual(new Set(['zod', 'zod/mini']));
  });
});
