import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/use-page-title';

/** Title row of every admin screen; its title also names the browser tab, as on public pages. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <header className="adm-header">
      <div>
        <h1 className="adm-header__title">{title}</h1>
        {subtitle && <p className="adm-header__subtitle">{subtitle}</p>}
      </div>
      {children && <div className="adm-header__tools">{children}</div>}
    </header>
  );
}
