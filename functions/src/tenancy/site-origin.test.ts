import { describe, expect, it } from 'vitest';
import { parseSiteOrigin } from './site-origin';

const message = (value: string | undefined, emulator = false) => {
  const parsed = parseSiteOrigin(value, emulator);
  return parsed instanceof Error ? parsed.message : null;
};

describe('SITE_ORIGIN', () => {
  it('is the origin of an https address, without a trailing slash', () => {
    expect(parseSiteOrigin('https://www.colegio.edu.co', false)).toBe('https://www.colegio.edu.co');
    expect(parseSiteOrigin(' https://Colegio.edu.co:8443/ ', false)).toBe('https://colegio.edu.co:8443');
  });

  it('allows plain http only for the local emulator', () => {
    expect(parseSiteOrigin('http://127.0.0.1:5080', true)).toBe('http://127.0.0.1:5080');
    expect(parseSiteOrigin('http://localhost:5000', true)).toBe('http://localhost:5000');
    expect(message('http://127.0.0.1:5000')).toMatch(/debe empezar por https:\/\//);
    expect(message('http://evil.example', true)).toMatch(/debe empezar por https:\/\//);
  });

  it('is required, and says what to write when it is missing or wrong', () => {
    expect(message(undefined)).toMatch(/^Falta SITE_ORIGIN.*SITE_ORIGIN=https:\/\/www\.colegio\.edu\.co/);
    expect(message('   ')).toMatch(/^Falta SITE_ORIGIN/);
    expect(message('colegio.edu.co')).toMatch(/no es una dirección válida/);
    expect(message('javascript://evil.example/')).toMatch(/debe empezar por https:\/\//);
    expect(message('https://colegio.edu.co/noticias')).toMatch(/sin ruta ni parámetros/);
    expect(message('https://a:b@colegio.edu.co')).toMatch(/sin ruta ni parámetros/);
    expect(message('https://colegio.edu.co/?x=1')).toMatch(/sin ruta ni parámetros/);
  });
});
