/**
 * The model's entry for the public pages (`@model/public`): upload rules, stored file names,
 * file sniffing, the link pattern, the text formats and the links built from them (phone, chat,
 * video), the image variant widths, the transparency annex (Anexo 2, 2.4.2), the page registry
 * and the collection names as a type.
 * It never reaches schema.ts, so a public page that imports it does not bundle zod or the
 * validation code; nor the declarations (their defineCollection calls are not tree-shaken, so
 * even an unused COLLECTION_NAMES would ship them). The admin area imports `@model`.
 */
import type { CollectionName, RecordOf } from './collections';

export * from './upload-rules';
export * from './stored-names';
export * from './sniff';
export * from './links';
export * from './formats';
export * from './phone';
// Plain data: the transparency pages read it.
export * from './transparency-annex';
// Plain data too: the Participa sections, for the Participa pages and the site map.
export * from './participa';
// The page-performance report's names and limits: only the reporter's lazy chunk uses them.
export * from './vitals';
// The page registry: paths, titles, descriptions, menus (plain data).
export * from './pages';
// Not here: './pqrsd' (Atención al ciudadano). Islands and the admin import this barrel, and
// re-exported here it would make the bundler split shared chunks out of what they load; its
// users import functions/src/model/pqrsd.ts directly, and it is as zod-free as this file.
export * from './date-time';
export * from './slug';
export * from './schedule';
export * from './drafts';
export * from './broadcast';
// Formatted text: its types, safe links and the upgrade of older plain texts (no validator, no zod).
export * from './rich-text';
// Site search's answer and kinds (decision 0020): plain data, for the /buscar page.
export * from './search';
// A published "no aplica" of the ITA checklist: a type only, the matrix stays out.
export type { NoAplicaReason } from './ita-matrix';
export type { CollectionName, RecordOf } from './collections';
export type { ListImage } from './field-kinds';

/**
 * A record as a public page receives it from GET /api/{collection}: only `_id` is certain (an
 * older record may lack a field added later), so the page decides what a missing field looks like.
 */
export type PublicRecord<N extends CollectionName> = Partial<RecordOf<N>> & { _id: string };
// Roles: plain data; the auth service reads a token's role with it.
export * from './roles';
