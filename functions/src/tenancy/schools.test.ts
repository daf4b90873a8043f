import { describe, expect, it } from 'vitest';
import { isAvailableSchoolId, normaliseHost } from './schools';

describe('school ids', () => {
  it('takes lower-case slugs and refuses what an address of every school already means', () => {
    expect(isAvailableSchoolId('lasacacias')).toBe(true);
    expect(isAvailableSchoolId('ie-san-jose-2')).toBe(true);
    for (const id of [
      'api',
      'media',
      'admin',
      'login',
      'assets',
      'noticias',
      'eventos',
      'pqrsd',
      'transparencia',
    ])
      expect(isAvailableSchoolId(id), id).toBe(false);
    for (const id of ['', 'a', 'Mayus', '-x', 'x-', 'a_b', 'a/b', 'x'.repeat(41)])
      expect(isAvailableSchoolId(id), id).toBe(false);
  });
});

describe('hosts', () => {
  it('normalises a host and refuses a malformed one', () => {
    expect(normaliseHost(' IESanJose.edu.co. ')).toBe('iesanjose.edu.co');
    expect(normaliseHost('127.0.0.1:5000')).toBe('127.0.0.1:5000');
    for (const bad of ['', 'a b', 'evil.example, otro.example', 'x<y>', 'host:99999999', '-x.co'])
      expect(normaliseHost(bad), bad).toBeNull();
  });
});
