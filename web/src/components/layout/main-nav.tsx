/**
 * The navigation bar of spec §2 (entries in nav-items.ts), plain HTML that works with no script.
 *
 * Each parent title is a real link to /other (as the spec asks) with a `<details>` beside it whose
 * summary (the chevron) opens its submenu: the "disclosure navigation with top-level links"
 * pattern, so a click, a tap, Enter or Space opens the submenu while the title still navigates.
 * A phone shows the entries inside a `<details>` "Menú"; a wide screen shows them all in the bar.
 * A closed `<details>` hides its content in every browser and only a few let CSS show it anyway
 * (::details-content), so the two lists are rendered apart and CSS shows one per width.
 * The frame's script (web/src/site/frame-script.ts) adds what needs one: Escape closes the open
 * submenu or menu and gives focus back to its summary, a click outside closes them, opening one
 * submenu closes the others, and on wide screens the mouse opens a submenu on hover.
 */
import { ExternalLink } from '@/components/external-link';
import { ChevronDownIcon, CloseIcon, ExternalIcon, MenuIcon } from '@/components/icons';
import { useSiteHref } from '@/components/site-base';
import type { SiteSettings } from '@/lib/site-settings';
import { NAV_ENTRIES, type NavEntry, type NavLeaf } from './nav-items';
import styles from './main-nav.module.css';

interface Props {
  settings: SiteSettings;
  /** The page shown (as the registry writes it, no base), which the menu marks (aria-current). */
  path: string;
}

export function MainNav({ settings, path }: Props) {
  return (
    <nav className={styles.nav} aria-label="Menú principal" data-main-nav="">
      <div className={`container ${styles.bar}`}>
        <details className={styles.phoneMenu} data-menu="">
          <summary className={styles.mobileToggle}>
            <MenuIcon size={22} className={styles.menuIcon} />
            <CloseIcon size={22} className={styles.closeIcon} />
            Menú
          </summary>
          <EntryList settings={settings} path={path} className={`${styles.list}`} />
        </details>
        <EntryList settings={settings} path={path} className={`${styles.list} ${styles.wideList}`} />
      </div>
    </nav>
  );
}

/** A menu link is the page shown: its own address, or (`end` false) one under it. */
function isCurrent(to: string, path: string, end: boolean): boolean {
  if (to === path) return true;
  return !end && to !== '/' && path.startsWith(`${to}/`);
}

function EntryList({ settings, path, className }: Props & { className: string }) {
  const href = useSiteHref();
  return (
    <ul className={className}>
      {NAV_ENTRIES.map((entry) =>
        'items' in entry ? (
          <ParentItem key={entry.id} entry={entry} settings={settings} path={path} />
        ) : (
          <li key={entry.label} className={styles.item}>
            <a
              href={href(entry.to)}
              className={styles.topLink}
              aria-current={
                isCurrent(entry.to, path, !entry.highlight && !entry.section) ? 'page' : undefined
              }
              data-highlight={entry.highlight || undefined}
            >
              {entry.label}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

interface ParentItemProps extends Props {
  entry: Extract<NavEntry, { items: NavLeaf[] }>;
}

/**
 * A parent title and its submenu. The `<details>` spans the item's row under the link (CSS grid:
 * both in the same cell, the summary at the row's end), so an opened submenu lies under the whole
 * row on a phone and drops from the item's left edge on a wide screen.
 */
function ParentItem({ entry, settings, path }: ParentItemProps) {
  // An external entry whose address the school left empty is not shown.
  const items = entry.items.filter((item) => !('setting' in item) || settings[item.setting]);
  // The parent is marked when the page shown is one of its entries (other than /other).
  const containsCurrent = entry.items.some(
    (item) => 'to' in item && item.to === path && item.to !== entry.to,
  );
  const href = useSiteHref();
  return (
    <li className={`${styles.item} ${styles.parent}`} data-current={containsCurrent}>
      <a href={href(entry.to)} className={styles.topLink}>
        {entry.label}
      </a>
      <details className={styles.sub} data-submenu={entry.id}>
        <summary className={styles.expand}>
          <ChevronDownIcon size={18} />
          <span className="sr-only">Submenú {entry.label}</span>
        </summary>
        <ul className={styles.submenu}>
          {items.map((item) => (
            <li key={item.label}>
              {'setting' in item ? (
                <ExternalLink href={settings[item.setting]} className={styles.subLink}>
                  {item.label}
                  <ExternalIcon size={16} className={styles.externalIcon} />
                </ExternalLink>
              ) : (
                <a
                  href={href(item.to)}
                  className={styles.subLink}
                  aria-current={item.to === path ? 'page' : undefined}
                >
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
