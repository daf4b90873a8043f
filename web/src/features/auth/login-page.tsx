/** /login, loaded lazily by the router: the login screen on the Firebase auth service. */
import { AuthProvider } from './auth-context';
import { firebaseAuthService } from './firebase-auth-service';
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
