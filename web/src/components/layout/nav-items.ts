/**
 * The navigation bar of spec §2, as data. It lives in the shared model
 * (functions/src/model/site-links.ts), where the site search reads the same entries with their
 * labels; this path stays so the menu and the site map keep one short import.
 */
export { NAV_ENTRIES, type NavEntry, type NavLeaf } from '@model/site-links';
