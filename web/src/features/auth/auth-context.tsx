/**
 * The auth state as React context. AuthProvider follows an AuthService; screens read useAuth().
 * Tests render AuthContext.Provider with a fixed state and a fake user instead.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Role } from '@model/public';
import type { AuthService, AuthState, SessionUser } from './auth-service';

export interface AuthContextValue {
  state: AuthState;
  service: AuthService;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  useEffect(() => service.subscribe(setState), [service]);
  const value = useMemo(() => ({ state, service }), [state, service]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it.');
  return value;
}

/** The signed-in administrator. Only for screens rendered behind the admin guard. */
export function useAdminUser(): SessionUser {
  const { state } = useAuth();
  if (state.status !== 'admin') throw new Error('useAdminUser() outside the admin guard.');
  return state.user;
}

/** The signed-in staff member's role. Only for screens rendered behind the admin guard. */
export function useRole(): Role {
  const { state } = useAuth();
  if (state.status !== 'admin') throw new Error('useRole() outside the admin guard.');
  return state.role;
}
