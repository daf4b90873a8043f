/**
 * The collections, in the order of the admin select: the school's settings first, then the 13
 * content collections of the site; then the transparency section (its documents and its notes)
 * and the legal policies, added later and kept last so the older entries keep their places.
 */
import type { CollectionDef, StoredRecord } from '../collection';
import { carousel } from './carousel';
import { convocatorias } from './convocatorias';
import { enfoquepedagogico } from './enfoquepedagogico';
import { horizonte } from './horizonte';
import { manualconvivencia } from './manualconvivencia';
import { modelopedagogico } from './modelopedagogico';
import { noticias } from './noticias';
import { derechosautor, politicaprivacidad, terminoscondiciones } from './policies';
import { protocolobioseguridad } from './protocolobioseguridad';
import { rendicioncuentas } from './rendicioncuentas';
import { resenahistorica } from './resenahistorica';
import { sitio } from './sitio';
import { administrativos, directivos, docentes } from './staff';
import { tramiteretiros } from './tramiteretiros';
import { transparencia } from './transparencia';
import { transparencianotas } from './transparencianotas';
import { galerias } from './galerias';
import { eventos } from './eventos';
import { avisos } from './avisos';
import { participa } from './participa';
import { accesibilidad } from './accesibilidad';

export const COLLECTIONS = {
  sitio,
  carousel,
  resenahistorica,
  horizonte,
  directivos,
  administrativos,
  docentes,
  rendicioncuentas,
  enfoquepedagogico,
  modelopedagogico,
  manualconvivencia,
  tramiteretiros,
  protocolobioseguridad,
  convocatorias,
  transparencia,
  transparencianotas,
  politicaprivacidad,
  terminoscondiciones,
  derechosautor,
  noticias,
  galerias,
  eventos,
  avisos,
  // The Participa menu's publications and the accessibility statement.
  participa,
  accesibilidad,
} as const;

export type Collections = typeof COLLECTIONS;
export type CollectionName = keyof Collections;
export type RecordOf<N extends CollectionName> = StoredRecord<Collections[N]>;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.prototype.hasOwnProperty.call(COLLECTIONS, name);
}

/** The declaration of a collection by name, seen through the generic (untyped-fields) lens. */
export function getCollection(name: CollectionName): CollectionDef {
  return COLLECTIONS[name];
}
