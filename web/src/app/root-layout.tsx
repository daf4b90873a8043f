/**
 * The admin area's frame (spec §2): skip link, the site's header with navigation, the screen,
 * the footer; the same header and footer the public pages' frame renders on the server
 * (web/src/site/page-frame.astro), here with the settings the admin build keeps in memory.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { isSecretariaPath } from '@/config/areas';
import { useSiteSettings } from '@/lib/site-settings';
import styles from './root-layout.module.css';

interface SiteFrameProps {
  /** The next page is on its way: a progress bar, and the content marked busy. */
  busy: boolean;
  children: ReactNode;
}

export function SiteFrame({ busy, children }: SiteFrameProps) {
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  const content = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);
  // The Secretaría's console is no school's page: its name, no school's menu, links or search.
  const bare = isSecretariaPath(pathname);

  // After moving to another page, focus goes to the new content (not left on a menu link that
  // may no longer exist), so keyboard and screen-reader users start reading the new page.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    content.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#contenido"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          content.current?.focus();
          content.current?.scrollIntoView();
        }}
      >
        Saltar al contenido principal
      </a>
      <SiteHeader settings={settings} path={pathname} bare={bare} />
      {busy && <div className={styles.progress} aria-hidden="true" />}
      <div id="contenido" ref={content} tabIndex={-1} className={styles.content} aria-busy={busy}>
        {children}
      </div>
      <SiteFooter settings={settings} bare={bare} />
    </>
  );
}

/** Shown in the page area while the first route chunk of a visit downloads. */
export function PageLoading() {
  return (
    <div className={`container ${styles.pageLoading}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">Cargando página…</span>
    </div>
  );
}
