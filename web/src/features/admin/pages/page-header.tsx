import type { ReactNode } from 'react';

/** Title row of every admin screen. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
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
