/**
 * The Secretaría's console (/secretaria on the platform's domain): its sections, one entry each.
 * The console's frame (secretaria-routes.tsx) builds its menu and its routes from this list: a
 * new screen is one entry here, its module exporting its route (loader, action, Component).
 * A section marked `write` is shown to `secretaria` only; `secretaria-lectura` reads the others
 * (and the server refuses it every write with a 403 all the same).
 */
import type { RouteObject } from 'react-router-dom';
import { shellSection } from './shell-settings';

export type PlatformRoleName = 'secretaria' | 'secretaria-lectura';

/** What a section's loaders and actions know of the signed-in Secretaría account. */
export interface ConsoleSession {
  role: PlatformRoleName;
  email: string;
  /** A fresh ID token of the signed-in account. */
  token(): Promise<string>;
}

export interface SecretariaSection {
  /** Its address under /secretaria: '' is the console's home (the table of schools). */
  path: string;
  /** Its name in the console's menu. */
  label: string;
  /** 'read': both Secretaría roles; 'write': `secretaria` only. */
  access: 'read' | 'write';
  /** Its route, built with the console's session. */
  route: (session: ConsoleSession) => Omit<RouteObject, 'path' | 'index' | 'children'>;
}

export const SECRETARIA_SECTIONS: SecretariaSection[] = [shellSection];
