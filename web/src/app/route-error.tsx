/**
 * What the page area shows when a page cannot be shown (the public pages' error boundary, the
 * admin's route error element). A route chunk that failed to load gets a Spanish explanation
 * and a retry; anything else is an unexpected error with the fallback heading of spec §8. A
 * route's 404 (`NotFound`) only the admin's data router produces: its error element picks it, so
 * the public pages' first load does not carry a page they can never show.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/paths';
import { usePageTitle } from '@/components/use-page-title';
import { isChunkLoadError, type ChunkFailure } from '@/lib/lazy-route';
import styles from './route-error.module.css';

const CHUNK_EXPLANATION: Record<ChunkFailure, string> = {
  missing:
    'No se pudo descargar esta sección del sitio. Es posible que su conexión se haya interrumpido o que el sitio se haya actualizado mientras navegaba.',
  timeout: 'Esta sección del sitio tardó demasiado en cargar. Su conexión puede estar lenta en este momento.',
  error: 'Ocurrió un problema al preparar esta sección del sitio.',
};

/**
 * Retry reloads the page rather than re-running the import: the router keeps the failed lazy
 * promise of a route and browsers keep a failed module import, so only a fresh load (which also
 * fetches the current index.html, with the current chunk names after a deploy) can succeed.
 */
function reload() {
  window.location.reload();
}

export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return isChunkLoadError(error) ? <ChunkError type={error.type} /> : <UnexpectedError />;
}

/** Both failures offer the same way out: load the page again, or start over from home. */
function RetryActions() {
  return (
    <div className={styles.actions}>
      <button type="button" className="button" onClick={reload}>
        Reintentar
      </button>
      <Link className="button button-outline" to={PUBLIC_PATHS.home} reloadDocument>
        Ir al inicio
      </Link>
    </div>
  );
}

function ChunkError({ type }: { type: ChunkFailure }) {
  usePageTitle('No se pudo cargar la página');
  return (
    <main className={`container ${styles.box}`}>
      <h1>No se pudo cargar la página</h1>
      <p>{CHUNK_EXPLANATION[type]}</p>
      <p>Intente de nuevo; si el problema continúa, vuelva en unos minutos.</p>
      <RetryActions />
      <p className={styles.detail}>Detalle técnico: Loading chunk failed ({type})</p>
    </main>
  );
}

export function NotFound() {
  usePageTitle('Página no encontrada');
  return (
    <main className={`container ${styles.box}`}>
      <h1>Página no encontrada</h1>
      <p>La dirección que buscó no existe o cambió de lugar.</p>
      <Link className="button" to={PUBLIC_PATHS.home}>
        Ir al inicio
      </Link>
    </main>
  );
}

function UnexpectedError() {
  usePageTitle('Error inesperado');
  return (
    <main className={`container ${styles.box}`}>
      <h1>Unexpected Application Error!</h1>
      <p>Ocurrió un error inesperado al mostrar esta página. Le pedimos disculpas.</p>
      <RetryActions />
    </main>
  );
}
