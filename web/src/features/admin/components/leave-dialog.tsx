/** The question shown when a navigation would drop unsaved edits (see useLeaveGuard). */
import { useEffect, useId, useRef } from 'react';
import type { Blocker } from 'react-router-dom';

export const LEAVE_TEXT = {
  title: 'Hay cambios sin guardar',
  body: 'Si sale ahora, se perderán los cambios y los archivos elegidos en este formulario.',
  stay: 'Seguir editando',
  leave: 'Salir sin guardar',
} as const;

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const id = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    stayRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') blocker.reset?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [blocked, blocker]);

  if (!blocked) return null;
  return (
    <div className="adm-modal">
      <div
        className="adm-modal__box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-b`}
      >
        <h2 id={`${id}-t`}>{LEAVE_TEXT.title}</h2>
        <p id={`${id}-b`}>{LEAVE_TEXT.body}</p>
        <div className="adm-modal__actions">
          <button
            ref={stayRef}
            type="button"
            className="adm-btn adm-btn--primary"
            onClick={() => blocker.reset()}
          >
            {LEAVE_TEXT.stay}
          </button>
          <button type="button" className="adm-btn adm-btn--danger" onClick={() => blocker.proceed()}>
            {LEAVE_TEXT.leave}
          </button>
        </div>
      </div>
    </div>
  );
}
