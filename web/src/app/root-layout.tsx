/**
 * The frame around every page, public or admin (spec §2): skip link, header with navigation,
 * the page, footer. It imports nothing from the admin or auth features, so public pages never
 * download the Firebase SDK, and nothing of the data router, so both builds (public: declarative
 * routes; admin: data router) share it and the prerendered frames can render it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import { SiteHeader } from '@/components/layout/site-header';
import { NoticeBar } from '@/components/layout/notice-bar';
import styles from './root-layout.module.css';

/**
 * The footer: links and text, in the HTML of every page from the start; its code (about 1.3 KB
 * compressed, with its icons and the contact block) comes once the visitor moves near it
 * (hydrate-when-near.tsx). A link followed before then is a plain link; a navigation hydrates it
 * first (React holds the transition until it has).
 */
const SiteFooter = hydrateWhenNear(() => import('@/components/layout/site-footer').then((m) => m.SiteFooter));

interface SiteFrameProps {
  /** The next page is on its way: a progress bar, and the content marked busy. */
  busy: boolean;
  children: ReactNode;
}

export function SiteFrame({ busy, children }: SiteFrameProps) {
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
      <NoticeBar />
      <SiteHeader />
      {busy && <div className={styles.progress} aria-hidden="true" />}
      <div id="contenido" ref={content} tabIndex={-1} className={styles.content} aria-busy={busy}>
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
