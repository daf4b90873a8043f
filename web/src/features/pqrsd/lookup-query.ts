/**
 * The look-up's address with a request's radicado in the query and its tracking code in the
 * fragment (/pqrsd/consulta?radicado=…#codigo=…, as the mail's link, functions/src/pqrsd/
 * tracking-link.ts): the receipt links to it, the look-up fills its form from it and asks at
 * once. A browser never sends a fragment, so the code reaches no log. One place for the parameter
 * names, so the link and the form cannot drift apart.
 */
import { PUBLIC_PATHS } from '@/config/paths';

export const lookupPath = (radicado: string, code: string) =>
  `${PUBLIC_PATHS.pqrsdconsulta}?${new URLSearchParams({ radicado })}#${new URLSearchParams({ codigo: code })}`;

/**
 * The fields' sizes: room for a radicado (PQRSD-105001000101-2026-000050, 30 characters) or a code
 * typed with spaces; the server reads them without.
 */
export const RADICADO_MAX = 40;
export const CODE_MAX = 40;

/**
 * What a query (or a fragment, without its "#") fills in: trimmed and cut to the fields' sizes (an
 * address is anyone's to write). Links made before the fragment carried the code in the query.
 */
export function lookupQuery(search: string) {
  const query = new URLSearchParams(search);
  return {
    radicado: (query.get('radicado') ?? '').trim().slice(0, RADICADO_MAX),
    code: (query.get('codigo') ?? '').trim().slice(0, CODE_MAX),
  };
}
