/**
 * The Secretaría's API on the platform's own domain (no school named):
 *
 *   GET  /api/plataforma/colegios   the table of schools (both Secretaría roles)
 *   POST /api/plataforma/colegios   creates a school and names its first administrator (`secretaria`)
 *
 * Who: a verified ID token whose person (people/{uid}, tenancy/school-auth.ts) holds a platform
 * role. `secretaria-lectura` reads and is refused every write (403); a token without a platform
 * role (a school's staff, anyone signed up) gets the same 404 as an address that does not exist,
 * so no one learns what the Secretaría has; no token or a bad one is a 401, as on a school's
 * staff routes.
 *
 * A new school is checked whole before anything is written (model/school-input.ts: 400 with every
 * field at fault); its slug, its DANE codes (the institution's and its sedes') and its domain are
 * refused when any school already has them (409, `error` saying which); then `schools/{id}` and
 * `hosts/{domain}` are created in one transaction, and the administrator is granted `admin` in
 * that school exactly as a school's administrator adds a colleague (data/admins.ts: an account
 * created without a password gets an invitation, inside the new school's addresses; an existing
 * stranger's account is secured first). If that grant is refused, the school is removed again.
 */
import { Router, type Request } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { AdminStore } from '../data/admins';
import { guardedTransaction } from '../data/guarded-transaction';
import { InvalidInput } from '../domain/errors';
import { HttpError, notFound } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { verifiedAccount } from '../http/require-role';
import { withDeadline } from '../domain/deadline';
import { platformOrigin } from '../tenancy/site-origin';
import { checkNewSchool, SCHOOL_FIELD_LABELS, type NewSchoolInput } from '../model/school-input';
import { runInSchool } from '../tenancy/current-school';
import { schoolOrigin } from './platform-app';
import { PEOPLE, platformRoleOf, scopeAuth, type Person, type PlatformRole } from '../tenancy/school-auth';
import { SCHOOLS, scopeFirestore } from '../tenancy/school-scope';
import { HOSTS, isAvailableSchoolId, SchoolTable, type SchoolEntry } from '../tenancy/schools';
import { issueInvitation } from '../routes/invitations';
import { otherMethods } from '../routes/params';
import { shellApiRouter } from './shell-api';
import { platformSessionRouter } from './platform-session';

const UNAUTHENTICATED = 'Debe iniciar sesión para usar el panel de la Secretaría.';
const READ_ONLY = 'Su rol (Secretaría, solo lectura) no permite crear ni modificar colegios.';

/** The platform role behind an `Authorization` header, or why not (401; 404 without a platform role). */
export async function platformCaller(
  auth: Auth,
  db: Firestore,
  header: string,
): Promise<{ token: DecodedIdToken; role: PlatformRole }> {
  const { token } = await verifiedAccount(auth, header, UNAUTHENTICATED);
  const role = platformRoleOf(
    (await withDeadline('Firestore', db.collection(PEOPLE).doc(token.uid).get())).data() as
      Person | undefined,
  );
  if (!role) throw notFound();
  return { token, role };
}

/** Every DANE code a school holds: the institution's and its sedes'. */
const daneCodes = (school: { dane?: string; sedes?: Array<{ dane?: string }> }) =>
  [school.dane, ...(school.sedes ?? []).map((s) => s.dane)].filter((d): d is string => !!d);

const conflict = (code: string, message: string) => new HttpError(409, code, message);
const slugTaken = (id: string) => `Ya existe un colegio con el identificador «${id}». Elija otro.`;

