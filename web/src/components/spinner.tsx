/** The loading indicator of spec §2 ("while the sign-in state is being determined"). */
import './spinner.css';

export function Spinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="auth-spinner" role="status" aria-live="polite">
      <span className="auth-spinner__wheel" aria-hidden="true" />
      <span className="auth-spinner__label">{label}</span>
    </div>
  );
}
