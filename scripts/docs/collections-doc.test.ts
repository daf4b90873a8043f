import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, UPLOAD_RULES } from '../../functions/src/model';
import { renderCollectionsDoc } from './collections-doc';

describe('docs/collections.md', () => {
  const committed = readFileSync(
    fileURLToPath(new URL('../../docs/collections.md', import.meta.url)),
    'utf8',
  );

  it('is what the declarations render (run `npm run docs` after changing the model)', () => {
    expect(committed).toBe(renderCollectionsDoc());
  });

  it('names every collection and every upload rule', () => {
    for (const name of COLLECTION_NAMES) expect(committed).toContain(`## \`${name}\``);
    for (const rule of Object.keys(UPLOAD_RULES)) expect(committed).toContain(`| \`${rule}\` |`);
  });
});
