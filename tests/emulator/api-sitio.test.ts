/**
 * The school's settings (`sitio`): one record, read by every public page, edited like any other
 * collection; each formatted value is checked by the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './site';
import { adminToken, firstRecord, storedState } from './state';
import { getCollection } from '../../functions/src/model';

/** A message names a field by its label only, never by its key. */
const named = (key: string, rest: string) =>
  new RegExp(`«${getCollection('sitio').fields[key]!.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}» ${rest}`);

let token: string;
let original: Record<string, unknown> & { _id: string; updatedAt: string };
beforeAll(async () => {
  token = await adminToken();
  original = await firstRecord('sitio');
});
afterAll(async () => {
  const values = Object.fromEntries(
    Object.entries(original).filter(([key]) => !['_id', 'createdAt', 'updatedAt'].includes(key)),
  );
  await call('PUT', `/api/sitio/${original._id}`, { token, json: values });
});

type Answer = {
  error: string;
  message: string;
  _id: string;
  updatedAt: string;
  phoneOne: string;
  chatMessage: string;
};

describe('GET /api/sitio', () => {
  it('answers a one-record list with the seeded settings, cached like other public reads', async () => {
    const res = await call<Array<Record<string, unknown>>>('GET', '/api/sitio');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      title: 'Institución Educativa San José',
      phoneOne: '(604) 444 1234',
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=20, s-maxage=30');
  });

  // Where the contact mail goes and how long requests are kept are the function's, not
  // the pages': the public read leaves them out (both lists and the one record); staff reads keep them.
  it('answers visitors only what pages show, staff everything', async () => {
    const hidden = ['formRecipient', 'pqrsdRetentionYears'];
    const staff = await call<Array<Record<string, unknown>>>('GET', '/api/sitio', { token });
    expect(staff.body[0]).toMatchObject({ formRecipient: 'secretaria@iesanjose.edu.co' });
    for (const path of ['/api/sitio', `/api/sitio/${original._id}`]) {
      const res = await call<Record<string, unknown> | Array<Record<string, unknown>>>('GET', path);
      const record = Array.isArray(res.body) ? res.body[0]! : res.body;
      expect(record.title).toBe('Institución Educativa San José');
      for (const key of hidden) expect(record, `${path} ${key}`).not.toHaveProperty(key);
      expect(JSON.stringify(res.body)).not.toContain('secretaria@iesanjose.edu.co');
    }
  });
});

describe('PUT /api/sitio/{id}', () => {
  it('stores valid values of every format', async () => {
    const res = await call<Answer>('PUT', `/api/sitio/${original._id}`, {
      token,
      json: {
        phoneOne: '+57 (604) 555-0000',
        chatNumber: '+57 311 000 0000',
        chatMessage: 'Hola: ¿hay cupos para sexto?',
        email: 'rectoria@colegio.edu.co',
        communityVideo: 'https://youtu.be/aqz-KE-bpKQ',
        facebook: 'https://www.facebook.com/colegio',
        boletinAcademico: 'https://notas.colegio.edu.co',
        phoneTwo: '',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phoneOne: '+57 (604) 555-0000',
      chatMessage: 'Hola: ¿hay cupos para sexto?',
    });
  });

  it.each([
    [
      'an http link',
      { boletinAcademico: 'http://notas.colegio.edu.co' },
      /«Boletín académico \(enlace\)» debe ser un enlace seguro que empiece por https:\/\//,
    ],
    [
      'a synonym with nothing it means',
      { searchSynonyms: ['PEI = Proyecto Educativo Institucional', 'PEI'] },
      named('searchSynonyms', 'debe tener en cada elemento dos o más palabras o frases separadas por «=»'),
    ],
    [
      'a javascript: link',
      { tramitesMatricula: 'javascript:alert(1)' },
      named('tramitesMatricula', 'debe ser un enlace seguro'),
    ],
    [
      'a stream without https',
      { radioStream: 'ftp://radio.colegio.edu.co' },
      named('radioStream', 'debe ser un enlace seguro'),
    ],
    [
      'a phone with letters',
      { phoneOne: 'llamar al rector' },
      named('phoneOne', 'debe ser un número de teléfono que se pueda marcar'),
    ],
    ['a phone too short', { phoneTwo: '12 34' }, named('phoneTwo', 'debe ser un número de teléfono')],
    [
      'a chat number with letters',
      { chatNumber: 'wa.me/57300' },
      named('chatNumber', 'debe ser un número de teléfono'),
    ],
    ['an e-mail without domain', { email: 'rectoria@' }, named('email', 'debe ser un correo electrónico')],
    [
      'a video from another site',
      { communityVideo: 'https://vimeo.com/1234' },
      named('communityVideo', 'debe ser la dirección de un video de YouTube'),
    ],
    [
      'a Facebook page on another host',
      { facebookFeed: 'https://facebook.com.example.org/colegio' },
      named('facebookFeed', 'debe ser la dirección de una página de Facebook'),
    ],
    ['an emptied school name', { title: '' }, /«Nombre de la institución» es obligatorio/],
    ['a number for a text', { chatMessage: 5 }, named('chatMessage', 'debe ser un texto')],
    ['an unknown field', { telefono: '300' }, /Campo desconocido en sitio: «telefono»/],
  ])('answers 400 for %s, naming the field, and stores nothing', async (_case, json, message) => {
    const before = await storedState();
    const res = await call<Answer>('PUT', `/api/sitio/${original._id}`, { token, json });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await storedState()).toEqual(before);
  });

  it('is a write like any other: 401 without a token', async () => {
    const res = await call<Answer>('PUT', `/api/sitio/${original._id}`, { json: { phoneOne: '3001234567' } });
    expect(res.status).toBe(401);
  });
});

describe('no create or delete', () => {
  it('answers 405 to POST and DELETE', async () => {
    const before = await storedState();
    expect((await call('POST', '/api/sitio', { token, json: { title: 'Otro colegio' } })).status).toBe(405);
    expect((await call('DELETE', `/api/sitio/${original._id}`, { token })).status).toBe(405);
    expect(await storedState()).toEqual(before);
  });
});
