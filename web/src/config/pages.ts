/**
 * The page registry lives in the shared model (functions/src/model/pages.ts), where the function
 * reads it too; this path stays so screens, scripts and tests keep one short import. Relative,
 * not `@model/public`, because the benchmark and the e2e list load it outside Vite's aliases.
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- loaded outside Vite's aliases (above)
export * from '../../../functions/src/model/pages';
