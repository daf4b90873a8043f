import type { Request } from 'express';
import { HttpError, INVALID_JSON_MESSAGE } from './errors';

/** Largest body we read: the biggest upload (one create with an image and four PDFs, 6 MB each) plus margin. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * The request body as bytes. In Cloud Functions (and its emulator) the runtime has already read
 * it into `req.rawBody`; elsewhere we read the stream ourselves, with the same cap.
 */
export async function rawBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const preRead = (req as Request & { rawBody?: Buffer }).rawBody;
  if (preRead) {
    if (preRead.length > maxBytes) throw tooLarge();
    return preRead;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = () => new HttpError(413, 'too-large', 'La petición es demasiado grande.');

/**
 * Parses a JSON body from the raw bytes, so malformed JSON is our 400, not the runtime's.
 * `maxBytes`: a smaller cap for endpoints anyone may call (POST /api/vitals: 4 KB).
 */
export async function jsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  if (!req.is('application/json')) {
    throw new HttpError(
      415,
      'unsupported-media-type',
      'La petición debe enviarse como JSON (Content-Type: application/json).',
    );
  }
  const bytes = await rawBody(req, maxBytes);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid-json', INVALID_JSON_MESSAGE);
  }
}
