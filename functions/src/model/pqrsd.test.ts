/** The one check of a PQRSD's fields (pqrsd-input.ts), which the public form and POST /api/pqrsd both run; the radicado and code as typed. */
import { describe, expect, it } from 'vitest';
import {
  formatRadicado,
  groupTrackingCode,
  isOpenPqrsdState,
  normalizeRadicado,
  normalizeTrackingCode,
  PQRSD_CONSENT_VERSION,
  PQRSD_STATES,
  RADICADO_PATTERN,
  radicadoCandidates,
  radicadoParts,
} from './pqrsd';
import { checkPqrsdCodeRequest, checkPqrsdInput } from './pqrsd-input';

const valid = {
  tipo: 'peticion',
  nombre: '  Ana   María Pérez ',
  documento: '',
  email: 'ana@example.com',
  telefono: '300 123 4567',
  asunto: 'Certificado de estudios',
  mensaje: 'Solicito un certificado.\nGracias.',
  consentimiento: PQRSD_CONSENT_VERSION,
};

describe('checkPqrsdInput', () => {
  it('accepts a valid petition and returns only trimmed, known values', () => {
    const res = checkPqrsdInput({ ...valid, sitioWeb: '' });
    expect(res).toEqual({ ok: true, input: { ...valid, nombre: 'Ana María Pérez', anonimo: false } });
  });

  it('accepts an anonymous denuncia and drops any identity sent with it', () => {
    const res = checkPqrsdInput({ ...valid, tipo: 'denuncia', anonimo: 'true', email: 'x@y.co' });
    expect(res.ok && res.input).toMatchObject({
      anonimo: true,
      nombre: '',
      email: '',
      telefono: '',
      documento: '',
    });
  });

  it.each([
    ['not an object', [], /objeto JSON/],
    ['an unknown field', { ...valid, rol: 'admin' }, /desconocidos: rol/],
    ['a filled honeypot', { ...valid, sitioWeb: 'http://spam' }, /campo oculto/],
    ['an unknown type', { ...valid, tipo: 'tutela' }, /tipo de solicitud/],
    ['an anonymous petition', { ...valid, anonimo: true }, /Solo las quejas y las denuncias/],
    ['anonimo not a boolean', { ...valid, anonimo: 'sí' }, /sí o no/],
    ['no name', { ...valid, nombre: ' ' }, /nombre/],
    ['no e-mail', { ...valid, email: '' }, /correo/],
    ['a bad e-mail', { ...valid, email: 'ana@' }, /correo electrónico no es válido/],
    ['a bad phone', { ...valid, telefono: 'llámeme' }, /teléfono/],
    ['a bad document', { ...valid, documento: '<script>' }, /documento/],
    ['no subject', { ...valid, asunto: '' }, /asunto/],
    ['no message', { ...valid, mensaje: '\n ' }, /mensaje/],
    ['a message too long', { ...valid, mensaje: 'a'.repeat(5001) }, /5000 caracteres/],
    ['a number for a text', { ...valid, asunto: 12 }, /debe ser un texto/],
    ['control characters', { ...valid, asunto: 'a\u0000b' }, /no permitidos/],
    ['no consent', { ...valid, consentimiento: undefined }, /datos personales/],
    ['an old consent version', { ...valid, consentimiento: '2020-01' }, /datos personales/],
  ])('refuses %s with a Spanish message', (_name, input, message) => {
    const res = checkPqrsdInput(input);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.message).toMatch(message);
  });

  it("reports every problem at once, one per field, in the form's order", () => {
    const res = checkPqrsdInput({
      ...valid,
      nombre: '',
      email: 'ana@',
      asunto: '',
      consentimiento: undefined,
    });
    expect(res.ok).toBe(false);
    expect(!res.ok && res.problems.map((p) => p.field)).toEqual([
      'nombre',
      'email',
      'asunto',
      'consentimiento',
    ]);
    expect(!res.ok && res.field).toBe('nombre');
  });

  it('removes bidirectional controls from names and subjects, so a U+202E cannot reverse what staff read', () => {
    const res = checkPqrsdInput({ ...valid, nombre: 'Ana\u202e Pérez\u2066', asunto: '\u202egracias' });
    expect(res.ok && res.input).toMatchObject({ nombre: 'Ana Pérez', asunto: 'gracias' });
  });

  it("formats radicados with the school's DANE code, PQRSD-DANE-YYYY-000123, and without one as before", () => {
    expect(formatRadicado(2026, 123, SAN_JOSE)).toBe('PQRSD-105001000101-2026-000123');
    expect(formatRadicado(2026, 123)).toBe('PQRSD-2026-000123');
    // Anything but 12 digits is no DANE code: the radicado goes without one.
    expect(formatRadicado(2026, 123, '10500100010')).toBe('PQRSD-2026-000123');
    expect(formatRadicado(2026, 123, 'x05001000101')).toBe('PQRSD-2026-000123');
    expect(RADICADO_PATTERN.test('PQRSD-2026-000123')).toBe(true);
    expect(RADICADO_PATTERN.test('PQRSD-105001000101-2026-000123')).toBe(true);
    for (const bad of [
      '105001000101-2026-000123',
      'PQRSD-10500100010-2026-000123',
      'PQRSD-2026-123',
      'PQRSD--2026-000123',
    ])
      expect(RADICADO_PATTERN.test(bad), bad).toBe(false);
    expect(radicadoParts('PQRSD-105001000101-2026-000123')).toEqual({ dane: SAN_JOSE, year: 2026, seq: 123 });
    expect(radicadoParts('PQRSD-2026-000123')).toEqual({ dane: '', year: 2026, seq: 123 });
    expect(radicadoParts('2026-000123')).toBeNull();
  });
});

