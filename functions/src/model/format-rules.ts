/**
 * The checks of the text formats, with the message each failure gives: run by the shared
 * validation (schema.ts) in the admin form and in the function.
 */
import { httpsUrl, youtubeId, type ListFormat, type TextFormat } from './formats';
import { isSynonymItemValid, SYNONYM_MEMBER_MAX } from './search-synonyms';
import { dialable } from './phone';

/** What a value of each format must be, said after "El campo «…» …". */
export const FORMAT_MESSAGES: Record<TextFormat, string> = {
  https: 'debe ser un enlace seguro que empiece por https://',
  email: 'debe ser un correo electrónico como nombre@dominio.edu.co',
  phone:
    'debe ser un número de teléfono que se pueda marcar: de 7 a 15 dígitos, con espacios, guiones, paréntesis o un + inicial',
  youtube:
    'debe ser la dirección de un video de YouTube (https://www.youtube.com/watch?v=…, https://youtu.be/…) o su identificador de 11 caracteres',
  facebook: 'debe ser la dirección de una página de Facebook (https://www.facebook.com/…)',
  postalCode: 'debe ser un código postal colombiano de 6 dígitos (por ejemplo: 050001)',
  pendingNote:
    'no puede empezar por «No aplica»: si el ítem no aplica a la institución, márquelo «No aplica» en el «Índice de transparencia (ITA)» y escriba allí su razón, que es la que se publica. Esta nota solo dice por qué aún no hay publicaciones',
};

/**
 * A text that opens with "No aplica", whatever its case, accents, spacing or the marks before it
 * («NO APLICÁ», "- no  aplica:"): a "no aplica" written where the checklist's reason belongs.
 */
export function startsWithNoAplica(value: string): boolean {
  const plain = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+/u, '');
  return /^no\s+aplica(?![\p{L}\p{N}])/u.test(plain);
}

/** What each item of a list of each format must be, said after "El campo «…» …". */
export const LIST_FORMAT_MESSAGES: Record<ListFormat, string> = {
  synonyms: `debe tener en cada elemento dos o más palabras o frases separadas por «=» (por ejemplo: PEI = Proyecto Educativo Institucional), cada una de ${SYNONYM_MEMBER_MAX} caracteres como máximo`,
};

export function isListItemValid(format: ListFormat, item: string): boolean {
  switch (format) {
    case 'synonyms':
      return isSynonymItemValid(item);
  }
}

const FACEBOOK_HOSTS = /^(?:www\.|m\.|web\.)?facebook\.com$/;

export function isFormatValid(format: TextFormat, value: string): boolean {
  const v = value.trim();
  switch (format) {
    case 'https':
      return httpsUrl(v) !== null;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254;
    case 'phone':
      return dialable(v) !== null;
    case 'youtube':
      return youtubeId(v) !== null;
    case 'facebook': {
      const url = httpsUrl(v);
      return url !== null && FACEBOOK_HOSTS.test(url.hostname) && url.pathname.length > 1;
    }
    case 'pendingNote':
      return !startsWithNoAplica(v);
    case 'postalCode':
      return /^\d{6}$/.test(v);
  }
}
