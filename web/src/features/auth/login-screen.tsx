/**
 * /login (spec §2, §8): email + password against the auth provider. Only accounts with the
 * `admin` claim get through to /admin; any other account is told so and signed out at once, so it
 * never sees an admin screen.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isAdminAreaPath, isSecretariaPath } from '@/config/areas';
import { ADMIN_PATHS, LOGIN_NEXT, SECRETARIA_PATHS } from '@/config/paths';
import { usePageTitle } from '@/components/use-page-title';
import { useAuth } from './auth-context';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginInput, LoginMessages } from './login-input';
import { loginHint, LOGIN_TEXT, RESET_TEXT } from './login-messages';
import { SetPasswordForm } from './set-password-form';
import { Spinner } from '@/components/spinner';
import './login.css';

/**
 * Where a signed-in administrator goes: the admin address the guard sent them here from (path and
 * query, `?next=`), else /admin. Only an address of this site's admin area, never another site.
 * The Secretaría (on the platform's domain) goes to its console, /secretaria, or the console's
 * address it came from; a school's staff never to the console.
 */
function nextAddress(params: URLSearchParams, secretaria: boolean): string {
  const next = params.get(LOGIN_NEXT) ?? '';
  const path = next.split('?')[0]!;
  const local = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  const ours = local && isAdminAreaPath(path) && path !== '/login';
  if (secretaria) return ours && isSecretariaPath(path) ? next : SECRETARIA_PATHS.home;
  return ours && !isSecretariaPath(path) ? next : ADMIN_PATHS.home;
}

/** Why an account without a role here is turned away: the console's own words when it was asked for. */
const refusal = (params: URLSearchParams) =>
  isSecretariaPath((params.get(LOGIN_NEXT) ?? '').split('?')[0]!)
    ? LOGIN_TEXT.notSecretaria
    : LOGIN_TEXT.notAdmin;

export function LoginScreen() {
  const { state, service } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  // A one-time password link: /login?mode=resetPassword&oobCode=… (Firebase's reset e-mail) or
  // /login?mode=invitacion&codigo=… (a colleague's invitation, the function's own code).
  const [params, setParams] = useSearchParams();
  const invitation = params.get('mode') === 'invitacion';
  const resetCode = invitation
    ? params.get('codigo')
    : params.get('mode') === 'resetPassword'
      ? params.get('oobCode')
      : null;
  usePageTitle('Acceso al área de administración');

  // Someone already signed in without the claim (earlier session, other tab): tell and sign out.
  // The message is noted while rendering, so it stays after the sign-out changes the state.
  const foundNotAdmin = state.status === 'not-admin' && !submitting;
  if (foundNotAdmin && problem !== refusal(params)) setProblem(refusal(params));
  useEffect(() => {
    if (foundNotAdmin) service.signOut().catch((err: unknown) => console.error(err));
  }, [foundNotAdmin, service]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setProblem(null);
    try {
      const { isAdmin, platform } = await service.signIn(email.trim(), password);
      if (!isAdmin) {
        setProblem(refusal(params));
        await service.signOut().catch((err: unknown) => console.error(err));
        setSubmitting(false);
        return;
      }
      console.log(LOGIN_TEXT.success);
      navigate(nextAddress(params, platform !== undefined), { replace: true });
    } catch (err) {
      setSubmitting(false);
      setProblem(loginHint(err));
      window.alert(LOGIN_TEXT.alertPrefix + (err as Error).message);
    }
  }

  // An administrator who opens /login again (bookmark, back button) goes straight to the admin.
  if ((state.status === 'admin' || state.status === 'secretaria') && !submitting)
    return <Navigate to={nextAddress(params, state.status === 'secretaria')} replace />;
  if (state.status === 'loading') return <Spinner />;

  // The code leaves the address bar once used (or refused): a reload shows the sign-in form.
  const leaveReset = (doneEmail?: string) => {
    if (doneEmail) {
      setEmail(doneEmail);
      setNotice(RESET_TEXT.done);
    }
    setParams({}, { replace: true });
  };
  if (resetCode) {
    return (
      <section className="auth-login">
        <SetPasswordForm
          code={resetCode}
          invitation={invitation}
          onDone={leaveReset}
          onBack={() => leaveReset()}
        />
      </section>
    );
  }
  if (forgot) {
    return (
      <section className="auth-login">
        <ForgotPasswordForm
          initialEmail={email}
          onBack={(typed) => {
            setEmail(typed);
            setForgot(false);
          }}
        />
      </section>
    );
  }

  return (
    <section className="auth-login" aria-labelledby={`${id}-h`}>
      <form className="auth-login__card" onSubmit={onSubmit} aria-busy={submitting}>
        <h1 id={`${id}-h`} className="auth-login__title">
          {LOGIN_TEXT.heading}
        </h1>
        <LoginInput
          id={`${id}-email`}
          label={LOGIN_TEXT.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <LoginInput
          id={`${id}-password`}
          label={LOGIN_TEXT.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <LoginMessages notice={notice} problem={problem} />
        <button className="auth-login__submit" type="submit" disabled={submitting}>
          {submitting ? LOGIN_TEXT.submitting : LOGIN_TEXT.submit}
        </button>
        <button className="auth-login__link" type="button" onClick={() => setForgot(true)}>
          {RESET_TEXT.forgot}
        </button>
      </form>
    </section>
  );
}