const SAN_JOSE = '105001000101';
const ACACIAS = '105001000201';

describe('normalizeRadicado and normalizeTrackingCode', () => {
  it("read every short form as this school's radicado: its DANE code, the current year for a number alone", () => {
    for (const typed of [
      '50',
      '000050',
      ' 50 ',
      '2026-50',
      '2026-000050',
      'PQRSD-2026-000050',
      'pqrsd - 2026 - 50',
    ])
      expect(normalizeRadicado(typed, 2026, SAN_JOSE), typed).toBe('PQRSD-105001000101-2026-000050');
    expect(normalizeRadicado('50', 2026, ACACIAS)).toBe('PQRSD-105001000201-2026-000050');
    expect(normalizeRadicado('2025-50', 2026, ACACIAS)).toBe('PQRSD-105001000201-2025-000050');
  });

  it('read the whole radicado, with or without its prefix, as the one it names, whichever school that is', () => {
    for (const typed of [
      'PQRSD-105001000101-2026-000050',
      '105001000101-2026-000050',
      'pqrsd-105001000101-2026-50',
    ])
      expect(normalizeRadicado(typed, 2027, SAN_JOSE), typed).toBe('PQRSD-105001000101-2026-000050');
    // Another school's: it stays itself (looked up, and not found, in this school's requests).
    expect(normalizeRadicado('PQRSD-105001000101-2026-000050', 2026, ACACIAS)).toBe(
      'PQRSD-105001000101-2026-000050',
    );
    // In a school without a DANE code too.
    expect(normalizeRadicado('105001000201-2026-7', 2026)).toBe('PQRSD-105001000201-2026-000007');
    for (const bad of [
      '10500100010-2026-50',
      '1050010001011-2026-50',
      '105001000101-2026-0',
      '105001000101-50',
      '105001000101',
    ])
      expect(normalizeRadicado(bad, 2026, SAN_JOSE), bad).toBeNull();
  });

  it("try this school's radicado first, then the same number as stored before radicados carried its code", () => {
    expect(radicadoCandidates('50', 2026, SAN_JOSE)).toEqual([
      'PQRSD-105001000101-2026-000050',
      'PQRSD-2026-000050',
    ]);
    expect(radicadoCandidates('PQRSD-2026-000050', 2026, SAN_JOSE)).toEqual([
      'PQRSD-105001000101-2026-000050',
      'PQRSD-2026-000050',
    ]);
    expect(radicadoCandidates('105001000101-2026-50', 2026, SAN_JOSE)).toEqual([
      'PQRSD-105001000101-2026-000050',
      'PQRSD-2026-000050',
    ]);
    // Another school's radicado is only itself: never this school's request of the same number.
    expect(radicadoCandidates('PQRSD-105001000101-2026-000050', 2026, ACACIAS)).toEqual([
      'PQRSD-105001000101-2026-000050',
    ]);
    // A school without a DANE code: today's one form.
    expect(radicadoCandidates('50', 2026)).toEqual(['PQRSD-2026-000050']);
    expect(radicadoCandidates('cincuenta', 2026, SAN_JOSE)).toEqual([]);
  });

  it('read a radicado with or without its leading zeros, in any case', () => {
    expect(normalizeRadicado('PQRSD-2026-50', 2027)).toBe('PQRSD-2026-000050');
    expect(normalizeRadicado(' pqrsd-2026-000050 ', 2027)).toBe('PQRSD-2026-000050');
    expect(normalizeRadicado('PQRSD-2026-1234567', 2026)).toBeNull();
  });

  it('read a number alone as one of the current year, and a year and number as that year’s', () => {
    expect(normalizeRadicado('50', 2026)).toBe('PQRSD-2026-000050');
    expect(normalizeRadicado(' 000050 ', 2026)).toBe('PQRSD-2026-000050');
    expect(normalizeRadicado('2025-000050', 2026)).toBe('PQRSD-2025-000050');
    expect(normalizeRadicado('2026 - 50', 2026)).toBe('PQRSD-2026-000050');
    expect(normalizeRadicado('123456', 2026)).toBe('PQRSD-2026-123456');
    for (const bad of ['', '0', '000000', '1234567', 'PQRSD-50', '26-50', 'PQRSD-2026-0', 'cincuenta', '50a'])
      expect(normalizeRadicado(bad, 2026), bad).toBeNull();
  });

  it('read a code with or without separators, in any case, and refuse letters outside the alphabet', () => {
    const code = 'K7QM4XRT9HPD2WBNZC6F';
    expect(normalizeTrackingCode('k7qm-4xrt-9hpd-2wbn-zc6f')).toBe(code);
    expect(normalizeTrackingCode('K7QM 4XRT 9HPD 2WBN ZC6F')).toBe(code);
    expect(normalizeTrackingCode(groupTrackingCode(code))).toBe(code);
    expect(groupTrackingCode(code)).toBe('K7QM-4XRT-9HPD-2WBN-ZC6F');
    expect(normalizeTrackingCode('O7QM4XRT9HPD2WBNZC6F')).toBeNull();
    expect(normalizeTrackingCode('K7QM4XRT9HPD2WBNZC6')).toBeNull();
  });
});

