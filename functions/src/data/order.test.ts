import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../domain/errors';
import { parseOrderRequest } from './order';
import { inStoredOrder } from './records';

const doc = (id: string, createdAt: string, position?: number) => ({
  id,
  data: { title: id, createdAt, updatedAt: createdAt, ...(position === undefined ? {} : { position }) },
});

describe('inStoredOrder', () => {
  it('keeps oldest first (ties by id) when nothing was reordered', () => {
    const list = inStoredOrder([doc('c', '2026-01-03'), doc('b', '2026-01-01'), doc('a', '2026-01-01')]);
    expect(list.map((r) => r._id)).toEqual(['a', 'b', 'c']);
  });

  it('puts positioned records first by position, then the rest (new ones) oldest first, and hides position', () => {
    const list = inStoredOrder([
      doc('old', '2026-01-01', 1),
      doc('newer', '2026-01-02', 0),
      doc('added-late', '2026-03-02'),
      doc('added', '2026-03-01'),
    ]);
    expect(list.map((r) => r._id)).toEqual(['newer', 'old', 'added', 'added-late']);
    expect(list[0]).not.toHaveProperty('position');
  });
});

function refusal(body: unknown): { code: string; message: string } {
  try {
    parseOrderRequest(body);
  } catch (err) {
    if (err instanceof InvalidInput) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('accepted');
}

describe('parseOrderRequest', () => {
  it('accepts distinct ids, with or without the loaded list', () => {
    expect(parseOrderRequest({ ids: ['b', 'a'] })).toEqual({ ids: ['b', 'a'] });
    expect(parseOrderRequest({ ids: ['b', 'a'], expectedOrder: ['a', 'b'] })).toEqual({
      ids: ['b', 'a'],
      expectedOrder: ['a', 'b'],
    });
  });

  it.each([
    ['a non-object body', [1], 'El cuerpo de la petición debe ser un objeto JSON con la lista «ids».'],
    ['no ids', {}, 'El campo «ids» debe ser una lista con los identificadores de los registros.'],
    [
      'ids as text',
      { ids: 'a,b' },
      'El campo «ids» debe ser una lista con los identificadores de los registros.',
    ],
    ['a number id', { ids: ['a', 3] }, 'El campo «ids» contiene un identificador no válido: «3».'],
    ['a path as id', { ids: ['a/b'] }, 'El campo «ids» contiene un identificador no válido: «a/b».'],
    ['a repeated id', { ids: ['a', 'b', 'a'] }, 'El identificador «a» aparece más de una vez en «ids».'],
    ['an unknown key', { ids: ['a'], position: 3 }, 'Campo desconocido en la petición de orden: «position».'],
    [
      'an id not loaded',
      { ids: ['a', 'z'], expectedOrder: ['a', 'b'] },
      'El identificador «z» no está en la lista cargada («expectedOrder»).',
    ],
    [
      'a loaded id missing',
      { ids: ['a'], expectedOrder: ['a', 'b'] },
      'Falta el identificador «b» de la lista cargada en «ids».',
    ],
  ])('answers 400 for %s', (_case, body, message) => {
    expect(refusal(body)).toEqual({ code: 'invalid-order', message });
  });
});
