/**
 * The public pages and the admin area are two builds (config/areas.ts): a link from one to the
 * other lands on a path this build has no screen for, so the document is loaded from the server,
 * which serves the other build's HTML there. The page area shows the loading placeholder meanwhile.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteHref } from '@/components/site-base';
import { PageLoading } from './root-layout';

/** The path this document was loaded at. */
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

/** Loads `to` (by default the current address) as a new document, at the school's base. */
export function LoadFromServer({ to }: { to?: string }) {
  const { pathname, search, hash } = useLocation();
  const href = useSiteHref()(to ?? `${pathname}${search}${hash}`);
  // The server sent this very document for that path: loading it again would loop.
  const wrongDocument = new URL(href, window.location.href).pathname === documentPath;
  useEffect(() => {
    if (!wrongDocument) window.location.replace(href);
  }, [href, wrongDocument]);
  if (wrongDocument) {
    console.error(`El servidor no entregó la página de ${href}.`);
    return (
      <main className="container">
        <h1>No se pudo cargar la página</h1>
        <p>Esta dirección no está disponible en este momento. Intente de nuevo en unos minutos.</p>
      </main>
    );
  }
  return <PageLoading />;
}
