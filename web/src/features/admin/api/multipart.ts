/**
 * File uploads over XMLHttpRequest: fetch cannot report upload
 * progress, and a 6 MB PDF on a school's connection takes long enough that the administrator
 * should see it move. Errors become the same ApiError as apiRequest's.
 */
import type { CollectionName } from '@model';
import { ApiError, apiErrorOf, apiUrl, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/** Fraction sent, 0..1. */
export type ProgressListener = (fraction: number) => void;

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON (a proxy's error page): apiErrorOf's generic message.
  }
  return apiErrorOf(xhr.status, body);
}

export function sendMultipart<T>(
  path: string,
  form: FormData,
  token: string,
  onProgress?: ProgressListener,
  /** Aborting it cancels the upload (a gallery photo the administrator cancelled). */
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Subida cancelada.'));
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr));
        return;
      }
      onProgress?.(1);
      try {
        resolve((xhr.status === 204 ? undefined : JSON.parse(xhr.responseText)) as T);
      } catch {
        reject(
          new ApiError(xhr.status, 'bad-response', 'El servidor envió una respuesta que no se pudo leer.'),
        );
      }
    };
    // Connection refused, offline, CORS, or the request aborted by the network.
    xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_ERROR_MESSAGE));
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}

export interface UploadAnswer {
  /** Field → stored file name, to put into the record. */
  files: Record<string, string>;
  /** Field → the file's original name, for the display-name fields (imageName, pdfoneName…). */
  names: Record<string, string>;
}

/** POST /api/upload: the `collection` part picks the server's rules; one part per file field. */
export function uploadFiles(
  collection: CollectionName,
  files: Record<string, File>,
  token: string,
  onProgress?: ProgressListener,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('collection', collection);
  for (const [field, file] of Object.entries(files)) form.append(field, file, file.name);
  return sendMultipart<UploadAnswer>('/api/upload', form, token, onProgress);
}
