/**
 * The address that reads a request on the site: the look-up page with the radicado and, when the
 * mail may carry it (to the request's own address), the code. The site's address is SITE_ORIGIN,
 * configuration only, never a request header.
 */
import { pageById } from '../model/pages';

export function trackingLink(radicado: string, code?: string): string {
  const origin = (process.env.SITE_ORIGIN ?? '').replace(/\/+$/, '');
  const query = new URLSearchParams({ radicado, ...(code ? { codigo: code } : {}) });
  return `${origin}${pageById('pqrsdconsulta').path}?${query.toString()}`;
}
