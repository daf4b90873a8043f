/**
 * The frame around every page, public or admin (spec §2): skip link, header with navigation,
 * the page, footer. It imports nothing from the admin or auth features, so public pages never
 * download the Firebase SDK.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import styles from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <SiteFrame loading={navigation.state !== 'idle'}>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
}

/**
 * The frame itself, without the data router's parts (navigation state, scroll restoration), so the
 * build-time prerender paints the same markup inside a plain <StaticRouter>.
 */
export function SiteFrame({ loading = false, children }: { loading?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const content = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);

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
      <SiteHeader />
      {loading && <div className={styles.progress} aria-hidden="true" />}
      <div id="contenido" ref={content} tabIndex={-1} className={styles.content} aria-busy={loading}>
        {children}
      </div>
      <SiteFooter />
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
