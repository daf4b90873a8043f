/**
 * What an href in a record may be: http(s), mailto: or tel: (never javascript:). One pattern for
 * the server's validation and for the public pages that render the links.
 */
export const LINK_PATTERN = /^(?:https?:\/\/|mailto:|tel:)/i;

/** Only http(s): for buttons that open another site. */
export const WEB_LINK_PATTERN = /^https?:\/\//i;
