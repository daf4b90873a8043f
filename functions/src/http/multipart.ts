/**
 * Multipart parsing with busboy over the body the runtime already read, with limits on every
 * dimension (parts, files, field sizes, file sizes), so a hostile upload ends in a 4xx instead of
 * exhausting memory.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import type { IncomingFile } from '../files/checked-files';
import { cleanDisplayName } from '../model';
import { HttpError } from './errors';
import { rawBody } from './raw-body';

export interface MultipartBody {
  fields: Record<string, string>;
  files: IncomingFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
}

const MAX_FIELD_BYTES = 100 * 1024;

/** Display names: no folders, no control or bidirectional-override characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return cleanDisplayName(base).slice(0, 200) || 'archivo';
}

export async function parseMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) {
    throw new HttpError(415, 'unsupported-media-type', 'La petición debe enviarse como multipart/form-data.');
  }
  const body = await rawBody(req);
  return new Promise<MultipartBody>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles,
          fields: limits.maxFields,
          parts: limits.maxFiles + limits.maxFields,
          fieldSize: MAX_FIELD_BYTES,
          headerPairs: 20,
        },
      });
    } catch {
      // busboy throws synchronously on a missing or malformed boundary.
      reject(
        new HttpError(
          400,
          'invalid-multipart',
          'El formulario enviado no es válido (multipart sin boundary).',
        ),
      );
      return;
    }
    const result: MultipartBody = { fields: Object.create(null), files: [] };
    let failure: HttpError | null = null;
    const fail = (err: HttpError) => {
      failure ??= err;
    };
    const seen = new Set<string>();
    const once = (name: string) => {
      if (seen.has(name))
        fail(new HttpError(400, 'duplicate-part', `El campo «${name}» se envió más de una vez.`));
      seen.add(name);
    };

    parser.on('field', (name, value, info) => {
      once(name);
      if (info.valueTruncated)
        fail(new HttpError(413, 'too-large', `El campo «${name}» es demasiado largo.`));
      result.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      once(name);
      const chunks: Buffer[] = [];
      // A part cut short (no closing boundary) errors on its own stream: a bad request, not a crash.
      stream.on('error', () =>
        fail(
          new HttpError(400, 'invalid-multipart', 'El formulario enviado no es válido o está incompleto.'),
        ),
      );
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        result.files.push({
          field: name,
          originalName: cleanFileName(info.filename ?? ''),
          bytes: Buffer.concat(chunks),
          truncated: (stream as unknown as { truncated?: boolean }).truncated === true,
        });
      });
    });
    parser.on('filesLimit', () =>
      fail(new HttpError(400, 'too-many-files', 'Se enviaron demasiados archivos.')),
    );
    parser.on('fieldsLimit', () =>
      fail(new HttpError(400, 'too-many-fields', 'Se enviaron demasiados campos.')),
    );
    parser.on('partsLimit', () =>
      fail(new HttpError(400, 'too-many-parts', 'El formulario tiene demasiadas partes.')),
    );
    parser.on('error', () =>
      reject(
        failure ??
          new HttpError(400, 'invalid-multipart', 'El formulario enviado no es válido o está incompleto.'),
      ),
    );
    parser.on('close', () => (failure ? reject(failure) : resolve(result)));
    parser.end(body);
  });
}
