/**
 * What the two lazy entries of the feature (login page, admin area) share: the auth state
 * provider on Firebase. Both import it from here, so the bundler emits it (with
 * the Firebase SDK) as one shared chunk named after this file.
 */
export { AuthProvider } from './auth-context';
export { firebaseAuthService } from './firebase-auth-service';
