import { useLayoutEffect } from 'react';
import { documentTitle, useSiteSettings } from '@/lib/site-settings';

/**
 * Sets document.title for the current page (WCAG 2.4.2): every route names itself, so tabs,
 * history and screen readers say where the visitor is. A layout effect, so the title changes in
 * the same commit as the page it names: a passive effect ran after the browser had painted the
 * new page, and anything reading the title as soon as the page was there got the last page's.
 */
export function usePageTitle(page: string): void {
  const settings = useSiteSettings();
  useLayoutEffect(() => {
    document.title = documentTitle(page, settings);
  }, [page, settings]);
}
