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

/**
 * Files that are a layer of their own, apart from their folder: the platform's dispatcher (above
 * every school's app: only index.ts imports it) and the site's address (the one part of http/
 * that writes/ and pqrsd/ may use, for the links in their mail).
 */
const OWN_LAYERS: Record<string, string> = {
  'tenancy/platform-app': 'platform',
  'http/site-origin': 'site-origin',
};

/** The layer a path of `functions/src` (without `.ts`) is in: its top folder, or its own. */
const layerOfPath = (rel: string) => OWN_LAYERS[rel.replace(/\.ts$/, '')] ?? rel.split('/')[0]!;

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
  // The tenancy core (the scoped handles, the table of schools, the school being served): under
  // every school's code, on the model alone (and the Bucket type of files/).
  tenancy: ['model', 'files'],
  data: ['model', 'domain', 'tenancy'],
  files: ['model', 'domain', 'data'],
  // The record write module: validation, file bindings, transaction and history in one place;
  // the mail a change of draft state sends goes into the outbox (pqrsd/, beside data/) in that write.
  writes: ['model', 'domain', 'data', 'files', 'pqrsd', 'site-origin'],
  // Atención al ciudadano's data and mail: beside data/, below http/ and routes/.
  pqrsd: ['model', 'domain', 'data', 'files', 'site-origin'],
  'site-origin': ['tenancy'],
  http: ['model', 'domain', 'data', 'files', 'tenancy', 'site-origin'],
  routes: [
    ...['model', 'domain', 'data', 'files', 'http', 'site-origin', 'writes', 'pqrsd', 'backup'],
    ...['pages', 'search', 'tenancy'],
  ],
  // The backup export and the weekly copy (records, versions, Papelera and files).
  backup: ['model', 'domain', 'data', 'files', 'writes'],
  // The public site as the web build left it (site-handler.ts), the compressed copies and the
  // recent copies for when Firestore fails.
  pages: ['model', 'domain', 'data'],
  // The site search's in-memory index of the public records (decision 0020).
  search: ['model', 'domain', 'data'],
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

  it('lets only index.ts import the platform (tenancy/platform-app.ts)', () => {
    const importers = sources(SRC)
      .filter((f) => importedLayers(f).includes('platform'))
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
