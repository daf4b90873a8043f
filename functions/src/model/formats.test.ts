import { describe, expect, it } from 'vitest';
import { FORMAT_MESSAGES, isFormatValid, startsWithNoAplica } from './format-rules';
import { chatHref, youtubeEmbedUrl, youtubeId } from './formats';
import { dialable, telHref } from './phone';
import { COLLECTIONS } from './collections';
import { validateRecord } from './schema';

describe('text formats', () => {
  it.each([
    ['https', 'https://notas.colegio.edu.co/login', true],
    ['postalCode', '050001', true],
    ['postalCode', ' 110111 ', true],
    ['postalCode', '05001', false],
    ['postalCode', 'CP 050001', false],
    ['https', 'http://notas.colegio.edu.co', false],
    ['https', 'javascript:alert(1)', false],
    ['https', 'https://usuario:clave@colegio.edu.co', false],
    ['https', 'notas.colegio.edu.co', false],
    ['email', 'secretaria@colegio.edu.co', true],
    ['email', 'secretaria@colegio', false],
    ['email', 'dos palabras@colegio.edu.co', false],
    ['phone', '(604) 444 1234', true],
    ['phone', '+57 300 555 1234', true],
    ['phone', '300-555-1234', true],
    ['phone', '123', false],
    ['phone', 'llame al 3005551234', false],
    ['phone', '+57 300 555 1234 5678 9', false],
    ['youtube', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', true],
    ['youtube', 'https://youtu.be/aqz-KE-bpKQ', true],
    ['youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', true],
    ['youtube', 'aqz-KE-bpKQ', true],
    ['youtube', 'https://vimeo.com/123456', false],
    ['youtube', 'https://www.youtube.com/@canal', false],
    ['youtube', 'https://evil.com/watch?v=aqz-KE-bpKQ', false],
    ['facebook', 'https://www.facebook.com/iesanjose', true],
    ['facebook', 'https://m.facebook.com/iesanjose', true],
    ['facebook', 'https://www.facebook.com/', false],
    ['facebook', 'https://facebook.com.evil.co/iesanjose', false],
    ['facebook', 'http://www.facebook.com/iesanjose', false],
  ] as const)('%s: %s → %s', (format, value, ok) => {
    expect(isFormatValid(format, value)).toBe(ok);
  });

  it('builds the links the public site shows', () => {
    expect(dialable('(604) 444 1234')).toBe('6044441234');
    expect(telHref('+57 300 555 1234')).toBe('tel:+573005551234');
    expect(chatHref('+57 300 555 1234', 'Hola, ¿matrículas?')).toBe(
      'https://wa.me/573005551234?text=Hola%2C%20%C2%BFmatr%C3%ADculas%3F',
    );
    expect(youtubeId('https://www.youtube.com/shorts/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeEmbedUrl('aqz-KE-bpKQ')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/,
    );
  });

  it('makes validateRecord refuse a wrong value with a Spanish message naming the field', () => {
    const result = validateRecord(COLLECTIONS.sitio, { phoneOne: 'llamar' }, { partial: true });
    expect(result).toMatchObject({
      ok: false,
      field: 'phoneOne',
      message: expect.stringMatching(
        /^El campo «Teléfono principal \(conmutador\)» debe ser un número de teléfono/,
      ),
    });
    expect(validateRecord(COLLECTIONS.sitio, { phoneOne: '' }, { partial: true }).ok).toBe(true);
  });
});

describe('a transparency note (format pendingNote) is never a "no aplica"', () => {
  const notes = COLLECTIONS.transparencianotas;
  const label = notes.fields.nota10_1!.label;

  it.each([
    'No aplica: la institución no recauda rentas locales.',
    'NO APLICA',
    'no  aplica a la institución',
    'No aplíca.',
    '  «No aplica» porque lo publica la alcaldía',
    '- No Aplica:',
  ])('refuses %j, sending the reason to the ITA checklist', (text) => {
    expect(startsWithNoAplica(text)).toBe(true);
    const checked = validateRecord(notes, { nota10_1: text }, { partial: true });
    expect(checked).toMatchObject({
      ok: false,
      field: 'nota10_1',
      message: `El campo «${label}» ${FORMAT_MESSAGES.pendingNote}.`,
    });
    expect(checked.ok ? '' : checked.message).toMatch(/«Índice de transparencia \(ITA\)».*razón/);
  });

  it.each([
    '',
    'La institución no ha tenido cambio de rector; el informe se publicará cuando ocurra.',
    'Se publicará cuando la alcaldía lo envíe; no aplica descuento alguno.',
    'No aplicamos tarifas propias: las fija la alcaldía.',
    'Nota: no aplica',
  ])('accepts %j', (text) => {
    expect(validateRecord(notes, { nota10_1: text }, { partial: true }).ok).toBe(true);
  });
});
