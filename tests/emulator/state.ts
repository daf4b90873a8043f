/** What is stored, read with the Admin SDK: to prove a refused request changed nothing. */
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_ADMIN } from '../../scripts/seed/seeder';
import { COLLECTION_NAMES } from '../../functions/src/model';
import { signIn, signUp, SITE } from './site';

export async function storedState(): Promise<{
  records: Record<string, unknown[]>;
  files: string[];
  admins: string[];
  adminlog: number;
  pqrsd: string[];
  ita: string[];
}> {
  const { db, bucket, auth } = emulatorDeps();
  // Atención al ciudadano: the requests, their mail, the radicado counters and files.
  const PQRSD = ['pqrsd', '_counters', '_pqrsdQueue', '_pqrsdFiled', '_pqrsdLock'];
  // Every read at once, not one after another: the corpus reads this once per input (409 of them).
  const [snaps, [files], { users }, count, pqrsdSnaps, outbox, [pqrsdFiles], itaSnap] = await Promise.all([
    Promise.all(COLLECTION_NAMES.map((name) => db.collection(name).get())),
    bucket.getFiles({ prefix: 'media/' }),
    // Who holds the admin claim, and how many changes the administrators' log has.
    auth.listUsers(1000),
    db.collection('_adminlog').count().get(),
    Promise.all(PQRSD.map((name) => db.collection(name).get())),
    // Only how many: a retry of earlier mail may update a message at any time, a refusal never adds one.
    db.collection('_outbox').count().get(),
    bucket.getFiles({ prefix: 'pqrsd/' }),
    // The ITA checklist's states.
    db.collection('ita').get(),
  ]);
  const records: Record<string, unknown[]> = {};
  for (const [i, name] of COLLECTION_NAMES.entries()) {
    records[name] = snaps[i]!.docs.map((d) => ({ id: d.id, ...d.data() })).sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
  }
  const admins = users
    .filter((u) => u.customClaims?.admin === true)
    .map((u) => u.uid)
    .sort();
  const adminlog = count.data().count;
  const pqrsd = PQRSD.flatMap((name, i) =>
    pqrsdSnaps[i]!.docs.map((d) => `${name}/${d.id}:${d.updateTime.toMillis()}`),
  );
  pqrsd.push(`_outbox:${outbox.data().count}`);
  // What the school saved of each ITA item: the hourly check (a maintenance run an earlier write
  // started) may change an item's verdict at any time, a refused PUT never its saved state.
  // A document the check created for an item the school never saved holds none of it: not state.
  const ita = itaSnap.docs
    .map((d) => {
      const { updatedAt, updatedBy, evidence, reason, responsible, reviewPeriodDays } = d.data();
      return [d.id, [updatedAt, updatedBy, evidence, reason, responsible, reviewPeriodDays]] as const;
    })
    .filter(([, saved]) => saved.some((value) => value !== undefined && value !== null))
    .map(([id, saved]) => `${id}:${JSON.stringify(saved)}`)
    .sort();
  return {
    records,
    files: [...files, ...pqrsdFiles].map((f) => f.name).sort(),
    admins,
    adminlog,
    pqrsd: pqrsd.sort(),
    ita,
  };
}

export const adminToken = () => signIn(SEED_ADMIN.email, SEED_ADMIN.password);
/** An account anyone could create with the site's public key: signed in, but not an admin. */
export const visitorToken = () => signUp('visitante@example.com', 'visitante-123');

/**
 * The first record of a collection as a visitor reads it; for a collection with nothing public
 * now (the seeded notice is not current yet), as the administrator reads it.
 */
export async function firstRecord(
  collection: string,
): Promise<Record<string, unknown> & { _id: string; updatedAt: string }> {
  type Listed = Array<Record<string, unknown> & { _id: string; updatedAt: string }>;
  const url = `${SITE}/api/${collection}`;
  const list = (await (await fetch(url)).json()) as Listed;
  if (list.length > 0) return list[0]!;
  const staff = (await (
    await fetch(url, { headers: { Authorization: `Bearer ${await adminToken()}` } })
  ).json()) as Listed;
  return staff[0]!;
}
