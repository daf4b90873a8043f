import type { ReactNode } from 'react';

/**
 * What every admin screen shows when its read failed: the server's reason and a "Reintentar"
 * button (plus any way back the screen offers). One piece, so the lists, the record, the history,
 * the Papelera and the administrators fail the same way.
 */
export function LoadFailedAlert({
  message,
  onRetry,
  retryLabel = 'Reintentar',
  children,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="adm-alert" role="alert">
      <p className="adm-alert__message">{message}</p>
      <div className="adm-alert__actions">
        <button type="button" className="adm-btn adm-btn--small" onClick={onRetry}>
          {retryLabel}
        </button>
        {children}
      </div>
    </div>
  );
}
