/**
 * A GET answered by a school's Express app inside this process: a request and a response object
 * of Node's own classes on a socket that is never connected, the answer's bytes kept instead of
 * sent. No port is opened and nothing goes over a network, so the conformity check renders a
 * school's pages as a visitor would get them (the same routes, middleware and Astro render) from
 * the hourly job and from a request alike.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

export interface InProcessAnswer {
  status: number;
  /** The Content-Type's media type, lower case ('' when none). */
  type: string;
  body: string;
}

export type InProcessGet = (path: string) => Promise<InProcessAnswer>;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const asBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

/** GETs of `handler` as from `host` (the school's own host: its pages' addresses are base-less). */
export function inProcessGet(handler: Handler, host: string): InProcessGet {
  return (path) =>
    new Promise<InProcessAnswer>((resolve, reject) => {
      const socket = new Socket();
      const req = new IncomingMessage(socket);
      req.method = 'GET';
      req.url = path;
      req.httpVersion = '1.1';
      req.httpVersionMajor = 1;
      req.httpVersionMinor = 1;
      // No Accept-Encoding: the page comes uncompressed.
      req.headers = { host, accept: 'text/html,*/*', 'user-agent': 'revision-de-conformidad' };
      req.push(null);
      const res = new ServerResponse(req);
      const chunks: Buffer[] = [];
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        const type = String(res.getHeader('content-type') ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        resolve({ status: res.statusCode, type, body: Buffer.concat(chunks).toString('utf8') });
        res.emit('finish');
        socket.destroy();
      };
      // The body is kept here: nothing is written to the (unconnected) socket.
      res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
        if (!res.headersSent) res.writeHead(res.statusCode);
        chunks.push(asBuffer(chunk, encoding));
        const cb = typeof encoding === 'function' ? encoding : callback;
        if (typeof cb === 'function') queueMicrotask(() => (cb as () => void)());
        return true;
      }) as typeof res.write;
      res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
        if (typeof chunk === 'function') callback = chunk;
        else if (chunk !== undefined && chunk !== null) chunks.push(asBuffer(chunk, encoding));
        if (!res.headersSent) res.writeHead(res.statusCode);
        const cb = typeof encoding === 'function' ? encoding : callback;
        finish();
        if (typeof cb === 'function') (cb as () => void)();
        return res;
      }) as typeof res.end;
      try {
        const answered = handler(req, res);
        if (answered instanceof Promise) answered.catch(reject);
      } catch (err) {
        reject(err as Error);
      }
    });
}
