import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_CONSENT_VERSION } from './subscriptions';
import {
  checkPreferencesInput,
  checkSubscriptionInput,
  DISPOSABLE_MESSAGE,
  emailProblem,
  formFields,
} from './subscription-input';

const OFFERED = { sedes: ['Principal', 'El Rosal'], grados: ['Primero', 'Segundo'] };
const NONE = { sedes: [], grados: [] };
const valid = {
  email: 'familia@example.com',
  temas: ['circulares'],
  modo: 'inmediato',
  consentimiento: SUBSCRIPTION_CONSENT_VERSION,
};

describe('emailProblem', () => {
  it.each(['a@b.co', 'maria.perez+colegio@correo.edu.co', "o'neil@example.com"])('accepts %s', (e) => {
    expect(emailProblem(e)).toBeNull();
  });

  it.each([
    ['', 'Escriba su correo'],
    ['a@b.com\r\nBcc: x@y.com', 'saltos de línea'],
    ['a@b.com\nx', 'saltos de línea'],
    ['a\u0000@b.com', 'caracteres no permitidos'],
    ['a b@c.com', 'espacios'],
    ['a@b.com,c@d.com', 'sin comas'],
    ['a@b.com;c@d.com', 'sin comas'],
    ['Nombre <a@b.com>', 'espacios'],
    ['<a@b.com>', 'signos < ni >'],
    ['a@b@c.com', 'una sola @'],
    ['sinarroba.com', 'una sola @'],
    ['a@localhost', 'no es válido'],
    ['a@b.c', 'no es válido'],
    ['a@-b.com', 'no es válido'],
    ['.a@b.com', 'no es válido'],
    ['a..b@c.com', 'no es válido'],
    [`${'a'.repeat(65)}@b.com`, 'no es válido'],
    [`a@${'b'.repeat(250)}.com`, 'hasta 254'],
  ])('refuses %j with the reason', (email, reason) => {
    expect(emailProblem(email)).toContain(reason);
  });

  it('refuses well-known disposable domains and their subdomains', () => {
    expect(emailProblem('x@mailinator.com')).toBe(DISPOSABLE_MESSAGE);
    expect(emailProblem('x@Sub.YopMail.com')).toBe(DISPOSABLE_MESSAGE);
    expect(emailProblem('x@notmailinator.com')).toBeNull();
  });
});

describe('checkSubscriptionInput', () => {
  it('keeps the checked, trimmed values only', () => {
    const r = checkSubscriptionInput(
      { ...valid, email: '  familia@example.com ', sedes: ['Principal'] },
      OFFERED,
    );
    expect(r).toEqual({
      ok: true,
      input: { ...valid, sedes: ['Principal'], grados: [] },
    });
  });

  it('defaults the mode and deduplicates the lists', () => {
    const rest: Record<string, unknown> = { ...valid };
    delete rest.modo;
    const r = checkSubscriptionInput({ ...rest, temas: ['eventos', 'eventos'] }, NONE);
    expect(r.ok && r.input).toMatchObject({ modo: 'inmediato', temas: ['eventos'] });
  });

  it.each([
    [{ temas: [] }, 'temas', 'al menos un tema'],
    [{ temas: ['deportes'] }, 'temas', 'circulares, noticias y eventos'],
    [{ modo: 'diario' }, 'modo', 'cuándo recibir'],
    [{ consentimiento: 'si' }, 'consentimiento', 'Debe aceptar'],
    [{ consentimiento: undefined }, 'consentimiento', 'Debe aceptar'],
    [{ sedes: ['Otra'] }, 'sedes', 'sedes de la lista'],
    [{ grados: ['Once'] }, 'grados', 'grados de la lista'],
    [{ email: 'x@b.com\r\nBcc: y@z.com' }, 'email', 'saltos de línea'],
    [{ email: 42 }, 'email', 'Escriba su correo'],
  ])('refuses %j', (change, field, message) => {
    const r = checkSubscriptionInput({ ...valid, ...change }, OFFERED);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe(field);
      expect(r.message).toContain(message);
    }
  });

  it('refuses a sede where the school offers none, unknown keys, a filled honeypot, no object', () => {
    expect(checkSubscriptionInput({ ...valid, sedes: ['Principal'] }, NONE).ok).toBe(false);
    expect(checkSubscriptionInput({ ...valid, admin: true }, NONE)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/desconocidos: admin/),
    });
    expect(checkSubscriptionInput({ ...valid, sitioWeb: 'x' }, NONE)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/campo oculto/),
    });
    expect(checkSubscriptionInput([valid], NONE).ok).toBe(false);
    expect(checkSubscriptionInput({ ...valid, sitioWeb: '' }, NONE).ok).toBe(true);
  });

  it('lists every problem', () => {
    const r = checkSubscriptionInput({ email: 'x', temas: [] }, NONE);
    expect(!r.ok && r.problems.map((p) => p.field)).toEqual(['email', 'temas', 'consentimiento']);
  });
});

describe('checkPreferencesInput', () => {
  it('takes the choices beside the token', () => {
    const r = checkPreferencesInput(
      { t: 'abc', temas: 'noticias', modo: 'semanal', grados: 'Primero' },
      OFFERED,
    );
    expect(r).toEqual({
      ok: true,
      input: { temas: ['noticias'], modo: 'semanal', sedes: [], grados: ['Primero'] },
    });
  });

  it('refuses an e-mail (the address is not changed here) and choices not offered', () => {
    expect(checkPreferencesInput({ t: 'a', temas: ['noticias'], email: 'x@y.com' }, OFFERED).ok).toBe(false);
    expect(checkPreferencesInput({ t: 'a', temas: ['noticias'], sedes: ['Otra'] }, OFFERED).ok).toBe(false);
  });
});

describe('formFields', () => {
  it('reads repeated checkboxes as lists and the rest as their last value', () => {
    const form = new URLSearchParams(
      'email=a%40b.co&temas=circulares&temas=eventos&sedes=Principal&modo=semanal',
    );
    expect(formFields(form)).toEqual({
      email: 'a@b.co',
      temas: ['circulares', 'eventos'],
      sedes: ['Principal'],
      modo: 'semanal',
    });
  });
});
