/**
 * "¿Olvidó su contraseña?": sends the provider's password-reset e-mail. The answer is the same
 * sentence whether or not the address has an account (auth/user-not-found counts as sent), so
 * the page cannot be used to find out who has one; only a rate limit or a network fault differs.
 */
import { useId, useState, type FormEvent } from 'react';
import { useAuth } from './auth-context';
import { LoginInput, LoginMessages } from './login-input';
import { LOGIN_TEXT, RESET_TEXT, resetHint } from './login-messages';

export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack(email: string): void;
}) {
  const { service } = useAuth();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    setSent(false);
    try {
      await service.sendPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      if ((err as { code?: unknown } | null)?.code === 'auth/user-not-found') setSent(true);
      else setProblem(resetHint(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="auth-login__card" onSubmit={onSubmit} aria-busy={sending} aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`} className="auth-login__title">
        {RESET_TEXT.forgotHeading}
      </h1>
      <p className="auth-login__intro">{RESET_TEXT.forgotIntro}</p>
      <LoginInput
        id={`${id}-email`}
        label={LOGIN_TEXT.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <LoginMessages notice={sent ? RESET_TEXT.sent : null} problem={problem} />
      <button className="auth-login__submit" type="submit" disabled={sending}>
        {sending ? RESET_TEXT.sending : RESET_TEXT.send}
      </button>
      <button className="auth-login__link" type="button" onClick={() => onBack(email)}>
        {RESET_TEXT.back}
      </button>
    </form>
  );
}
