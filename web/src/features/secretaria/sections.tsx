/**
 * The Secretaría's console (/secretaria on the platform's domain): its sections, one entry each.
 * The console's frame (secretaria-routes.tsx) builds its menu and its routes from this list: a
 * new screen is one entry here, its module exporting its route (loader, action, Component).
 * A section marked `write` is shown to `secretaria` only; `secretaria-lectura` reads the others
 * (and the server refuses it every write with a 403 all the same).
 */
import type { RouteObject } from 'react-router-dom';
import { CONFORMITY_SECTION } from './conformity-section';
import { NEW_SCHOOL_SECTION } from './new-school-section';
import { SCHOOLS_SECTION } from './schools-section';
import { broadcastsRoute } from './broadcasts/broadcasts-screen';
import { panelSection } from './panel/panel-section';
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

export const SECRETARIA_SECTIONS: SecretariaSection[] = [
  // The home: every school's figures (panel/panel-section.tsx).
  panelSection,
  // One circular or notice to many schools; `secretaria-lectura` sees the list, not the form.
  { path: 'comunicados', label: 'Comunicados', access: 'read', route: broadcastsRoute },
  // A new school's creation; the schools' retirement and export.
  NEW_SCHOOL_SECTION,
  SCHOOLS_SECTION,
  // The conformity check of every school's site.
  CONFORMITY_SECTION,
  // The shell every school shares (GOV.CO bar, accessibility bar, footer).
  shellSection,
];
