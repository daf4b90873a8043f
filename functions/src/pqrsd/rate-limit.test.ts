/** Which address the PQRSD limit counts: only what the platform appended, never what a client wrote. */
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from './rate-limit';

const req = (xff: string | undefined, remote = '169.254.8.129', extra: Record<string, string> = {}) => ({
  socket: { remoteAddress: remote },
  get: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? xff : extra[name.toLowerCase()]),
});

const emulator = process.env.FUNCTIONS_EMULATOR;
afterEach(() => {
  if (emulator === undefined) delete process.env.FUNCTIONS_EMULATOR;
  else process.env.FUNCTIONS_EMULATOR = emulator;
});

describe('clientAddress (production)', () => {
  it("on the function's direct URL, takes the caller Google's front end appended", () => {
    delete process.env.FUNCTIONS_EMULATOR;
    expect(clientAddress(req('77.234.44.175, 66.102.8.142'))).toBe('77.234.44.175');
  });

  it('ignores whatever the client put in X-Forwarded-For and Fastly-Client-IP', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    for (const invented of ['1.2.3.4', '1.2.3.4, 5.6.7.8', '151.101.1.1', 'junk, , 9.9.9.9']) {
      const r = req(`${invented}, 77.234.44.175, 66.102.8.142`, undefined, { 'fastly-client-ip': '8.8.8.8' });
      expect(clientAddress(r)).toBe('77.234.44.175');
    }
  });

  it('behind Hosting, takes the visitor the edge appended, not the edge', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    expect(clientAddress(req('190.24.1.9, 151.101.2.10, 66.102.8.142'))).toBe('190.24.1.9');
    // An edge and a shield: both appended; a client that writes an edge's address gains nothing.
    expect(clientAddress(req('151.101.9.9, 190.24.1.9, 151.101.2.10, 199.232.5.5, 66.102.8.142'))).toBe(
      '190.24.1.9',
    );
  });

  it("without the platform's entries, counts the socket's peer", () => {
    delete process.env.FUNCTIONS_EMULATOR;
    expect(clientAddress(req(undefined, '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(req('1.2.3.4', '203.0.113.7'))).toBe('203.0.113.7');
  });
});

describe('clientAddress (emulator)', () => {
  it("counts the socket's peer whatever the headers say (Hosting's emulator appends nothing)", () => {
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(clientAddress(req('1.2.3.4, 5.6.7.8', '127.0.0.1', { 'fastly-client-ip': '9.9.9.9' }))).toBe(
      '127.0.0.1',
    );
  });
});
