import { describe, expect, it } from 'vitest';
import { broadcastOf, BROADCAST_LABEL, hiddenAtHome } from '../model/broadcast';
import {
  checkTarget,
  checkText,
  copyValues,
  pendingSchools,
  schoolsOf,
  type Broadcast,
} from './broadcast-plan';
import type { SchoolEntry } from '../tenancy/schools';

const NOW = Date.parse('2026-12-06T12:00:00Z');
const school = (id: string, municipio: string, status: SchoolEntry['status'] = 'activa'): SchoolEntry => ({
  id,
  name: id,
  dane: '',
  municipio,
  sedes: [],
  status,
});
const SCHOOLS = [
  school('sanjose', 'Villa del Río'),
  school('lasacacias', 'Villa del Río'),
  school('elcarmen', 'El Carmen de la Sierra'),
  school('vieja', 'El Carmen de la Sierra', 'retirada'),
];

describe('whom a broadcast reaches', () => {
  it('all active schools, never a retired one', () => {
    expect(schoolsOf({ tipo: 'todas' }, SCHOOLS)).toEqual({
      ok: true,
      value: ['sanjose', 'lasacacias', 'elcarmen'],
    });
  });
  it('a municipality, accents and case aside', () => {
    expect(schoolsOf({ tipo: 'municipio', municipio: 'villa del rio' }, SCHOOLS)).toEqual({
      ok: true,
      value: ['sanjose', 'lasacacias'],
    });
  });
  it.each([
    [{ tipo: 'todas' as const }, [] as SchoolEntry[], /No hay colegios activos/],
    [{ tipo: 'municipio' as const, municipio: 'Macondo' }, SCHOOLS, /Macondo.*no tiene colegios activos/],
    [{ tipo: 'lista' as const, colegios: [] }, SCHOOLS, /al menos un colegio/],
    [{ tipo: 'lista' as const, colegios: ['vieja'] }, SCHOOLS, /No es un colegio activo: «vieja»/],
  ])('zero schools is refused with the reason: %j', (target, schools, why) => {
    const got = schoolsOf(target, schools);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.message).toMatch(why);
  });
  it('a target sent as JSON text (a multipart part) is read; a wrong one is refused in Spanish', () => {
    expect(checkTarget('{"tipo":"lista","colegios":["a","a","b"]}')).toEqual({
      ok: true,
      value: { tipo: 'lista', colegios: ['a', 'b'] },
    });
    expect(checkTarget('{no json')).toMatchObject({
      ok: false,
      fields: { destino: expect.stringMatching(/Elija/) },
    });
    expect(checkTarget({ tipo: 'otro' })).toMatchObject({ ok: false });
  });
});

describe('the text', () => {
  it('names every missing field', () => {
    const got = checkText({}, 'circular', NOW);
    expect(got).toMatchObject({
      ok: false,
      fields: { titulo: expect.any(String), texto: expect.any(String) },
    });
  });
  it('a notice is one line of the notice bar, shown a week unless told', () => {
    expect(checkText({ titulo: 'a', texto: 'x'.repeat(301) }, 'aviso', NOW)).toMatchObject({ ok: false });
    expect(checkText({ titulo: 'a', texto: 'b' }, 'aviso', NOW)).toEqual({
      ok: true,
      value: { titulo: 'a', texto: 'b', nivel: 'info', hasta: '2026-12-13T12:00:00.000Z' },
    });
    expect(checkText({ titulo: 'a', texto: 'b', hasta: '2026-12-01T00:00:00Z' }, 'aviso', NOW)).toMatchObject(
      {
        ok: false,
        fields: { hasta: expect.stringMatching(/posterior/) },
      },
    );
  });
});

const broadcast: Broadcast = {
  id: 'b1',
  tipo: 'circular',
  titulo: 'Calendario',
  texto: 'Resumen',
  destino: { tipo: 'todas' },
  colegios: ['a', 'b', 'c'],
  estado: 'activo',
  version: 2,
  publicadoEl: '2026-12-06T12:00:00.000Z',
  desde: '2026-12-06T12:00:00.000Z',
  creadoEl: '',
  actualizadoEl: '',
  creadoPor: '',
  copias: { a: { version: 2 }, b: { version: 1 }, c: { version: 2, error: 'x' } },
};

describe('the copies', () => {
  it('a new circular is published at the broadcast moment; an edit sends only its text', () => {
    expect(copyValues(broadcast, true)).toEqual({
      title: 'Calendario',
      summary: 'Resumen',
      kind: 'circular',
      publishAt: '2026-12-06T12:00:00.000Z',
      estado: 'publicado',
    });
    expect(copyValues(broadcast, false)).toEqual({ title: 'Calendario', summary: 'Resumen' });
  });
  it('a resumed run writes only the schools not at the current version, or that failed', () => {
    expect(pendingSchools(broadcast)).toEqual(['b', 'c']);
  });
  it('the mark is read only from the server’s shape', () => {
    expect(broadcastOf({ comunicado: { id: 'b1', version: 2 } })).toEqual({
      id: 'b1',
      version: 2,
      de: BROADCAST_LABEL,
    });
    expect(broadcastOf({ comunicado: 'b1' })).toBeNull();
    expect(hiddenAtHome({ ocultoEnInicio: true })).toBe(false);
    expect(hiddenAtHome({ comunicado: { id: 'b1' }, ocultoEnInicio: true })).toBe(true);
  });
});
