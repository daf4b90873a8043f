/**
 * An import resolver for eslint-plugin-import that knows this repository's aliases
 * (tsconfig.paths.json: '@/…' for web/src, '@model' and '@model/…' for the shared content model), so the layer rules in
 * eslint.config.mjs see where an import really points. The common TypeScript resolver needs a
 * native binary that the registry here does not serve for every platform, which breaks `npm ci`;
 * this one is plain Node and resolves only what the rules need: our own files.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
// tsconfig.paths.json, the one list: '@model/*' → ['@model/', …/model/], '@model' → its index.
const { paths } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.paths.json'), 'utf8')).compilerOptions;
const ALIASES = Object.entries(paths)
  .sort(([a], [b]) => b.length - a.length)
  .map(([pattern, [target]]) =>
    pattern.endsWith('/*')
      ? [pattern.slice(0, -1), path.join(ROOT, target.slice(0, -1)) + path.sep]
      : [pattern, path.join(ROOT, target)],
  );
const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function existingFile(base) {
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  let target = null;
  for (const [alias, to] of ALIASES) {
    if (source === alias || (alias.endsWith('/') ? source.startsWith(alias) : false)) {
      target = alias.endsWith('/') ? path.join(to, source.slice(alias.length)) : to;
      break;
    }
  }
  if (target === null && (source.startsWith('./') || source.startsWith('../'))) {
    target = path.resolve(path.dirname(file), source);
  }
  // Packages and Node built-ins are not ours: found, with no path the layer rules would check.
  if (target === null) return { found: true, path: null };
  // CSS modules and other assets resolve to themselves.
  const found = existingFile(target.replace(/\.js$/, '')) ?? existingFile(target);
  return found ? { found: true, path: found } : { found: false };
};
