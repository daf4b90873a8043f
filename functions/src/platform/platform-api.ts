/**
 * The Secretaría's API on the platform's own domain (no school named):
 *
 *   GET  /api/plataforma/colegios   the table of schools (both Secretaría roles)
 *   POST /api/plataforma/colegios   creates a school and invites its rector (`secretaria`)
 *   …/colegios/{id}/retirar, /reactivar, /exportar   school-lifecycle.ts
 *   /api/plataforma/comunicados     one circular or notice to many schools (broadcasts.ts)
 *   GET  /api/plataforma/panel(.csv) every school's figures (platform-panel.ts, both roles)
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
 * stranger's account is secured first). The body is JSON, or multipart with the JSON in the
 * part `colegio` and the logo in the file part `logo` (checked by the bytes, 512x512, at most
 * 1 MB: the sitio collection's own rule, before anything is written). The new site starts with
 * its settings (name, logo, contact) and the Secretaría's templates (school-templates.ts). If any
 * step after the entry fails, everything of the school is removed again: its documents, its
 * host, its files.
 */
import { Router, type Request } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { AdminStore } from '../data/admins';
import { guardedTransaction } from '../data/guarded-transaction';
import { FileRejected, InvalidInput } from '../domain/errors';
import type { Bucket } from '../files/bucket';
import { checkFiles, storeFiles, type AcceptedFile, type IncomingFile } from '../files/checked-files';
import { removeFiles } from '../files/store';
import { parseMultipart } from '../http/multipart';
import { getCollection, UPLOAD_RULES, validateRecord, type FileChoices } from '../model';
import { HttpError, notFound } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { schoolLifecycleRouter } from './school-lifecycle';
import { filledRecords, storedTemplates, writeTemplateRecords } from './school-templates';
import { verifiedAccount } from '../http/require-role';
import { withDeadline } from '../domain/deadline';
import { platformOrigin } from '../tenancy/site-origin';
import { checkNewSchool, SCHOOL_FIELD_LABELS, type NewSchoolInput } from '../model/school-input';
import { runInSchool } from '../tenancy/current-school';
import { schoolOrigin } from './platform-app';
import { PEOPLE, platformRoleOf, scopeAuth, type Person, type PlatformRole } from '../tenancy/school-auth';
import { SCHOOLS, scopeBucket, scopeFirestore } from '../tenancy/school-scope';
import { HOSTS, isAvailableSchoolId, SchoolTable, type SchoolEntry } from '../tenancy/schools';
import { issueInvitation } from '../routes/invitations';
import { otherMethods } from '../routes/params';
import { broadcastRouter } from './broadcasts';
import { platformConformityRouter } from './platform-conformity';
import { shellApiRouter } from './shell-api';
import { platformSessionRouter } from './platform-session';
import { platformPanelRouter } from './platform-panel';

