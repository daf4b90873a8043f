/**
 * A stored file's read broken on a dropped connection before its first byte (a kept connection
 * the Storage emulator had just closed: "socket hang up", which failed a PDF's read in CI with a
 * 503) is opened again once. Real HTTP through express; the Storage read is a stream that breaks
 * the way the Storage client's does, which the emulator cannot be made to do on demand.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { sendStored } from './media';

const PDF = Buffer.from('%PDF-1.7\n% un documento\n');

/** A read that fails like the Storage client's when its connection is reset. */
function dropped(): Readable {
  const error = Object.assign(
    new Error('request to http://127.0.0.1:9199/b/x/o/media%2Fa.pdf failed, reason: socket hang up'),
    {
      name: 'FetchError',
      code: 'ECONNRESET',
    },
  );
  return new Readable({
    read() {
      this.destroy(error);
    },
  });
}

/** A read that fails for another reason (a refusal from Storage): not worth a second try. */
function refused(): Readable {
  return new Readable({
    read() {
      this.destroy(Object.assign(new Error('Forbidden'), { code: 403 }));
    },
  });
}

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Serves GET / with `sendStored(reads[n++], res)`; a rejection is the route's 503. */
async function serve(reads: Array<() => Readable>): Promise<{ url: string; opened: () => number }> {
  let opened = 0;
  const app = express();
  app.get('/', (_req, res) => {
    sendStored(() => reads[opened++]!(), res).catch(() => res.status(503).end());
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, opened: () => opened };
}

describe('sendStored', () => {
  it('opens the read again when the first broke on a dropped connection, and sends the file', async () => {
    const { url, opened } = await serve([dropped, () => Readable.from([PDF])]);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect(opened()).toBe(2);
  });

  it('tries once more only: a second dropped read is the 503', async () => {
    const { url, opened } = await serve([dropped, dropped, () => Readable.from([PDF])]);
    expect((await fetch(url)).status).toBe(503);
    expect(opened()).toBe(2);
  });

  it('does not repeat a read that failed for another reason', async () => {
    const { url, opened } = await serve([refused, () => Readable.from([PDF])]);
    expect((await fetch(url)).status).toBe(503);
    expect(opened()).toBe(1);
  });
});
