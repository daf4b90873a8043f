/**
 * One school's view of Firestore and Cloud Storage. Every router, writer and job of a school is
 * handed these instead of the project's handles, so whatever path it names lands under the
 * school's own prefix (`schools/{schoolId}/…`) and no code of a school can name another's:
 * isolation by construction, not by each caller remembering to add the school.
 *
 * Both are proxies of the real SDK objects, typed as them: everything but naming a path
 * (transactions, batches, getAll, bulk writers, references' own methods) is the SDK's own.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';

/** The project's bucket (the same type as files/bucket.ts names, which sits above this layer). */
type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** The collection whose documents are the schools; each school's data lives beneath its document. */
export const SCHOOLS = 'schools';

/** What a school id (and slug) may be: lower-case letters, digits and inner hyphens, 2 to 40. */
export const SCHOOL_ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;

/** The Firestore document of a school, parent of all its data. */
export const schoolDocPath = (schoolId: string) => `${SCHOOLS}/${schoolId}`;

/** The Storage prefix of a school's objects (media, PQRSD files, backups). */
export const schoolObjectPrefix = (schoolId: string) => `${SCHOOLS}/${schoolId}/`;

/**
 * Paths that stay the platform's even inside a school: the emulator's test clock (one clock for
 * every school, as production's one real clock).
 */
const PLATFORM_PATHS = /^_test\//;

function assertSchoolId(schoolId: string): void {
  if (!SCHOOL_ID.test(schoolId)) throw new Error(`Identificador de colegio no válido: «${schoolId}».`);
}

/** The relative path a caller names, refused when it tries to climb out (a leading slash, empty segments). */
function inside(path: string): string {
  const clean = path.replace(/^\/+/, '');
  if (!clean || clean.split('/').some((s) => s === '' || s === '.' || s === '..'))
    throw new Error(`Ruta de Firestore no válida: «${path}».`);
  return clean;
}

/** `root` as seen by one school: collection(), doc(), collectionGroup() and listCollections() are the school's. */
export function scopeFirestore(root: Firestore, schoolId: string): Firestore {
  assertSchoolId(schoolId);
  const base = schoolDocPath(schoolId);
  const scoped = (path: string) => {
    const clean = inside(path);
    return PLATFORM_PATHS.test(clean) ? clean : `${base}/${clean}`;
  };
  const own = {
    collection: (path: string) => root.collection(scoped(path)),
    doc: (path: string) => root.doc(scoped(path)),
    // A collection group across the whole project, narrowed to the documents under the school's
    // document: their full paths sort between `schools/{id}/` and `schools/{id}/\uf8ff`.
    collectionGroup: (id: string) =>
      root
        .collectionGroup(id)
        .where(FieldPath.documentId(), '>=', root.doc(`${base}/${'\u0000'}/${'\u0000'}`))
        .where(FieldPath.documentId(), '<', root.doc(`${base}/\uf8ff/\uf8ff`)),
    listCollections: () => root.doc(base).listCollections(),
  } as const;
  return new Proxy(root, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && prop in own) return own[prop as keyof typeof own];
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type File = ReturnType<Bucket['file']>;

/**
 * A stored object as the school's code sees it: its `name` without the school's prefix; every
 * method is the real object's (bound to it, so the SDK works on the full name).
 */
function schoolFile(file: File, prefix: string): File {
  const name = file.name.slice(prefix.length);
  return new Proxy(file, {
    get(target, prop) {
      if (prop === 'name') return name;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** `root` as seen by one school: file(), getFiles() and deleteFiles() name objects under its prefix. */
export function scopeBucket(root: Bucket, schoolId: string): Bucket {
  assertSchoolId(schoolId);
  const prefix = schoolObjectPrefix(schoolId);
  const within = (name: string) => `${prefix}${name.replace(/^\/+/, '')}`;
  const own = {
    file: (name: string, options?: Parameters<Bucket['file']>[1]) =>
      schoolFile(root.file(within(name), options), prefix),
    getFiles: async (query: { prefix?: string; [key: string]: unknown } = {}) => {
      const [files, ...rest] = await root.getFiles({ ...query, prefix: within(query.prefix ?? '') });
      return [files.map((f) => schoolFile(f, prefix)), ...rest];
    },
    deleteFiles: (query: { prefix?: string; [key: string]: unknown } = {}) =>
      root.deleteFiles({ ...query, prefix: within(query.prefix ?? '') }),
  } as const;
  return new Proxy(root, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && prop in own) return own[prop as keyof typeof own];
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