const UNAUTHENTICATED = 'Debe iniciar sesión para usar el panel de la Secretaría.';
export const READ_ONLY = 'Su rol (Secretaría, solo lectura) no permite crear ni modificar colegios.';

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
  const { id, name, dane, municipio, comuna, sedes, domain, colores } = input;
  const entry: SchoolEntry = {
    id,
    name,
    dane,
    municipio,
    ...(comuna ? { comuna } : {}),
    sedes,
    ...(domain ? { domain } : {}),
    ...(colores ? { colores } : {}),
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

/** The body of a new school: JSON, or multipart (`colegio` as JSON, the file `logo`). */
async function newSchoolBody(req: Request): Promise<{ body: unknown; logo: IncomingFile | null }> {
  if (!req.is('multipart/form-data')) return { body: await jsonBody(req), logo: null };
  const form = await parseMultipart(req, {
    maxFileBytes: UPLOAD_RULES.logo.maxBytes + 1,
    maxFiles: 1,
    // One field is asked for; busboy's count of parts would refuse the logo beside it.
    maxFields: 2,
  });
  const extra = Object.keys(form.fields).find((k) => k !== 'colegio');
  const file = form.files[0];
  if (extra || (file && file.field !== 'logo'))
    throw new InvalidInput(
      `Campo desconocido en el formulario: «${(extra ?? file!.field).slice(0, 40)}».`,
      'invalid-school',
    );
  let body: unknown;
  try {
    body = JSON.parse(form.fields.colegio ?? '');
  } catch {
    throw new InvalidInput('El campo «colegio» debe ser el JSON del colegio.', 'invalid-school');
  }
  return { body, logo: file ?? null };
}

/** The logo checked with the sitio collection's own rule (bytes, size, 512x512), or its problem. */
function checkLogo(logo: IncomingFile | null): { accepted: AcceptedFile | null; problem?: string } {
  if (!logo) return { accepted: null };
  try {
    return { accepted: checkFiles(getCollection('sitio'), [logo])[0]! };
  } catch (err) {
    if (err instanceof FileRejected)
      return { accepted: null, problem: `«${SCHOOL_FIELD_LABELS.logo}»: ${err.message}` };
    throw err;
  }
}

export interface PlatformApiOptions {
  /** The project's Storage (a new school's logo goes under its prefix; its export reads it). */
  bucket: Bucket;
  /** The dispatcher's table: a retired school is forgotten at once on this instance. */
  table?: SchoolTable;
  clock?: () => number;
}

/** The sitio record a new school starts with: its name, logo and contact as the Secretaría gave them. */
function sitioValues(input: NewSchoolInput, files: FileChoices) {
  const logo = files.logo;
  return {
    title: input.name,
    ...(logo ? { logo: logo.stored, logoName: logo.name } : {}),
    ...(input.contacto?.address ? { address: input.contacto.address } : {}),
    ...(input.contacto?.phone ? { phoneOne: input.contacto.phone } : {}),
    ...(input.contacto?.email ? { email: input.contacto.email, formRecipient: input.contacto.email } : {}),
  };
}

export function platformApiRouter(auth: Auth, db: Firestore, options: PlatformApiOptions): Router {
  const router = Router();
  const clock = options.clock ?? Date.now;

  router.use('/api/plataforma', (_req, res, next) => {
    // The Secretaría's views name accounts and schools not yet public: never in a shared cache.
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  const caller = (req: Request) => platformCaller(auth, db, req.get('authorization') ?? '');

  router.use(platformSessionRouter(auth, db, new SchoolTable(db)));
  router.use(platformPanelRouter(auth, db));

  router.get('/api/plataforma/colegios', async (req, res) => {
    await caller(req);
    // Read now, not from the dispatcher's minute-long cache: a school created a moment ago is listed.
    const schools = await new SchoolTable(db, 0).list();
    res.json(schools.map((s) => ({ ...s, url: `${schoolOrigin(s)}/` })));
  });

  router.post('/api/plataforma/colegios', async (req, res) => {
    const { token, role } = await caller(req);
    if (role !== 'secretaria') throw new HttpError(403, 'forbidden', READ_ONLY);
    const { body, logo } = await newSchoolBody(req);
    const checked = checkNewSchool(body);
    const logoCheck = checkLogo(logo);
    // Every problem at once, the logo's too: the form keeps them all beside their fields.
    if (!checked.ok || logoCheck.problem) {
      const fields = {
        ...(checked.ok ? {} : checked.fields),
        ...(logoCheck.problem ? { logo: logoCheck.problem } : {}),
      };
      throw new InvalidInput(checked.ok ? logoCheck.problem! : checked.message, 'invalid-school', fields);
    }
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
    const templates = await storedTemplates(db);
    const now = clock();
    const entry = await createSchoolEntry(db, input);
    const scoped = { db: scopeFirestore(db, entry.id), auth: scopeAuth(auth, db, entry.id) };
    const bucket = options.bucket ? scopeBucket(options.bucket, entry.id) : null;
    const by = { uid: token.uid, email: token.email ?? '' };
    let granted: Awaited<ReturnType<AdminStore['grant']>>;
    const storedLogo: string[] = [];
    try {
      // The settings the Secretaría wrote (name, logo, contact), as a save of the sitio form.
      let files: FileChoices = {};
      if (logoCheck.accepted && bucket) {
        files = await storeFiles(bucket, [logoCheck.accepted], { collection: 'sitio', uploader: token.uid });
        storedLogo.push(...Object.values(files).map((f) => f.stored));
      }
      const sitio = validateRecord(getCollection('sitio'), sitioValues(input, files), { partial: false });
      if (!sitio.ok) throw new InvalidInput(sitio.message, 'invalid-school');
      const stamp = new Date(now).toISOString();
      await scoped.db
        .collection('sitio')
        .doc()
        .create({ ...sitio.value, createdAt: stamp, updatedAt: stamp, updatedBy: by });
      const facts = {
        colegio: input.name,
        municipio: input.municipio,
        dane: input.dane,
        correo: input.contacto?.email,
        telefono: input.contacto?.phone,
        direccion: input.contacto?.address,
      };
      await writeTemplateRecords(scoped.db, filledRecords(templates, facts, now), now);
      granted = await new AdminStore(scoped.auth, scoped.db).grant(input.adminEmail, 'admin', by);
    } catch (err) {
      // Nothing of the refused school stays: its entry and data, its host, its files.
      await db.recursiveDelete(db.collection(SCHOOLS).doc(entry.id));
      if (entry.domain) await db.collection(HOSTS).doc(entry.domain).delete();
      if (bucket && storedLogo.length) await removeFiles(bucket, storedLogo).catch(() => undefined);
      throw err;
    }
    options.table?.forget(entry.id);
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
  router.use(schoolLifecycleRouter({ auth, db, bucket: options.bucket, table: options.table, clock }));
  // One circular or notice to many schools (platform/broadcasts.ts).
  router.use(broadcastRouter({ db, bucket: options.bucket, auth }, caller));
  router.use(platformConformityRouter({ auth, db, bucket: options.bucket }, caller));
  router.use(shellApiRouter(db, caller));
  router.use('/api/plataforma', (_req, _res, next) => next(notFound()));
  return router;
}
