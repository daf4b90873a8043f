/**
 * Helpers of the administrator journeys: sign-in through the real login screen, the generic
 * form's fields by their Spanish labels (from the shared model, so a renamed label is followed),
 * and putting the emulators' content back exactly as the global setup seeded it.
 */
import type { Locator, Page } from 'playwright-core';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_ADMIN } from '../../scripts/seed/seeder';
import { COLLECTION_NAMES, getCollection, type CollectionName } from '../../functions/src/model';
import { SITE, type Tab } from './browser';
import { shown } from './pages';

export { SEED_ADMIN };

export const LOGIN = {
  heading: 'Acceso de administradores al sitio web del colegio',
  alertPrefix: 'Error al iniciar sesión: ',
  success: 'Usuario ha iniciado sesión con éxito',
} as const;

/** Fills and sends the login form (spec §2: Email, Contraseña, 'Iniciar sesión'). */
export async function submitLogin(tab: Tab, email: string, password: string): Promise<void> {
  const { page } = tab;
  if (!page.url().endsWith('/login')) await tab.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Signs the seeded administrator in through /login and waits for /admin. */
export async function signInAsAdmin(tab: Tab): Promise<void> {
  await submitLogin(tab, SEED_ADMIN.email, SEED_ADMIN.password);
  await tab.page.waitForURL(`${SITE}/admin`);
  await shown(tab.page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
}

export const SELECT_LABEL = 'Seleccione el menú a editar';

/** Chooses a collection in the admin home and waits for its table (or its empty message). */
export async function chooseCollection(page: Page, collection: CollectionName): Promise<void> {
  await page.getByLabel(SELECT_LABEL, { exact: true }).selectOption(collection);
  await page.waitForURL(`${SITE}/admin?c=${collection}`);
  // This collection's table (its caption names it), not the previous one still on screen.
  const caption = `Registros de ${getCollection(collection).label}`;
  await page
    .locator('table.adm-table caption', { hasText: caption })
    .or(page.locator('p.adm-empty'))
    .first()
    .waitFor({ state: 'attached' });
}

/** The control of a record field in the generic form, found by its declared Spanish label. */
export function field(page: Page, collection: CollectionName, key: string): Locator {
  const def = getCollection(collection).fields[key];
  if (!def) throw new Error(`${collection} declares no field ${key}`);
  return page.getByLabel(def.label, { exact: true });
}

/** The hidden file input of a drop zone (react-dropzone), for setInputFiles. */
export function dropInput(page: Page, collection: CollectionName, key: string): Locator {
  const def = getCollection(collection).fields[key];
  if (!def) throw new Error(`${collection} declares no field ${key}`);
  return page.getByLabel(`${def.label}: seleccionar archivo`, { exact: true });
}

/** Waits until the edit or create form has loaded. */
export async function formReady(page: Page, mode: 'edit' | 'create'): Promise<void> {
  await shown(page.getByRole('button', { name: mode === 'edit' ? 'Guardar cambios' : 'Crear', exact: true }));
}

type Doc = Record<string, unknown>;
export interface ContentSnapshot {
  records: Map<CollectionName, Map<string, Doc>>;
  files: Set<string>;
}

/** Every record and stored file, read with the Admin SDK. */
export async function snapshotContent(): Promise<ContentSnapshot> {
  const { db, bucket } = emulatorDeps();
  const records = new Map<CollectionName, Map<string, Doc>>();
  for (const name of COLLECTION_NAMES) {
    const snap = await db.collection(name).get();
    records.set(name, new Map(snap.docs.map((d) => [d.id, d.data()])));
  }
  const [files] = await bucket.getFiles({ prefix: 'media/' });
  return { records, files: new Set(files.map((f) => f.name)) };
}

/**
 * Puts every record back exactly as in `snapshot` (same ids, fields and updatedAt), removes records
 * and stored files created since, so the other suites see the seeded content.
 */
export async function restoreContent(snapshot: ContentSnapshot): Promise<void> {
  const { db, bucket } = emulatorDeps();
  for (const [name, docs] of snapshot.records) {
    const current = await db.collection(name).get();
    for (const doc of current.docs) {
      const before = docs.get(doc.id);
      if (!before) await doc.ref.delete();
      else if (JSON.stringify(before) !== JSON.stringify(doc.data())) await doc.ref.set(before);
    }
    for (const [id, before] of docs) {
      if (!current.docs.some((d) => d.id === id)) await db.collection(name).doc(id).set(before);
    }
  }
  const [files] = await bucket.getFiles({ prefix: 'media/' });
  await Promise.all(files.filter((f) => !snapshot.files.has(f.name)).map((f) => f.delete({ ignoreNotFound: true })));
}

/** Deletes an auth account if it exists (accounts a test created). */
export async function deleteAccount(email: string): Promise<void> {
  const { auth } = emulatorDeps();
  try {
    await auth.deleteUser((await auth.getUserByEmail(email)).uid);
  } catch {
    // Not there.
  }
}
