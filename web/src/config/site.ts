/// <reference types="vite/client" />
/**
 * The few fixed texts and addresses of the frame that are not the school's own: everything a
 * school changes (name, contact block, links, chat, media, home texts) is the `sitio` record,
 * edited in the admin (web/src/lib/site-settings.ts).
 */
export const SITE = {
  /** The national portal every Colombian public entity links from its top bar. */
  govCo: 'https://www.gov.co',
  chatLabel: 'WhatsApp',
  communityVideoTitle: 'Video del proyecto comunitario de la institución',
  socialFeedTitle: 'Publicaciones recientes de la institución en Facebook',
} as const;

/**
 * The public address of the site, for what must be absolute (canonical links, link previews,
 * sitemap.xml). One constant; a build for another address sets VITE_SITE_ORIGIN.
 */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN || 'https://colegio.edu.co').replace(
  /\/+$/,
  '',
);

/** The picture of a link preview (1200x630, web/public). */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;
