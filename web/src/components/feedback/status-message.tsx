/**
 * The three states every data-driven page can be in besides "loaded": loading, empty, failed.
 * One component so they look and read alike everywhere.
 */
import type { ReactNode } from 'react';
import { PUBLIC_PATHS } from '@/config/paths';
import { useSiteHref } from '@/components/site-base';
import styles from './status-message.module.css';

/** Grey placeholder lines while content loads; announced once to screen readers. */
export function LoadingBlock({
  label = 'Cargando contenido…',
  lines = 4,
}: {
  label?: string;
  lines?: number;
}) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}

/** Content that does not exist (yet): said politely, with a way back. */
export function EmptyState({ children }: { children: ReactNode }) {
  const href = useSiteHref();
  return (
    <div className={styles.box}>
      <p>{children}</p>
      <p>
        <a href={href(PUBLIC_PATHS.home)}>Volver al inicio</a>
      </p>
    </div>
  );
}

/** A load that failed: no technical detail for visitors, and a retry. */
export function ErrorState({
  children = 'No pudimos cargar esta información. Revise su conexión a internet e intente de nuevo.',
  onRetry,
}: {
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Reintentar
        </button>
      )}
    </div>
  );
}
