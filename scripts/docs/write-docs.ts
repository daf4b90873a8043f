/** npm run docs: regenerates the documents derived from the code. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderCollectionsDoc } from './collections-doc';

const target = fileURLToPath(new URL('../../docs/collections.md', import.meta.url));
writeFileSync(target, renderCollectionsDoc());
console.log(`Escrito ${target}`);
