import { describe, expect, test } from 'vitest';
import { authEmulatorUrl } from './auth-emulator-url';

const BUILT = 'http://127.0.0.1:9099';

describe('authEmulatorUrl', () => {
  test('the first suite (the built site port) signs in on the built Auth emulator', () => {
    expect(authEmulatorUrl(BUILT, '5000', { hostname: '127.0.0.1', port: '5000' })).toBe(BUILT);
  });

  test('a suite every port 20 higher signs in on its own Auth emulator, 20 higher', () => {
    expect(authEmulatorUrl(BUILT, '5000', { hostname: '127.0.0.1', port: '5020' })).toBe(
      'http://127.0.0.1:9119',
    );
  });

  test('the dev server, another host or a build without the site port keep the built address', () => {
    expect(authEmulatorUrl(BUILT, undefined, { hostname: '127.0.0.1', port: '5173' })).toBe(BUILT);
    expect(authEmulatorUrl(BUILT, '5000', { hostname: 'colegio.example', port: '5020' })).toBe(BUILT);
    expect(authEmulatorUrl(BUILT, '5000', { hostname: '127.0.0.1', port: '' })).toBe(BUILT);
    expect(authEmulatorUrl(BUILT, '5000', { hostname: '127.0.0.1', port: '4000' })).toBe(BUILT);
  });

  test("the platform's address (localhost) and a school's (x.localhost) are this machine: the same offset", () => {
    expect(authEmulatorUrl(BUILT, '5000', { hostname: 'localhost', port: '5030' })).toBe(
      'http://127.0.0.1:9129',
    );
    expect(authEmulatorUrl(BUILT, '5000', { hostname: 'lasacacias.localhost', port: '5020' })).toBe(
      'http://127.0.0.1:9119',
    );
    expect(authEmulatorUrl(BUILT, '5000', { hostname: 'localhost', port: '5000' })).toBe(BUILT);
  });
});
