/**
 * Completes a one-time password link: the one of the reset e-mail (`/login?mode=resetPassword&oobCode=…`,
 * Firebase's code) or a colleague's invitation (`/login?mode=invitacion&codigo=…`, the platform's
 * own code, invitation-api.ts). Handled by our own page, not the provider's hosted one, so it
 * works the same on the emulators and in production and ends on our sign-in form.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/spinner';
import { useAuth } from './auth-context';
import { LoginInput, LoginMessages } from './login-input';
import { MIN_PASSWORD, RESET_TEXT, resetHint } from './login-messages';
import { acceptInvitation, checkInvitation, invitationProblem } from './invitation-api';

type Check = { status: 'checking' } | { status: 'ok'; email: string } | { status: 'bad'; message: string };

export function SetPasswordForm({
  code,
  invitation = false,
  onDone,
  onBack,
}: {
  code: string;
  /** The code is an invitation's (the function's), not a Firebase reset code. */
  invitation?: boolean;
  onDone(email: string): void;
  onBack(): void;
}) {
  const { service } = useAuth();
  const hint = (err: unknown) => (invitation ? invitationProblem(err, resetHint) : resetHint(err));
  const id = useId();
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (invitation ? checkInvitation(code) : service.checkResetCode(code)).then(
      (email) => live && setCheck({ status: 'ok', email }),
      (err: unknown) =>
        live &&
        setCheck({
          status: 'bad',
          message: invitation ? invitationProblem(err, resetHint) : resetHint(err),
        }),
    );
    return () => {
      live = false;
    };
  }, [service, code, invitation]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check.status !== 'ok') return;
    if (password.length < MIN_PASSWORD) return setProblem(RESET_TEXT.tooShort);
    if (password !== repeat) return setProblem(RESET_TEXT.mismatch);
    setSaving(true);
    setProblem(null);
    try {
      await (invitation ? acceptInvitation(code, password) : service.confirmReset(code, password));
      onDone(check.email);
    } catch (err) {
      setSaving(false);
      setProblem(hint(err));
    }
  }

  if (check.status === 'checking') return <Spinner label={RESET_TEXT.checking} />;

  return (
    <form className="auth-login__card" onSubmit={onSubmit} aria-busy={saving} aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`} className="auth-login__title">
        {RESET_TEXT.setHeading}
      </h1>
      {check.status === 'bad' ? (
        <>
          <p className="auth-login__problem" role="alert">
            {check.message}
          </p>
          <button className="auth-login__link" type="button" onClick={onBack}>
            {RESET_TEXT.back}
          </button>
        </>
      ) : (
        <>
          <p className="auth-login__intro">
            {RESET_TEXT.setIntro}
            <strong>{check.email}</strong>
          </p>
          <LoginInput
            id={`${id}-p1`}
            label={RESET_TEXT.newPassword}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
          <LoginInput
            id={`${id}-p2`}
            label={RESET_TEXT.repeat}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={setRepeat}
          />
          <LoginMessages problem={problem} />
          <button className="auth-login__submit" type="submit" disabled={saving}>
            {saving ? RESET_TEXT.saving : RESET_TEXT.save}
          </button>
        </>
      )}
    </form>
  );
}
