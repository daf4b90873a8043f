import { useEffect } from 'react';
import { documentTitle, useSiteSettings } from '@/lib/site-settings';

/**
 * Sets document.title for the current page (WCAG 2.4.2): every route names itself, so tabs,
 * history and screen readers say where the visitor is.
 */
export function usePageTitle(page: string): void {
  const settings = useSiteSettings();
  useEffect(() => {
    document.title = documentTitle(page, settings);
  }, [page, settings]);
}
