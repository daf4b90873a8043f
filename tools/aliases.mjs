// The import aliases of tsconfig.paths.json as Vite and vitest take them: `@model/x` is
// functions/src/model/x, `@model` the model's index, `@/x` web/src/x.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { paths } = JSON.parse(
  readFileSync(new URL('../tsconfig.paths.json', import.meta.url), 'utf8'),
).compilerOptions;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Most specific first: '@model/*' before '@model'. */
export const aliases = Object.entries(paths)
  .sort(([a], [b]) => b.length - a.length)
  .map(([pattern, [target]]) =>
    pattern.endsWith('/*')
      ? {
          find: new RegExp(`^${escape(pattern.slice(0, -1))}(.*)$`),
          replacement: `${ROOT}${target.slice(2, -1)}$1`,
        }
      : { find: new RegExp(`^${escape(pattern)}$`), replacement: `${ROOT}${target.slice(2)}` },
  );
