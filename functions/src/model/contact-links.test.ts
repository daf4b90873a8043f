import { describe, expect, it } from 'vitest';
import { docentes } from './collections/staff';
import { contactHref, contactPlain } from './contact-links';
import { validateRecord } from './schema';

describe('staff contacts typed as people write them', () => {
  it('build the link the public card uses', () => {
    expect(contactHref('phone', '300 123 4567')).toBe('tel:3001234567');
    expect(contactHref('phone', '(604) 444-1234')).toBe('tel:6044441234');
    expect(contactHref('phone', '+57 300 123 4567')).toBe('tel:+573001234567');
    expect(contactHref('whatsapp', '300 123 4567')).toBe('https://wa.me/573001234567');
    expect(contactHref('whatsapp', '+1 555 123 4567')).toBe('https://wa.me/15551234567');
    expect(contactHref('email', ' maria@colegio.edu.co ')).toBe('mailto:maria@colegio.edu.co');
    expect(contactHref('email', '')).toBe('');
  });

  it('keep a link typed in full, refuse what is neither', () => {
    expect(contactHref('phone', 'tel:+576044410000')).toBe('tel:+576044410000');
    expect(contactHref('whatsapp', 'https://wa.me/573005550000')).toBe('https://wa.me/573005550000');
    expect(contactHref('email', 'mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(contactHref('phone', 'llamar')).toBeNull();
    expect(contactHref('phone', 'javascript:alert(1)')).toBeNull();
    expect(contactHref('email', 'maria@')).toBeNull();
    expect(contactHref('whatsapp', 'https://evil.example/x')).toBeNull();
  });

  it('show the stored link back as it was typed', () => {
    for (const [kind, typed] of [
      ['phone', '300 123 4567'],
      ['whatsapp', '300 123 4567'],
      ['email', 'maria@colegio.edu.co'],
      ['phone', '+573001234567'],
    ] as const) {
      expect(contactPlain(kind, contactHref(kind, typed)!)).toBe(typed);
    }
  });

  it('are turned into links by the shared validation, so the server stores links from plain input', () => {
    const r = validateRecord(
      docentes,
      {
        title: 'María',
        stringthree: '300 123 4567',
        stringfour: '300 123 4567',
        stringfive: 'maria@colegio.edu.co',
      },
      { partial: true },
    );
    expect(r).toMatchObject({
      ok: true,
      value: {
        stringthree: 'tel:3001234567',
        stringfour: 'https://wa.me/573001234567',
        stringfive: 'mailto:maria@colegio.edu.co',
      },
    });
    const bad = validateRecord(docentes, { stringfive: 'maria' }, { partial: true });
    expect(bad).toMatchObject({
      ok: false,
      field: 'stringfive',
      message: expect.stringMatching(/^El campo «Correo electrónico» debe ser un correo/),
    });
  });

  it('shows a stored mailto with a malformed escape as stored, without throwing', () => {
    expect(contactPlain('email', 'mailto:rector%E0@colegio.edu.co')).toBe('rector%E0@colegio.edu.co');
  });
});
