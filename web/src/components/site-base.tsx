/**
 * The school's base inside a React tree: '' on its own domain, '/{slug}' on the platform's
 * (PageContext.base). Links, `/media/…` addresses and form actions inside write
 * `useSiteHref()(path)`, which is `siteHref(base, path)` (model/site-href.ts).
 * Astro renders each React component a page names as a tree of its own (children arrive as
 * finished HTML), so a context cannot reach across them: each component a page or the frame
 * renders takes `base` as a prop (`withSiteBase`), islands too (their props are JSON). A tree
 * given no base keeps the one around it (the admin's), or '' (a site on its own domain).
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { siteHref } from '@model/site-href';

const SiteBaseContext = createContext('');

/** Hands `base` to the tree inside. */
export function SiteBase({ base, children }: { base: string; children: ReactNode }) {
  return <SiteBaseContext.Provider value={base}>{children}</SiteBaseContext.Provider>;
}

/** The base of the tree this component is in. */
export function useSiteBase(): string {
  return useContext(SiteBaseContext);
}

/** `path` (as the page registry writes it) at this school's address. */
export function useSiteHref(): (path: string) => string {
  const base = useContext(SiteBaseContext);
  return (path) => siteHref(base, path);
}

/** `Component`, taking the school's `base` as a prop for the tree it starts. */
export function withSiteBase<P extends object>(Component: ComponentType<P>) {
  function InSite({ base, ...props }: P & { base?: string }) {
    const inner = <Component {...(props as P)} />;
    return base === undefined ? inner : <SiteBase base={base}>{inner}</SiteBase>;
  }
  InSite.displayName = Component.displayName ?? Component.name;
  return InSite;
}
