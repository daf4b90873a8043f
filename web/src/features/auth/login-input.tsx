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
