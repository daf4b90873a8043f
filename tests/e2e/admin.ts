/**
 * Helpers of the administrator journeys: sign-in through the real login screen, the generic
 * form's fields by their Spanish labels (from the shared model, so a renamed label is followed),
 * and putting the emulators' content back exactly as the global setup seeded it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_ADMIN } from '../../scripts/seed/seeder';
import { getCollection, type CollectionName } from '../../functions/src/model';
import { DESKTOP, lendingFrom, SITE, Tab, TabPool, test } from './browser';
import { shown } from './pages';

export { SEED_ADMIN };
export { restoreContent, snapshotContent, type ContentSnapshot } from './content';

export const LOGIN = {
  heading: 'Acceso al área de administración del sitio web del colegio',
  alertPrefix: 'Error al iniciar sesión: ',
  success: 'Usuario ha iniciado sesión con éxito',
} as const;

/** Fills and sends the login form (spec §2: Email, Contraseña, 'Iniciar sesión'). */
export async function submitLogin(tab: Tab, email: string, password: string): Promise<void> {
  const { page } = tab;
  // /login, or /login?next=… where the admin guard sent the browser.
  if (new URL(page.url()).pathname !== '/login') await tab.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Signs the seeded administrator in through the real /login form and waits for /admin. */
export async function signInThroughForm(tab: Tab): Promise<void> {
  await submitLogin(tab, SEED_ADMIN.email, SEED_ADMIN.password);
  await tab.page.waitForURL(`${SITE}/admin`);
  await shown(tab.page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
}

/**
 * The seeded administrator's browser session (the Firebase Auth SDK's IndexedDB records) after a
 * sign-in through the form, shared by the files of one run through a file: some fifty tests need
 * a signed-in administrator, and the form (tested in admin-access) cost each of them over a
 * second. It is only reused while the account is the same one with the same claims and nothing
 * revoked its sessions since; otherwise the form signs in again and saves a new one.
 */
interface SavedSession {
  account: string;
  records: unknown[];
}
// One per emulator suite (npm test runs two, each with its own Auth emulator): by the site's port.
const SESSION_FILE = join(tmpdir(), `school-site-e2e-admin-session-${new URL(SITE).port}.json`);
const AUTH_DB = { name: 'firebaseLocalStorageDb', store: 'firebaseLocalStorage', key: 'fbase_key' } as const;

/** What must not have changed for a saved session to be the seeded administrator's still. */
async function accountStamp(): Promise<string> {
  const user = await emulatorDeps().auth.getUserByEmail(SEED_ADMIN.email);
  return JSON.stringify([user.uid, user.tokensValidAfterTime, user.customClaims ?? {}, user.disabled]);
}

async function readSession(): Promise<SavedSession | undefined> {
  try {
    const saved = JSON.parse(readFileSync(SESSION_FILE, 'utf8')) as SavedSession;
    return saved.account === (await accountStamp()) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Signs the seeded administrator in (a saved session if still good, else the form); waits for /admin. */
export async function signInAsAdmin(tab: Tab): Promise<void> {
  const { page } = tab;
  const saved = await readSession();
  if (saved) {
    // Any page of the site's origin gives the IndexedDB; robots.txt is the lightest.
    await page.goto(`${SITE}/robots.txt`);
    await page.evaluate(
      ({ db, records }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(db.name, 1);
          open.onupgradeneeded = () => open.result.createObjectStore(db.store, { keyPath: db.key });
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(db.store, 'readwrite');
            for (const record of records) tx.objectStore(db.store).put(record);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { db: AUTH_DB, records: saved.records },
    );
    await tab.goto('/admin');
    await shown(page.getByRole('button', { name: 'Cerrar sesión', exact: true }));
    return;
  }
  await signInThroughForm(tab);
  const records = await page.evaluate(
    (db) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(db.name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(db.store, 'readonly').objectStore(db.store).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as unknown[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    AUTH_DB,
  );
  if (records.length > 0)
    writeFileSync(
      SESSION_FILE,
      JSON.stringify({ account: await accountStamp(), records } satisfies SavedSession),
    );
}

export const SELECT_LABEL = 'Seleccione el menú a editar';

/** Chooses a collection in the admin home and waits for its table (or its empty message). */
export async function chooseCollection(page: Page, collection: CollectionName): Promise<void> {
  await page.getByLabel(SELECT_LABEL, { exact: true }).selectOption(collection);
  await page.waitForURL(`${SITE}/admin?c=${collection}`);
  // This collection's table (its caption names it), not the previous one still on screen.
  const caption = `Registros de ${getCollection(collection).label}`;
  // Or the list's load failure, which fails at once with the screen's own message.
  const failed = page.locator('.adm-page .adm-alert[role="alert"]');
  await page
    .locator('table.adm-table caption', { hasText: caption })
    .or(page.locator('p.adm-empty'))
    .or(failed)
    .first()
    .waitFor({ state: 'attached' });
  if (await failed.count()) {
    throw new Error(
      `The list of ${collection} did not load: the screen says «${(await failed.first().innerText()).trim()}»`,
    );
  }
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

/**
 * Waits until the edit or create form has loaded. If the screen shows its load failure instead
 * (the record could not be read), fails at once with the screen's own message rather than
 * timing out without saying why.
 */
export async function formReady(page: Page, mode: 'edit' | 'create'): Promise<void> {
  const button = page.getByRole('button', {
    name: mode === 'edit' ? 'Guardar cambios' : 'Crear',
    exact: true,
  });
  const failed = page.locator('.adm-page > .adm-alert[role="alert"]');
  await shown(button.or(failed));
  if (await button.isVisible()) return;
  const message = (await failed.first().locator('.adm-alert__message').textContent()) ?? '';
  throw new Error(`The ${mode} form at ${page.url()} did not load: the screen says «${message}»`);
}

/** "Eliminar" on an edit form, then "Sí, eliminar" in the page's dialog (not the browser's confirm()). */
export async function deleteFromForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este registro?' });
  await shown(dialog);
  await dialog.getByRole('button', { name: 'Sí, eliminar', exact: true }).click();
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

/**
 * `test` plus `signedIn(options)`: a tab signed in as the seeded administrator and on /admin, lent
 * from tabs the file's tests share, one pool per kind of device (`TabPool`). Signing in and loading
 * the admin screens afresh in a new browser context cost each test a second or two of both cores;
 * a lent tab has its renderer running and its session in place. Between tests it forgets what it
 * saw and fetches again the public answers it got (a test that changed content must not show the
 * next one an old copy of a public list; `Tab.reset`), and stays signed in, its scripts cached; if
 * the session is gone (a test signed out), the next test signs in again. `admin` is `signedIn()`
 * at the desktop width.
 */
export const adminTest = test
  .extend('adminTabs', { scope: 'file' }, async ({ browser }, { onCleanup }) => {
    const pool = new TabPool(browser, { keepStorage: true, refreshChanging: true });
    onCleanup(() => pool.close());
    return pool;
  })
  .extend('signedIn', async ({ adminTabs, task }, { onCleanup }) =>
    lendingFrom(
      adminTabs,
      onCleanup,
      async (tab, fresh) => {
        if (fresh) return signInAsAdmin(tab);
        await tab.goto('/admin');
        const signedIn = tab.page.getByRole('button', { name: 'Cerrar sesión', exact: true });
        await shown(signedIn.or(tab.page.getByLabel('Email', { exact: true })));
        if (!(await signedIn.isVisible())) await signInAsAdmin(tab);
      },
      task,
    ),
  )
  .extend('admin', async ({ signedIn }) => signedIn({ viewport: DESKTOP }));

/** A real paste event on the editor, as Chromium fires it when Ctrl+V reads a clipboard with HTML. */
export async function pasteHtml(editor: Locator, html: string, plain: string): Promise<void> {
  await editor.evaluate(
    (el, { html, plain }) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', plain);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, plain },
  );
}

/**
 * Whether a formatted-text editor's own caret (Tiptap keeps the editor on its element) is at the
 * end of its last block: after it come only the closing tokens of the blocks it is in.
 */
export function caretAtEnd(editor: Locator): Promise<boolean> {
  return editor.evaluate((el) => {
    type Pos = { pos: number; depth: number; parentOffset: number; parent: { content: { size: number } } };
    const { state } = (
      el as unknown as {
        editor: { state: { doc: { content: { size: number } }; selection: { empty: boolean; $head: Pos } } };
      }
    ).editor;
    const $head = state.selection.$head;
    return (
      state.selection.empty &&
      $head.parentOffset === $head.parent.content.size &&
      state.doc.content.size - $head.pos === $head.depth
    );
  });
}
