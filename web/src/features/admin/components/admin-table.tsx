import type { ReactNode } from 'react';

/**
 * The admin's table frame: the scrolling wrapper, the caption screen readers read, one header row
 * (each cell's `data-label` repeats its column for the narrow layout), and the rows the screen
 * draws. One piece, so the lists of every screen read and fold the same way.
 */
export function AdminTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** A class beside `adm-table`, for a screen's own touches. */
  className?: string;
  /** The `<tr>` rows. */
  children: ReactNode;
}) {
  return (
    <div className="adm-table-wrap">
      <table className={className ? `adm-table ${className}` : 'adm-table'}>
        <caption className="adm-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              // A fixed list: its place is its identity.
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
