/**
 * The content model, shared by web/ and functions/. It imports nothing Node-only, so the web
 * build bundles it; it lives in functions/ because `firebase deploy` uploads only that folder.
 */
export * from './collection';
export * from './collections';
export * from './field-kinds';
export * from './formats';
export * from './format-rules';
export * from './phone';
export * from './schema';
export * from './stored-names';
export * from './upload-rules';
export * from './transparency-annex';
export * from './participa';
export { noteKey } from './collections/transparencianotas';
export * from './sniff';
export * from './display-name';
export * from './single-line';
export * from './write-values';
export * from './links';
export * from './contact-links';
export * from './list-columns';
export * from './updated-by';
export * from './pages';
export * from './pqrsd';
export * from './date-time';
export * from './slug';
export * from './schedule';
export * from './drafts';
export * from './broadcast';
export * from './event-links';
export * from './rich-text';
export * from './rich-text-check';
export * from './pqrsd-answer';
export * from './legacy-values';
export type { PublicRecord } from './public';
export * from './roles';
export * from './content-model-version';
export { GALLERY_CONSENT_LABEL } from './collections/galerias';
export * from './overview';
// The ITA checklist: the matrix as data and the check of an item's state.
export * from './ita-matrix';
export * from './ita-input';
// The one writer of CSV files and spreadsheet pastes.
export * from './csv';
