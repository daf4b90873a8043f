/**
 * The shell every school shares, as the Secretaría sets it (GET/PUT /api/plataforma/sitio on the
 * platform's domain): the stored values, a change checked whole (400 naming the fields in
 * Spanish, nothing written), a field left empty removed, the read-only role refused; and a
 * change reaching a school's footer once the platform's table is read again (a minute).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorRoot } from '../../scripts/seed/emulator-admin';
import { SEED_SECRETARIA } from '../../scripts/seed/platform';
import { PLATFORM_SETTINGS } from '../../functions/src/tenancy/schools';
import { platformCall, seededAccount, seededToken } from './platform';
import { SITE } from './site';

const PATH = '/api/plataforma/sitio';
/** A logo the form does not touch (the band shows it). */
const LOGO = '/favicon.svg?logo-de-prueba';
const root = emulatorRoot();
let secretaria: string;
let lectura: string;

const FORM = {
  name: SEED_SECRETARIA.name,
  shortName: SEED_SECRETARIA.shortName,
  email: SEED_SECRETARIA.email,
  phone: SEED_SECRETARIA.phone,
  address: SEED_SECRETARIA.address,
  tollFree: SEED_SECRETARIA.tollFree,
  anticorruption: SEED_SECRETARIA.anticorruption,
  hours: SEED_SECRETARIA.hours,
  facebook: SEED_SECRETARIA.facebook,
  youtube: SEED_SECRETARIA.youtube,
  instagram: '',
  x: '',
};

beforeAll(async () => {
  secretaria = await seededToken(seededAccount({ platform: 'secretaria' }));
  lectura = await seededToken(seededAccount({ platform: 'secretaria-lectura' }));
});

/** The footer's anti-corruption line and whether it has a toll-free line, on the page at `url`. */
async function footer(url: string) {
  const html = await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
  return {
    anticorruption: /data-pie="linea-anticorrupcion"[^]*?<\/li>/.exec(html)?.[0] ?? '',
    tollFree: html.includes('data-pie="linea-gratuita"'),
    logo: html.includes('logo-de-prueba'),
  };
}

const SCHOOL_PAGES = [`${SITE}/contacto`, `${process.env.EMULATOR_PLATFORM}/lasacacias/contacto`];

afterAll(async () => {
  // Other files expect the seeded settings (a failed test may have left others).
  await root.db.doc(PLATFORM_SETTINGS).set({ ...SEED_SECRETARIA });
});

describe('the Secretaría’s shell settings', () => {
  it('answers both roles with the stored values, every field a string', async () => {
    for (const token of [secretaria, lectura]) {
      const res = await platformCall<typeof FORM>('GET', PATH, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(FORM);
    }
  });

  it('refuses a wrong form whole, naming each field in Spanish, and writes nothing', async () => {
    const before = (await root.db.doc(PLATFORM_SETTINGS).get()).data();
    const res = await platformCall<{ error: string; message: string; fields: Record<string, string> }>(
      'PUT',
      PATH,
      { token: secretaria, json: { ...FORM, anticorruption: 'llame ya', facebook: 'https://example.org/x' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid-shell');
    expect(Object.keys(res.body.fields).sort()).toEqual(['anticorruption', 'facebook']);
    expect(res.body.message).toMatch(/^«Línea anticorrupción.*» debe ser un número de teléfono/);
    expect((await root.db.doc(PLATFORM_SETTINGS).get()).data()).toEqual(before);

    const refused = await platformCall<{ message: string }>('PUT', PATH, { token: lectura, json: FORM });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/solo lectura/);
  });

  it('stores a change, removes a field left empty, keeps the logo, and every school’s footer shows it', async () => {
    await root.db.doc(PLATFORM_SETTINGS).set({ logo: LOGO }, { merge: true });
    const line = '01 8000 91 9999';
    const res = await platformCall('PUT', PATH, {
      token: secretaria,
      json: { ...FORM, anticorruption: line, tollFree: '' },
    });
    expect(res.status).toBe(200);
    const stored = (await root.db.doc(PLATFORM_SETTINGS).get()).data()!;
    expect(stored).toMatchObject({ anticorruption: line, logo: LOGO, name: FORM.name });
    expect(stored).not.toHaveProperty('tollFree');
    expect(stored.updatedBy).toBe(seededAccount({ platform: 'secretaria' }).email);

    // The platform's table is read again within its minute: the footer then has the new line.
    for (const url of SCHOOL_PAGES)
      await expect
        .poll(() => footer(url), { timeout: 120_000, interval: 2_000 })
        .toEqual({ anticorruption: expect.stringContaining(line), tollFree: false, logo: true });
  }, 180_000);

  it('puts the seeded settings back, on every school’s pages too, for the files after this one', async () => {
    await root.db.doc(PLATFORM_SETTINGS).set({ ...SEED_SECRETARIA });
    for (const url of SCHOOL_PAGES)
      await expect
        .poll(() => footer(url), { timeout: 120_000, interval: 2_000 })
        .toEqual({
          anticorruption: expect.stringContaining(SEED_SECRETARIA.anticorruption),
          tollFree: true,
          logo: false,
        });
  }, 180_000);
});
