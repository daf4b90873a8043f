/**
 * What an href in a record may be: http(s), mailto: or tel: (never javascript:). One pattern for
 * the server's validation and for the public pages that render the links.
 */
export const LINK_PATTERN = /^(?:https?:\/\/|mailto:|tel:)/i;

/** Only http(s): for buttons that open another site. */
export const WEB_LINK_PATTERN = /^https?:\/\//i;

/**
 * A path on this site (/eventos, /noticias/dia-del-idioma#fotos), for a link declared `sitePath`:
 * one slash, then neither a second one nor a backslash (a browser reads //evil.example and
 * /\evil.example as another site), and no backslash, space or control character anywhere (a
 * browser drops a tab or a line break inside an address, so /<tab>/evil.example would be //evil.example).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\u0000-\u001f\u007f-\u009f\\]*$/;
