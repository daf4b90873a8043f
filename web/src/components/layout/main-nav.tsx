/**
 * The navigation bar of spec §2 (entries in nav-items.ts).
 *
 * Each parent title is a real link to /other (as the spec asks) with a separate toggle button
 * next to it for its submenu: the "disclosure navigation with top-level links" pattern, so a
 * click, a tap, Enter or Space opens the submenu while the title still navigates. On wide screens
 * a submenu also opens on mouse hover. Escape closes the open submenu (and returns focus to its
 * toggle) or the collapsed mobile menu. Clicking outside, or following a link, closes everything.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link';
import { ChevronDownIcon, CloseIcon, ExternalIcon, MenuIcon } from '@/components/icons';
import { useSiteSettings } from '@/lib/site-settings';
import { NAV_ENTRIES, type NavEntry, type NavLeaf } from './nav-items';
import styles from './main-nav.module.css';

/** Same breakpoint as main-nav.module.css: below it the menu is the collapsed toggle. */
const WIDE_SCREEN = '(min-width: 64rem)';
/** Grace period before a hover-opened submenu closes, so crossing a small gap does not close it. */
const HOVER_CLOSE_DELAY_MS = 200;

type Open = { id: string; by: 'hover' | 'click' } | null;

const isWideScreen = () => window.matchMedia?.(WIDE_SCREEN).matches ?? true;

export function MainNav() {
  const [open, setOpen] = useState<Open>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const listId = useId();

  // A click or tap outside the navigation closes whatever it has open.
  useEffect(() => {
    if (!open && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        setOpen(null);
        setMobileOpen(false);
      }
    };
    // Captured: a tap on a part of the page not hydrated yet (hydrate-when-near.tsx) is stopped by
    // React before it bubbles to the document.
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, mobileOpen]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (open) {
      navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-toggle="${open.id}"]`)?.focus();
      setOpen(null);
    } else if (mobileOpen) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  };

  // Following any link (even to the page already shown) closes the menus.
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) {
      setOpen(null);
      setMobileOpen(false);
    }
  };

  const menuHandlers = (id: string) => ({
    onPointerEnter: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'mouse' || !isWideScreen()) return;
      window.clearTimeout(hoverTimer.current);
      setOpen((current) => (current?.id === id && current.by === 'click' ? current : { id, by: 'hover' }));
    },
    onPointerLeave: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(hoverTimer.current);
      hoverTimer.current = window.setTimeout(() => {
        setOpen((current) => (current?.id === id && current.by === 'hover' ? null : current));
      }, HOVER_CLOSE_DELAY_MS);
    },
    onToggle: () => {
      window.clearTimeout(hoverTimer.current);
      // A click on a menu the mouse already opened keeps it open (pinned) instead of closing it.
      setOpen((current) => (current?.id === id && current.by === 'click' ? null : { id, by: 'click' }));
    },
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) {
        setOpen((current) => (current?.id === id ? null : current));
      }
    },
  });

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label="Menú principal"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={`container ${styles.bar}`}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.mobileToggle}
          aria-expanded={mobileOpen}
          aria-controls={listId}
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          Menú
        </button>
        <ul id={listId} className={styles.list} data-open={mobileOpen}>
          {NAV_ENTRIES.map((entry) =>
            'items' in entry ? (
              <ParentItem
                key={entry.id}
                entry={entry}
                isOpen={open?.id === entry.id}
                {...menuHandlers(entry.id)}
              />
            ) : (
              <li key={entry.label} className={styles.item}>
                <NavLink
                  to={entry.to}
                  end={!entry.highlight && !entry.section}
                  className={styles.topLink}
                  data-highlight={entry.highlight || undefined}
                >
                  {entry.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

interface ParentItemProps {
  entry: Extract<NavEntry, { items: NavLeaf[] }>;
  isOpen: boolean;
  onPointerEnter: (event: ReactPointerEvent) => void;
  onPointerLeave: (event: ReactPointerEvent) => void;
  onToggle: () => void;
  onBlur: (event: FocusEvent<HTMLLIElement>) => void;
}

function ParentItem({ entry, isOpen, onPointerEnter, onPointerLeave, onToggle, onBlur }: ParentItemProps) {
  const { pathname } = useLocation();
  const settings = useSiteSettings();
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
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <div className={styles.parent} data-current={containsCurrent}>
        <Link to={entry.to} className={styles.topLink}>
          {entry.label}
        </Link>
        <button
          type="button"
          className={styles.expand}
          aria-expanded={isOpen}
          aria-controls={submenuId}
          data-menu-toggle={entry.id}
          onClick={onToggle}
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
              <NavLink to={item.to} end className={styles.subLink}>
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
