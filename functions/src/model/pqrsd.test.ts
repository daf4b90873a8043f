/** The one check of a PQRSD's fields, which the public form and POST /api/pqrsd both run. */
import { describe, expect, it } from 'vitest';
import { checkPqrsdInput, formatRadicado, isOpenPqrsdState, PQRSD_CONSENT_VERSION, PQRSD_STATES, RADICADO_PATTERN } from './pqrsd';

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
    expect(res.ok && res.input).toMatchObject({ anonimo: true, nombre: '', email: '', telefono: '', documento: '' });
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

  it('formats radicados as PQRSD-YYYY-000123', () => {
    expect(formatRadicado(2026, 123)).toBe('PQRSD-2026-000123');
    expect(RADICADO_PATTERN.test('PQRSD-2026-000123')).toBe(true);
  });
});

describe('isOpenPqrsdState', () => {
  it('keeps a request open until it is answered or transferred (an extension leaves it open)', () => {
    expect(PQRSD_STATES.filter(isOpenPqrsdState)).toEqual(['radicada', 'prorrogada']);
  });
});
