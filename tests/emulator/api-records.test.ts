/** PUT and DELETE: validation, server-set fields, 404s, 405s and the 409 conflict. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './site';
import { adminToken, firstRecord, storedState } from './state';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type Answer = {
  error: string;
  message: string;
  _id: string;
  updatedAt: string;
  createdAt: string;
  title: string;
};

describe('PUT /api/{collection}/{id}', () => {
  it('updates the record, keeps fields it was not sent, and returns the stored record', async () => {
    const record = await firstRecord('resenahistorica');
    const res = await call<Answer>('PUT', `/api/resenahistorica/${record._id}`, {
      token,
      json: { ...record, title: 'Nuestra historia' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: record._id,
      title: 'Nuestra historia',
      stringone: record.stringone,
      createdAt: record.createdAt,
    });
    expect(res.body.updatedAt > record.updatedAt).toBe(true);
    // Read as an administrator: who saved last (updatedBy) is only shown to them.
    const stored = await call<Answer>('GET', `/api/resenahistorica/${record._id}`, { token });
    expect(stored.body).toEqual(res.body);
  });

  it('works for every collection', async () => {
    const { COLLECTION_NAMES } = await import('../../functions/src/model');
    const { getCollection } = await import('../../functions/src/model');
    for (const name of COLLECTION_NAMES) {
      const record = await firstRecord(name);
      // The title, or the first text of a record without one (a notice's text, the transparency notes).
      const fields = getCollection(name).fields;
      const keys = Object.keys(fields);
      const key =
        'title' in fields
          ? 'title'
          : (keys.find((k) => fields[k]!.kind === 'text') ??
            keys.find((k) => fields[k]!.kind === 'longText')!);
      const res = await call<Answer>('PUT', `/api/${name}/${record._id}`, {
        token,
        json: { [key]: `${String(record[key])} ` },
      });
      expect(res.status, name).toBe(200);
      // Put the seeded text back: later files (the settings, the pages) expect the seed.
      const back = await call<Answer>('PUT', `/api/${name}/${record._id}`, {
        token,
        json: { [key]: record[key], updatedAt: res.body.updatedAt },
      });
      expect(back.status, name).toBe(200);
    }
  });

  it('answers 404 for an unknown id and creates nothing', async () => {
    const before = await storedState();
    const res = await call<Answer>('PUT', '/api/resenahistorica/NoExisteEsteId0000000', {
      token,
      json: { title: 'x' },
    });
    expect(res.status).toBe(404);
    expect(await storedState()).toEqual(before);
  });

  it.each([
    ['an unknown field', { intruso: 'x' }, 'Campo desconocido en carousel: «intruso».'],
    ['a number for a text', { title: 5 }, 'El campo «Título» debe ser un texto.'],
    ['a list for a text', { stringone: ['a'] }, 'El campo «Leyenda» debe ser un texto.'],
    ['an object for a text', { title: { $gt: '' } }, 'El campo «Título» debe ser un texto.'],
    [
      'a file name that was not uploaded',
      { image: '../../etc/passwd' },
      'El campo «Imagen (1280x471 px)» debe ser un archivo subido desde el formulario.',
    ],
    ['an emptied required field', { title: '' }, 'El campo «Título» es obligatorio.'],
    [
      'a __proto__ key',
      JSON.parse('{"__proto__": {"admin": true}}'),
      'Campo desconocido en carousel: «__proto__».',
    ],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, json, message) => {
    const record = await firstRecord('carousel');
    const before = await storedState();
    const res = await call<Answer>('PUT', `/api/carousel/${record._id}`, { token, json });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await storedState()).toEqual(before);
  });

  it('answers 400 for malformed JSON, a non-object body, and a body _id that disagrees with the URL', async () => {
    const record = await firstRecord('carousel');
    const path = `/api/carousel/${record._id}`;
    const before = await storedState();
    // The Cloud Functions runtime parses JSON bodies before our code runs and answers 400 itself.
    const malformed = await call<Answer>('PUT', path, {
      token,
      body: '{"title": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await storedState()).toEqual(before);
    const array = await call<Answer>('PUT', path, { token, json: [1, 2] });
    expect(array.status).toBe(400);
    const otherId = await call<Answer>('PUT', path, { token, json: { _id: 'otro', title: 'x' } });
    expect(otherId.status).toBe(400);
    expect(otherId.body.message).toContain('no coincide');
    const notJson = await call<Answer>('PUT', path, {
      token,
      body: 'title=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
  });

  it('does not let createdAt or updatedAt be forged', async () => {
    const record = await firstRecord('carousel');
    const forged = await call<Answer>('PUT', `/api/carousel/${record._id}`, {
      token,
      json: { title: 'x', createdAt: '1999-01-01T00:00:00.000Z' },
    });
    expect(forged.status).toBe(400);
    const future = '2999-01-01T00:00:00.000Z';
    const stamped = await call<Answer>('PUT', `/api/carousel/${record._id}`, {
      token,
      json: { title: 'Título', updatedAt: future },
    });
    // A made-up version is a version the editor never loaded: a conflict, not a new timestamp.
    expect(stamped.status).toBe(409);
  });

  it('answers 409 when the record changed since the editor loaded it, and keeps the other edit', async () => {
    const loaded = await firstRecord('horizonte');
    const first = await call<Answer>('PUT', `/api/horizonte/${loaded._id}`, {
      token,
      json: { ...loaded, titleone: 'Misión (editada por A)' },
    });
    expect(first.status).toBe(200);
    const second = await call<Answer>('PUT', `/api/horizonte/${loaded._id}`, {
      token,
      json: { ...loaded, titleone: 'Misión (editada por B)' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('conflict');
    expect(second.body.message).toMatch(/^Otro administrador modificó este registro/);
    const stored = await call<Record<string, string>>('GET', `/api/horizonte/${loaded._id}`);
    expect(stored.body.titleone).toBe('Misión (editada por A)');
    // The If-Match header works the same way.
    const viaHeader = await call<Answer>('PUT', `/api/horizonte/${loaded._id}`, {
      token,
      json: { titleone: 'C' },
      headers: { 'If-Match': `"${loaded.updatedAt}"` },
    });
    expect(viaHeader.status).toBe(409);
  });
});

describe('DELETE /api/{collection}/{id}', () => {
  it.each(['resenahistorica', 'horizonte', 'convocatorias', 'rendicioncuentas'])(
    'answers 405 for %s',
    async (name) => {
      const record = await firstRecord(name);
      const before = await storedState();
      const res = await call<Answer>('DELETE', `/api/${name}/${record._id}`, { token });
      expect(res.status).toBe(405);
      expect(res.body.message).toBe(`En ${name} no se pueden eliminar registros.`);
      expect(await storedState()).toEqual(before);
    },
  );

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', '/api/docentes/NoExisteEsteId0000000', { token })).status).toBe(404);
  });

  it('answers 405 for verbs the API does not have', async () => {
    const record = await firstRecord('carousel');
    expect((await call('PATCH', `/api/carousel/${record._id}`, { token, json: {} })).status).toBe(405);
  });
});
