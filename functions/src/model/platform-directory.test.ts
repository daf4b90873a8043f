import { describe, expect, it } from 'vitest';
import { foldText, schoolCount, searchSchools, type SchoolSummary } from './platform-directory';

const school = (
  id: string,
  name: string,
  municipio: string,
  sedes: string[],
  comuna?: string,
): SchoolSummary => ({
  id,
  name,
  municipio,
  ...(comuna ? { comuna } : {}),
  sedes,
  href: `https://plataforma.example/${id}/`,
});

const SCHOOLS = [
  school(
    'sanjose',
    'Institución Educativa San José',
    'Villa del Río',
    ['Sede principal', 'Sede Las Flores'],
    'Comuna 1 - Centro',
  ),
  school(
    'lasacacias',
    'Institución Educativa Las Acacias',
    'Villa del Río',
    ['Sede única'],
    'Comuna 4 - Las Acacias',
  ),
  school('elcarmen', 'Institución Educativa Rural El Carmen', 'El Carmen de la Sierra', [
    'Sede central',
    'Sede La Loma',
    'Sede El Salado',
  ]),
];

const ids = (query: string) => searchSchools(SCHOOLS, query).map((s) => s.id);

describe('the directory search', () => {
  it('finds every school for no search', () => {
    expect(ids('')).toEqual(['sanjose', 'lasacacias', 'elcarmen']);
    expect(ids('   ')).toEqual(['sanjose', 'lasacacias', 'elcarmen']);
  });

  it('finds by name, sede, municipality and comuna, every word', () => {
    expect(ids('carmen')).toEqual(['elcarmen']);
    expect(ids('sede la loma')).toEqual(['elcarmen']);
    expect(ids('flores')).toEqual(['sanjose']);
    expect(ids('villa del rio')).toEqual(['sanjose', 'lasacacias']);
    expect(ids('comuna 4')).toEqual(['lasacacias']);
    expect(ids('acacias loma')).toEqual([]);
  });

  it('ignores accents, case and extra spaces', () => {
    expect(ids('SAN JOSÉ')).toEqual(['sanjose']);
    expect(ids('san jose')).toEqual(['sanjose']);
    expect(ids('  Sede   ÚNICA ')).toEqual(['lasacacias']);
    expect(ids('Río')).toEqual(ids('rio'));
    expect(foldText('Institución  Educativa Ñandú')).toBe('institucion educativa nandu');
  });

  it('says the count in words', () => {
    expect(schoolCount(1)).toBe('1 colegio');
    expect(schoolCount(3)).toBe('3 colegios');
  });
});
