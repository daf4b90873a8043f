/**
 * A page the browser has read only in part, for as long as a test needs: what a slow network or a
 * slow phone's parser does to every page for a moment, made to last. A server on this machine
 * passes every request on to the site, and answers the held page's address with its HTML up to the
 * end of the first match of `cut`, the rest once the test calls `release`. The page's own
 * addresses (/assets, /api, /media) are relative, so it loads and runs from that server as from the
 * site (same origin, same CSP).
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE } from './browser';

export interface HeldDocument {
  /** The held page's address on that server. */
  url: string;
  /** Sends the rest of the page. */
  release(): void;
  close(): Promise<void>;
}

/** Headers a body passed on whole, uncompressed, must not repeat. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

export async function holdDocument(path: string, cut: RegExp): Promise<HeldDocument> {
  const answer = await fetch(`${SITE}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const html = await answer.text();
  const match = cut.exec(html);
  if (answer.status !== 200 || !match)
    throw new Error(`${path}: ${answer.status}, ${cut} ${match ? '' : 'not '}found`);
  const at = match.index + match[0].length;
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !BODY_HEADERS.has(name)));

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const site = new URL(SITE);
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === path) {
      res.writeHead(200, headers);
      res.write(html.slice(0, at));
      void held.then(() => res.end(html.slice(at)));
      return;
    }
    const upstream = request(
      {
        host: site.hostname,
        port: site.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: site.host },
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
