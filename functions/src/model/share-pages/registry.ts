/**
 * The pages with one address per record (decision 0012): an article, an album, an event. The function
 * renders them like every public page (routes/pages.ts, decision 0025); here is what is theirs
 * alone: how an address names a record, and what the record says in the <head> (title, summary,
 * picture, JSON-LD), so a link pasted in WhatsApp or Facebook previews the record. Their
 * addresses are the function's sitemap. Another collection registers here with a few lines.
 */
import type { AnyRecord, CollectionName } from '..';
import { eventoSharePage } from './evento';
import { galeriaSharePage } from './galeria';
import { noticiaSharePage } from './noticia';

export interface ShareContext {
  /** The site's origin, without a trailing slash (canonical URLs, og:url). */
  origin: string;
  /** The address asked for (its path). */
  path: string;
  /** The school's name, for the title and the publisher. */
  siteName: string;
  /** The school's address (settings), where a record names a place (an event's). */
  address?: string;
}

export interface ShareMeta {
  /** The page's own name (the title tag adds " | school"). */
  title: string;
  description: string;
  /**
   * The preview picture: absolute URL and size. An album's cover has any shape and the record
   * does not keep it: without a size the template's size tags are dropped rather than left wrong.
   */
  image?: { url: string; width?: number; height?: number; alt: string };
  /** schema.org structured data (JSON-LD) for the record. */
  jsonLd?: Record<string, unknown>;
}

export interface SharePage {
  /** The address, its one parameter captured (`/noticias/:slug`). */
  pattern: RegExp;
  collection: CollectionName;
  /** The section's address (its list page): the page's addresses are `{base}/…`. */
  base: string;
  /** Whether `record` is the one the parameter names. */
  matches(record: AnyRecord, param: string): boolean;
  /** The record's address (the sitemap lists it); null when it has none yet. */
  pathOf(record: AnyRecord): string | null;
  toMeta(record: AnyRecord, context: ShareContext): ShareMeta;
}

export const SHARE_PAGES: readonly SharePage[] = [noticiaSharePage, galeriaSharePage, eventoSharePage];

/** The entry an address belongs to, with its parameter; null for every other address. */
export function sharePageOf(path: string): { page: SharePage; param: string } | null {
  for (const page of SHARE_PAGES) {
    const match = page.pattern.exec(path);
    if (match) return { page, param: match[1]! };
  }
  return null;
}