describe('isOpenPqrsdState', () => {
  it('keeps a request open until it is answered or transferred (an extension leaves it open)', () => {
    expect(PQRSD_STATES.filter(isOpenPqrsdState)).toEqual(['radicada', 'prorrogada']);
  });
});

describe('checkPqrsdCodeRequest', () => {
  it('accepts a radicado and an e-mail, trimmed', () => {
    expect(checkPqrsdCodeRequest({ radicado: ' PQRSD-2026-50 ', email: ' ana@example.com ' })).toEqual({
      ok: true,
      input: { radicado: 'PQRSD-2026-50', email: 'ana@example.com' },
    });
  });

  it.each([
    ['not an object', 'hola', /objeto JSON/],
    ['no radicado', { email: 'ana@example.com' }, /radicado/],
    ['a bad e-mail', { radicado: 'PQRSD-2026-000001', email: 'ana@' }, /correo/],
    ['another field', { radicado: 'PQRSD-2026-000001', email: 'ana@example.com', code: 'x' }, /solo lleva/],
    ['a number for the radicado', { radicado: 5, email: 'ana@example.com' }, /radicado/],
  ])('refuses %s with a Spanish message', (_name, input, message) => {
    const res = checkPqrsdCodeRequest(input);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.message).toMatch(message);
  });
});
