/** A labelled, required input of the sign-in card (sign in, forgotten password, new password). */
export function LoginInput({
  id,
  label,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <>
      <label className="auth-login__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="auth-login__input"
        required
        {...input}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/**
 * What the card says after a submit: a problem (an alert, read out at once) or else a notice (a
 * status, read out politely). At most one of the two shows.
 */
export function LoginMessages({ notice, problem }: { notice?: string | null; problem?: string | null }) {
  if (problem) {
    return (
      <p className="auth-login__problem" role="alert">
        {problem}
      </p>
    );
  }
  return notice ? (
    <p className="auth-login__notice" role="status">
      {notice}
    </p>
  ) : null;
}
