/**
 * The navigation bar of spec §2 (entries in nav-items.ts).
 *
 * Each parent title is a real link to /other (as the spec asks) with a separate toggle button
 * next to it for its submenu: the "disclosure navigation with top-level links" pattern, so a
 * click, a tap, Enter or Space opens the submenu while the title still navigates. On wide screens
 * a submenu also opens on mouse hover. Escape closes the open submenu (and returns focus to its
 * toggle) or the collapsed mobile menu. Clicking outside, or following a link, closes everything.
 */
import { ExternalLink } from '@/components/external-link';
import { ChevronDownIcon, ExternalIcon, MenuIcon } from '@/components/icons';
import type { SiteSettings } from '@/lib/site-settings';
import { NAV_ENTRIES, type NavEntry, type NavLeaf } from './nav-items';
import styles from './main-nav.module.css';

export function MainNav({ settings, path }: { settings: SiteSettings; path: string }) {
  const listId = 'menu-principal';
  return (
    <nav className={styles.nav} aria-label="Menú principal">
      <div className={`container ${styles.bar}`}>
        <button type="button" className={styles.mobileToggle} aria-expanded={false} aria-controls={listId}>
          <MenuIcon size={22} />
          Menú
        </button>
        <ul id={listId} className={styles.list} data-open={false}>
          {NAV_ENTRIES.map((entry) =>
            'items' in entry ? (
              <ParentItem key={entry.id} entry={entry} settings={settings} path={path} />
            ) : (
              <li key={entry.label} className={styles.item}>
                <a
                  href={entry.to}
                  className={styles.topLink}
                  aria-current={isCurrent(entry.to, path, !entry.highlight && !entry.section) ? 'page' : undefined}
                  data-highlight={entry.highlight || undefined}
                >
                  {entry.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

/** A menu link is the page shown: its own address, or (`end` false) one under it. */
function isCurrent(to: string, path: string, end: boolean): boolean {
  if (to === path) return true;
  return !end && to !== '/' && path.startsWith(`${to}/`);
}

interface ParentItemProps {
  entry: Extract<NavEntry, { items: NavLeaf[] }>;
  settings: SiteSettings;
  path: string;
}

function ParentItem({ entry, settings, path: pathname }: ParentItemProps) {
  const isOpen = false;
  const submenuId = `submenu-${entry.id}`;
  // An external entry whose address the school left empty is not shown.
  const items = entry.items.filter((item) => !('setting' in item) || settings[item.setting]);
  // The parent is marked when the page shown is one of its entries (other than /other).
  const containsCurrent = entry.items.some(
    (item) => 'to' in item && item.to === pathname && item.to !== entry.to,
  );
  return (
    <li
      className={styles.item}
      data-open={isOpen}
    >
      <div className={styles.parent} data-current={containsCurrent}>
        <a href={entry.to} className={styles.topLink}>
          {entry.label}
        </a>
        <button
          type="button"
          className={styles.expand}
          aria-expanded={isOpen}
          aria-controls={submenuId}
          data-menu-toggle={entry.id}
        >
          <ChevronDownIcon size={18} />
          <span className="sr-only">Submenú {entry.label}</span>
        </button>
      </div>
      <ul id={submenuId} className={styles.submenu} hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.label}>
            {'setting' in item ? (
              <ExternalLink href={settings[item.setting]} className={styles.subLink}>
                {item.label}
                <ExternalIcon size={16} className={styles.externalIcon} />
              </ExternalLink>
            ) : (
              <a href={item.to} className={styles.subLink} aria-current={item.to === pathname ? 'page' : undefined}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