/** Writes the school and its host, or refuses (409) when its slug, a DANE code or its domain is taken. */
async function createSchoolEntry(root: Firestore, input: NewSchoolInput): Promise<SchoolEntry> {
  const { id, name, dane, municipio, comuna, sedes, domain } = input;
  const entry: SchoolEntry = {
    id,
    name,
    dane,
    municipio,
    ...(comuna ? { comuna } : {}),
    sedes,
    ...(domain ? { domain } : {}),
    status: 'activa',
  };
  const schoolRef = root.collection(SCHOOLS).doc(entry.id);
  // Data left under the slug by a school removed from the table keeps the slug taken too.
  if ((await schoolRef.listCollections()).length > 0) throw conflict('slug-taken', slugTaken(entry.id));
  const platformHost = new URL(platformOrigin()).host;
  if (entry.domain === platformHost)
    throw conflict('domain-taken', `El dominio ${entry.domain} es el de la plataforma.`);
  const hostRef = entry.domain ? root.collection(HOSTS).doc(entry.domain) : null;
  await guardedTransaction(root, 'school creation', async (tx, guard) => {
    const [school, host, all] = await Promise.all([
      tx.get(schoolRef),
      hostRef ? tx.get(hostRef) : Promise.resolve(null),
      tx.get(root.collection(SCHOOLS)),
    ]);
    if (school.exists) throw conflict('slug-taken', slugTaken(entry.id));
    const ours = new Set(daneCodes(entry));
    for (const other of all.docs) {
      const used = daneCodes(other.data() as SchoolEntry).find((d) => ours.has(d));
      if (used)
        throw conflict(
          'dane-taken',
          `El código DANE ${used} ya es de «${String(other.get('name') ?? other.id)}». Revise el código.`,
        );
    }
    if (host?.exists)
      throw conflict('domain-taken', `El dominio ${entry.domain} ya está asignado a otro colegio.`);
    guard.stillWanted();
    guard.committing();
    tx.create(schoolRef, Object.fromEntries(Object.entries(entry).filter(([k]) => k !== 'id')));
    if (hostRef) tx.create(hostRef, { school: entry.id });
  });
  return entry;
}

export function platformApiRouter(auth: Auth, db: Firestore): Router {
  const router = Router();

  router.use('/api/plataforma', (_req, res, next) => {
    // The Secretaría's views name accounts and schools not yet public: never in a shared cache.
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  const caller = (req: Request) => platformCaller(auth, db, req.get('authorization') ?? '');

  router.use(platformSessionRouter(auth, db, new SchoolTable(db)));

  router.get('/api/plataforma/colegios', async (req, res) => {
    await caller(req);
    // Read now, not from the dispatcher's minute-long cache: a school created a moment ago is listed.
    const schools = await new SchoolTable(db, 0).list();
    res.json(schools.map((s) => ({ ...s, url: `${schoolOrigin(s)}/` })));
  });

  router.post('/api/plataforma/colegios', async (req, res) => {
    const { token, role } = await caller(req);
    if (role !== 'secretaria') throw new HttpError(403, 'forbidden', READ_ONLY);
    const checked = checkNewSchool(await jsonBody(req));
    if (!checked.ok) throw new InvalidInput(checked.message, 'invalid-school', checked.fields);
    const { input } = checked;
    // An address every school answers (api, admin, noticias…) or the platform's own cannot be a slug.
    if (!isAvailableSchoolId(input.id))
      throw new InvalidInput(
        `«${input.id}» es una dirección reservada del sitio: elija otro identificador.`,
        'invalid-school',
        {
          id: `«${SCHOOL_FIELD_LABELS.id}» no puede ser «${input.id}».`,
        },
      );
    const entry = await createSchoolEntry(db, input);
    const scoped = { db: scopeFirestore(db, entry.id), auth: scopeAuth(auth, db, entry.id) };
    const by = { uid: token.uid, email: token.email ?? '' };
    let granted: Awaited<ReturnType<AdminStore['grant']>>;
    try {
      granted = await new AdminStore(scoped.auth, scoped.db).grant(input.adminEmail, 'admin', by);
    } catch (err) {
      // Nothing of the refused school stays: its entry, its host, what the grant logged.
      await db.recursiveDelete(db.collection(SCHOOLS).doc(entry.id));
      if (entry.domain) await db.collection(HOSTS).doc(entry.domain).delete();
      throw err;
    }
    const origin = schoolOrigin(entry);
    const invitation = granted.created
      ? await runInSchool({ id: entry.id, base: entry.domain ? '' : `/${entry.id}`, origin }, () =>
          issueInvitation(scoped.db, { uid: granted.user.uid, email: input.adminEmail }, 'admin', by.email),
        )
      : null;
    res.status(201).json({
      ...entry,
      url: `${origin}/`,
      admin: {
        uid: granted.user.uid,
        email: input.adminEmail,
        created: granted.created,
        alreadyAdmin: granted.wasAdmin,
        link: invitation?.link ?? null,
        mailed: invitation !== null,
        expiresAt: invitation?.expiresAt ?? null,
      },
    });
  });

  router.all('/api/plataforma/colegios', otherMethods('GET, POST'));
  router.use(shellApiRouter(db, caller));
  router.use('/api/plataforma', (_req, _res, next) => next(notFound()));
  return router;
}
