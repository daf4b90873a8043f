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
