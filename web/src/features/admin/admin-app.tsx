/**
 * The admin area's chunk, loaded lazily by the admin build's router for every address it does not
 * know (app/admin-router.tsx patches these routes in). It and the Firebase SDK it pulls in live in
 * their own chunks, so the public pages never download them.
 */
import type { ReactNode } from 'react';
import { knownState } from '@/features/auth/auth-service';
import { AuthProvider, firebaseAuthService } from '@/features/auth/session';
import { adminSession } from './admin-session';
import { adminRoutes } from './admin-routes';
import './admin.css';

function FirebaseSession({ children }: { children: ReactNode }) {
  return (
    <AuthProvider service={firebaseAuthService}>
      {/* The site frame leaves the landmark to each page, as the public pages do. */}
      <main className="adm">{children}</main>
    </AuthProvider>
  );
}

/** The admin area's route tree on the Firebase session. */
export const routes = adminRoutes(
  adminSession(() => knownState(firebaseAuthService)),
  FirebaseSession,
);
