import { describe, expect, it } from 'vitest';
import { asPlatformSettings } from './schools';

describe("the Secretaría's settings as stored", () => {
  it('are none without a name', () => {
    expect(asPlatformSettings(undefined)).toBeNull();
    expect(asPlatformSettings({ email: 'a@b.co' })).toBeNull();
    expect(asPlatformSettings({ name: '   ' })).toBeNull();
  });

  it('keep the texts it has, trimmed, and a logo only as an address on the site itself', () => {
    expect(
      asPlatformSettings({ name: ' SED ', shortName: '', email: 'a@b.co', logo: '/secretaria/logo.svg' }),
    ).toEqual({ name: 'SED', email: 'a@b.co', logo: '/secretaria/logo.svg' });
    for (const logo of [
      'https://otro.example/logo.png',
      '//otro.example/logo.png',
      'javascript:alert(1)',
      42,
    ])
      expect(asPlatformSettings({ name: 'SED', logo })).toEqual({ name: 'SED' });
  });

  it('keep the shell’s shared lines and defaults (the GOV.CO footer), trimmed, and drop empty ones', () => {
    expect(
      asPlatformSettings({
        name: 'SED',
        tollFree: ' 01 8000 91 0101 ',
        anticorruption: '01 8000 91 2667',
        hours: '',
        facebook: 'https://www.facebook.com/sed',
        x: 7,
      }),
    ).toEqual({
      name: 'SED',
      tollFree: '01 8000 91 0101',
      anticorruption: '01 8000 91 2667',
      facebook: 'https://www.facebook.com/sed',
    });
  });
});
