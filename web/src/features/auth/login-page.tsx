/** /login, loaded lazily by the router: the login screen on the Firebase auth service. */
import { AuthProvider, firebaseAuthService } from './session';
import { LoginScreen } from './login-screen';

export default function LoginPage() {
  return (
    <AuthProvider service={firebaseAuthService}>
      <main>
        <LoginScreen />
      </main>
    </AuthProvider>
  );
}
