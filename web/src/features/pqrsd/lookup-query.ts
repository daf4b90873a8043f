/**
 * The look-up's address with a request's radicado and tracking code in the query
 * (/pqrsd/consulta?radicado=…&codigo=…): the receipt links to it, the look-up fills its form from
 * it. One place for the parameter names, so the link and the form cannot drift apart.
 */
import { PUBLIC_PATHS } from '@/config/paths';

export const lookupPath = (radicado: string, code: string) =>
  `${PUBLIC_PATHS.pqrsdconsulta}?${new URLSearchParams({ radicado, codigo: code })}`;

/** The fields' sizes: room for a radicado or a code typed with spaces; the server reads them without. */
export const RADICADO_MAX = 24;
export const CODE_MAX = 40;

/** What a query fills in: trimmed and cut to the fields' sizes (an address is anyone's to write). */
export function lookupQuery(search: string) {
  const query = new URLSearchParams(search);
  return {
    radicado: (query.get('radicado') ?? '').trim().slice(0, RADICADO_MAX),
    code: (query.get('codigo') ?? '').trim().slice(0, CODE_MAX),
  };
}
