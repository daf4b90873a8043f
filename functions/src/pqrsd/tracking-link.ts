/**
 * The address that reads a request on the site: the look-up page with the radicado and, when the
 * mail may carry it (to the request's own address), the code in the fragment
 * (`/pqrsd/consulta?radicado=…#codigo=…`). A browser never sends a fragment, so the code reaches
 * no server's or proxy's log; the page's look-up reads it and asks at once (a POST), so the link
 * opens on the request's state. The site's address is SITE_ORIGIN, configuration only, never a
 * request header.
 */
import { siteOrigin } from '../tenancy/site-origin';
import { pageById } from '../model/pages';

export function trackingLink(radicado: string, code?: string): string {
  const origin = siteOrigin();
  const fragment = code ? `#${new URLSearchParams({ codigo: code }).toString()}` : '';
  return `${origin}${pageById('pqrsdconsulta').path}?${new URLSearchParams({ radicado }).toString()}${fragment}`;
}
