/**
 * A link that opens in a new tab. rel="noopener noreferrer" keeps the other site from scripting
 * this tab (window.opener) and from learning which page the visitor came from; the hidden text
 * warns screen-reader users that the context changes (WCAG 3.2.5). A path of the site's own
 * (a setting or a record may hold one) is written at the school's base.
 */
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useSiteHref } from '@/components/site-base';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
  /** Passed on to the <a> (a prop in React 19): the floating chat button measures itself. */
  ref?: Ref<HTMLAnchorElement>;
};

export function ExternalLink({ children, href, ...rest }: Props) {
  const siteHref = useSiteHref();
  return (
    <a {...rest} href={siteHref(href)} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
