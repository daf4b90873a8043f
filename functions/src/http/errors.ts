import type { ErrorRequestHandler } from 'express';
import { logger } from 'firebase-functions';
import {
  Conflict,
  DomainError,
  FileRejected,
  Forbidden,
  InvalidInput,
  NotFound,
  OutcomeUnknown,
  Unavailable,
} from '../domain/errors';

/** An error of the HTTP layer itself (auth, methods, body format), with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a 405: the verbs the path does answer, sent as `Allow`. */
    readonly allow?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'invalid-request') => new HttpError(400, code, message);
export const notFound = (message = 'No se encontró el recurso solicitado.') =>
  new HttpError(404, 'not-found', message);
export const methodNotAllowed = (allow: string, message = 'Método no permitido en esta dirección.') =>
  new HttpError(405, 'method-not-allowed', message, allow);

/** The one message for a body that is not JSON (http/raw-body.ts jsonBody says it too). */
export const INVALID_JSON_MESSAGE = 'El cuerpo de la petición no es un JSON válido.';

const UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Intente de nuevo en unos segundos; sus cambios no se han perdido.';

/** The status of each domain error; the body keeps the error's own code and message. */
function statusOf(err: DomainError): number {
  if (err instanceof NotFound) return 404;
  if (err instanceof Conflict) return 409;
  if (err instanceof Forbidden) return 403;
  if (err instanceof FileRejected) return err.kind === 'too-large' ? 413 : 400;
  if (err instanceof InvalidInput) return 400;
  if (err instanceof Unavailable) return 503;
  return 400;
}

/**
 * gRPC codes Firestore and Storage use when the backend cannot be reached: 14 UNAVAILABLE,
 * 4 DEADLINE_EXCEEDED; plus Node's own connection errors (emulator stopped, network down).
 */
export function isBackendUnavailable(err: unknown): boolean {
  if (err instanceof Unavailable) return true;
  const e = err as { code?: unknown; errno?: unknown; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === 14 || e.code === 4) return true;
  if (
    typeof e.code === 'string' &&
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|UND_ERR/.test(e.code)
  )
    return true;
  return e.cause ? isBackendUnavailable(e.cause) : false;
}

/**
 * The one place errors become responses: JSON `{ error, message }` (a refused record adds
 * `fields`, field → message), never a stack trace.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof HttpError) {
    if (err.allow) res.set('Allow', err.allow);
    res.status(err.status).json({ error: err.code, message: err.message });
    return;
  }
  if (err instanceof DomainError && !(err instanceof Unavailable)) {
    // A refused record names every field at fault too: the form shows them all after one save.
    const fields = err instanceof InvalidInput && err.fields ? { fields: err.fields } : {};
    res.status(statusOf(err)).json({ error: err.code, message: err.message, ...fields });
    return;
  }
  // Body-parser style errors carry a status of their own. A runtime that parses JSON before the
  // function (the emulator's, the Functions Framework) answers its own parse failures; when one
  // reaches us (a parser in front of this handler), it gets the message jsonBody gives.
  const status = (err as { status?: unknown }).status;
  if ((err as { type?: unknown }).type === 'entity.parse.failed' && status === 400) {
    res.status(400).json({ error: 'invalid-json', message: INVALID_JSON_MESSAGE });
    return;
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({
      error: 'invalid-request',
      message: status === 413 ? 'La petición es demasiado grande.' : 'La petición no es válida.',
    });
    return;
  }
  if (err instanceof OutcomeUnknown) {
    // Not "no se guardó": the commit may have landed. The message says so, and that retrying is safe.
    logger.error('Write outcome unknown', { path: req.path });
    res.status(503).set('Retry-After', '1').json({ error: err.code, message: err.message });
    return;
  }
  if (isBackendUnavailable(err)) {
    logger.error('Backend unavailable', { path: req.path, err: String(err) });
    res.status(503).set('Retry-After', '5').json({ error: 'unavailable', message: UNAVAILABLE_MESSAGE });
    return;
  }
  logger.error('Unexpected error', { path: req.path, err: err instanceof Error ? err.stack : String(err) });
  res.status(500).json({ error: 'internal', message: 'Ocurrió un error inesperado en el servidor.' });
};
