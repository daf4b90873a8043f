/**
 * The admin area, loaded lazily by the router for every non-public path. It and the Firebase SDK
 * it pulls in live in their own chunks, so the public pages never download them.
 */
import { knownState } from '@/features/auth/auth-service';
import { AuthProvider, firebaseAuthService } from '@/features/auth/session';
import { adminLoader } from './admin-loader';
import { AdminRoutes } from './admin-routes';
import './admin.css';

export default function AdminApp() {
  return (
    <AuthProvider service={firebaseAuthService}>
      {/* The site frame leaves the landmark to each page, as the public pages do. */}
      <main className="adm">
        <AdminRoutes />
      </main>
    </AuthProvider>
  );
}

/** The admin route's loader, on the Firebase session (app/admin-router.tsx attaches it with the chunk). */
export const loader = adminLoader(() => knownState(firebaseAuthService));
