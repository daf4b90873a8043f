/**
 * Helpers of the platform's tests: its address (the Secretaría's domain, where every school is
 * at /{slug}/), a school's address as a subdomain of localhost (Node's fetch cannot resolve
 * `*.localhost`: the host goes in X-Forwarded-Host to SITE, as Hosting forwards a browser's),
 * and the seeded accounts' tokens (scripts/seed/accounts.ts).
 */
import { SEED_ACCOUNTS, type SeedAccount } from '../../scripts/seed/accounts';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { call, signIn, SITE, type CallOptions, type CallResult } from './site';

/** The platform's Hosting origin (scripts/with-emulators.sh exports it). */
export const PLATFORM = process.env.EMULATOR_PLATFORM ?? SITE.replace('127.0.0.1', 'localhost');

/** A call on the platform's domain: `/api/plataforma/…`, or a school's `/{slug}/…`. */
export const platformCall = <T = unknown>(method: string, path: string, options: CallOptions = {}) =>
  call<T>(method, path, { ...options, base: PLATFORM });

/** A call to school `slug` at `{slug}.localhost`, as a browser would make it. */
export function subdomainCall<T = unknown>(
  slug: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const { port } = new URL(SITE);
  return call<T>(method, path, {
    ...options,
    headers: { ...options.headers, 'X-Forwarded-Host': `${slug}.localhost:${port}` },
  });
}

/** The seeded account of a school's administrator or of a platform role. */
export function seededAccount(which: { school: string } | { platform: string }): SeedAccount {
  const account = SEED_ACCOUNTS.find((a) =>
    'school' in which ? a.school === which.school : a.platform === which.platform,
  );
  if (!account) throw new Error(`no seeded account for ${JSON.stringify(which)}`);
  return account;
}

/** An ID token of a seeded account. */
export const seededToken = (account: SeedAccount) => signIn(account.email, account.password);

/**
 * Removes every trace of the Secretaría's broadcasts `ids` a test sent: withdraws them (when
 * `token` may), deletes their documents and PDFs, and in every school the Papelera entries and
 * kept versions the withdrawal left, and the "hidden at home" mark in its summary. The emulator's
 * per-file reset restores only San José's seed, so a test that broadcast cleans up itself.
 */
export async function removeBroadcastTraces(ids: readonly string[], token?: string): Promise<void> {
  const root = emulatorRoot();
  const schools = (await root.db.collection('schools').get()).docs.map((d) => d.id);
  for (const id of ids.filter(Boolean)) {
    if (token) await platformCall('DELETE', `/api/plataforma/comunicados/${id}`, { token });
    const b = (await root.db.doc(`comunicados/${id}`).get()).data();
    if (b?.pdf?.path) await root.bucket.file(b.pdf.path).delete({ ignoreNotFound: true });
    await root.db.doc(`comunicados/${id}`).delete();
    for (const school of schools) {
      const trashed = await root.db
        .collection(`schools/${school}/_trash`)
        .where('values.comunicado.id', '==', id)
        .get();
      for (const d of trashed.docs) {
        await root.db.recursiveDelete(root.db.doc(`schools/${school}/_history/${d.id}`));
        await d.ref.delete();
      }
      const panel = root.db.doc(`schools/${school}/panel/resumen`);
      const hidden = (await panel.get()).get('comunicados.ocultosEnInicio') as string[] | undefined;
      if (hidden?.includes(id))
        await panel.set(
          { comunicados: { ocultosEnInicio: hidden.filter((x) => x !== id) } },
          { merge: true },
        );
    }
  }
}
