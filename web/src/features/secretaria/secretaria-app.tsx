/**
 * The Secretaría's console chunk (/secretaria), loaded lazily by the admin build's router for an
 * address under /secretaria (app/admin-router.tsx patches these routes in): its screens and the
 * Firebase session, apart from the school admin area's chunk.
 */
import type { ReactNode } from 'react';
import { knownState } from '@/features/auth/auth-service';
import { AuthProvider, firebaseAuthService } from '@/features/auth/session';
import { consoleSession } from './console-session';
import { secretariaRoutes } from './secretaria-routes';
import '@/features/admin/admin.css';
import './secretaria.css';

function FirebaseSession({ children }: { children: ReactNode }) {
  return <AuthProvider service={firebaseAuthService}>{children}</AuthProvider>;
}

/** The console's route tree on the Firebase session. */
export const routes = secretariaRoutes(
  consoleSession(() => knownState(firebaseAuthService)),
  FirebaseSession,
);
