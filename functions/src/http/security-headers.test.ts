/**
 * The function's own answers carry the hardening headers and name no software, also when the
 * runtime's server in front of this app is an Express that announces itself (the emulator's
 * worker is one; production's functions framework disables the header itself). Real HTTP.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, securityHeaders } from './security-headers';

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('securityHeaders', () => {
  it("sets every hardening header and drops the outer server's X-Powered-By", async () => {
    const app = express();
    app.use(securityHeaders);
    app.get('/x', (_req, res) => void res.send('ok'));
    // As the runtime mounts the function: inside its own Express app, x-powered-by left on.
    const outer = express();
    outer.use(app);
    const server = outer.listen(0, '127.0.0.1');
    await once(server, 'listening');
    close = () => server.close();
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    for (const { key, value } of SECURITY_HEADERS) expect(res.headers.get(key), key).toBe(value);
  });
});
