import { methodNotAllowed, notFound } from '../http/errors';
import { getCollection, isCollectionName, type CollectionDef, type CollectionName } from '../model';

/** Resolves the `:collection` segment or answers 404 for names that are not ours. */
export function collectionParam(segment: unknown): { name: CollectionName; def: CollectionDef } {
  const name = typeof segment === 'string' ? segment : '';
  if (!isCollectionName(name)) throw notFound(`La colección «${name.slice(0, 60)}» no existe.`);
  return { name, def: getCollection(name) };
}

/**
 * Record ids are Firestore auto-ids; anything else (slashes, dots, odd characters) cannot be one
 * of ours and must never reach Firestore as a path.
 */
export function idParam(segment: unknown): string {
  const id = typeof segment === 'string' ? segment : '';
  // `__…__` ids are reserved by Firestore (it answers INVALID_ARGUMENT): never one of ours either.
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id) || /^__.*__$/.test(id))
    throw notFound(`No existe el registro «${id.slice(0, 60)}».`);
  return id;
}

/** A collection whose declaration has no create or delete: 405, saying so in its own words. */
export const actionNotAllowed = (def: CollectionDef, action: 'crear' | 'eliminar', allow: string) =>
  methodNotAllowed(allow, `En ${def.name} no se pueden ${action} registros.`);

/**
 * The last handler of a path: any verb its routes do not answer is a 405 naming the ones they do
 * (`Allow`, set by the error handler), in Spanish.
 */
export function otherMethods(allow: string, message?: string): () => never {
  return () => {
    throw methodNotAllowed(allow, message);
  };
}
