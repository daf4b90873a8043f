/**
 * Phone notices end to end, against a push service of the test's own (an http server on
 * 127.0.0.1, which only the emulator accepts as an endpoint): a browser's subscription made here
 * (an ECDH P-256 key pair and a 16-byte auth secret, as a browser makes them) is registered
 * through the API, a circular's notice is pushed (pushNotice, as the fan-out calls it), and the
 * test receives the POST, checks its VAPID signature against the school's public key, DECRYPTS
 * the aes128gcm payload (RFC 8291 and RFC 8188, written here with node:crypto) and reads the
 * title and the link. Then the push service answers 410 and the subscription is gone.
 */
import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { PUSH_SUBSCRIBERS_COLLECTION, type NoticeDoc } from '../../functions/src/model/subscriptions';
import { pushNotice } from '../../functions/src/subscriptions/push-send';
import { pushSubscriberId } from '../../functions/src/subscriptions/push-subscribers';
import { SITE } from './site';
import { PLATFORM } from './platform';

const { db } = emulatorDeps('sanjose');

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The test's push service: keeps every POST, answers `status`. */
let pushService: Server;
let serviceUrl = '';
const received: Received[] = [];
let status = 201;

/** A browser's side of a subscription: its key pair and auth secret, and the JSON it would send. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${serviceUrl}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/** RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm), one record: the plaintext. */
function decrypt(body: Buffer, browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID header (RFC 8292) verified with the school's public key: its JWT's claims. */
function verifiedVapid(authorization: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  expect(match, 'a VAPID Authorization header').not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(valid, 'the JWT is signed with the school key').toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const post = (path: string, json: unknown) =>
  fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });

const NOTICE: NoticeDoc & { id: string } = {
  id: 'noticias--prueba-push--1',
  coleccion: 'noticias',
  registro: 'prueba-push',
  tema: 'circulares',
  titulo: 'Circular 12: salida pedagógica al museo',
  resumen:
    'Los estudiantes de sexto visitarán el museo el viernes. Lea la circular completa para conocer el horario, el costo y la autorización que deben firmar los padres de familia antes del miércoles.',
  fecha: '2026-12-07',
  enlace: `${SITE}/noticias/circular-12-salida-pedagogica`,
  pdf: null,
  enterado: false,
  version: 1,
  estado: 'pendiente',
  creadoEl: '2026-12-06T15:00:00.000Z',
  encolados: 0,
  push: 0,
  recordatorioEl: null,
  sedes: ['Principal'],
  grados: [],
};

const made: string[] = [];

beforeAll(async () => {
  // As the function runs in the emulator: loopback push services are allowed there only.
  process.env.FUNCTIONS_EMULATOR = 'true';
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  await Promise.all(made.map((id) => db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).delete()));
});

describe('phone notices (Web Push)', () => {
  it('hands out one public key per school, the same every time', async () => {
    const first = await fetch(`${SITE}/api/suscripciones/push/clave`);
    expect(first.status).toBe(200);
    const { clave } = (await first.json()) as { clave: string };
    expect(Buffer.from(clave, 'base64url')).toHaveLength(65);
    const again = (await (await fetch(`${SITE}/api/suscripciones/push/clave`)).json()) as { clave: string };
    expect(again.clave).toBe(clave);
    const other = await fetch(`${PLATFORM}/lasacacias/api/suscripciones/push/clave`);
    expect(((await other.json()) as { clave: string }).clave).not.toBe(clave);
  });

  it('refuses an endpoint of no push service, bad keys and unknown fields, and stores nothing', async () => {
    const browser = browserSubscription('/refused');
    const cases = [
      {
        subscription: { ...browser.json, endpoint: 'https://attacker.example/collect' },
        temas: ['circulares'],
      },
      { subscription: { ...browser.json, endpoint: 'http://169.254.169.254/latest' }, temas: ['circulares'] },
      {
        subscription: { ...browser.json, keys: { ...browser.json.keys, auth: 'AAAA' } },
        temas: ['circulares'],
      },
      { subscription: browser.json, temas: [] },
      { subscription: browser.json, temas: ['circulares'], sedes: ['Sede que no existe'] },
      { subscription: browser.json, temas: ['circulares'], email: 'x@example.com' },
    ];
    for (const body of cases) {
      const res = await post('/api/suscripciones/push', body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[a-záéíóú]{4,}/);
    }
    const stored = await db
      .collection(PUSH_SUBSCRIBERS_COLLECTION)
      .doc(pushSubscriberId(browser.json.endpoint))
      .get();
    expect(stored.exists).toBe(false);
  });

  it('registers a subscription, pushes a circular it can decrypt, and forgets it on a 410', async () => {
    const browser = browserSubscription(`/push/${randomBytes(6).toString('hex')}`);
    const id = pushSubscriberId(browser.json.endpoint);
    made.push(id);
    // First for events only, then again for circulars: one document, the second choice.
    expect(
      (await post('/api/suscripciones/push', { subscription: browser.json, temas: ['eventos'] })).status,
    ).toBe(201);
    const res = await post('/api/suscripciones/push', {
      subscription: browser.json,
      temas: ['circulares', 'noticias'],
    });
    expect(res.status).toBe(201);
    const stored = await db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).get();
    expect(stored.data()).toMatchObject({
      endpoint: browser.json.endpoint,
      temas: ['circulares', 'noticias'],
      sedes: [],
    });

    // Two phones that must not get it: another topic, and another sede (written as the route would).
    const others = [browserSubscription('/push/eventos'), browserSubscription('/push/rural')];
    for (const [i, other] of others.entries()) {
      const otherId = pushSubscriberId(other.json.endpoint);
      made.push(otherId);
      await db
        .collection(PUSH_SUBSCRIBERS_COLLECTION)
        .doc(otherId)
        .set({
          endpoint: other.json.endpoint,
          keys: other.json.keys,
          temas: i === 0 ? ['eventos'] : ['circulares'],
          sedes: i === 0 ? [] : ['Rural'],
          grados: [],
          creadaEl: new Date().toISOString(),
        });
    }

    received.length = 0;
    status = 201;
    expect(await pushNotice(db, NOTICE)).toEqual({ sent: 1, removed: 0 });
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.path).toBe(new URL(browser.json.endpoint).pathname);
    expect(push!.headers).toMatchObject({ ttl: '86400', urgency: 'normal', 'content-encoding': 'aes128gcm' });
    const { clave } = (await (await fetch(`${SITE}/api/suscripciones/push/clave`)).json()) as {
      clave: string;
    };
    const claims = verifiedVapid(push!.headers.authorization, clave);
    expect(claims.aud).toBe(serviceUrl);
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    const payload = JSON.parse(decrypt(push!.body, browser)) as { title: string; body: string; url: string };
    expect(payload.title).toBe(NOTICE.titulo);
    expect(payload.url).toBe(NOTICE.enlace);
    expect(payload.body.length).toBeLessThanOrEqual(160);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(NOTICE.resumen.startsWith(payload.body.slice(0, -1))).toBe(true);

    // The phone is gone: its push service says so, and its subscription is deleted.
    status = 410;
    expect(await pushNotice(db, NOTICE)).toEqual({ sent: 0, removed: 1 });
    expect((await db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).get()).exists).toBe(false);
    status = 201;
  });

  it('removes a subscription on request, and answers the same when there is none', async () => {
    const browser = browserSubscription(`/push/${randomBytes(6).toString('hex')}`);
    const id = pushSubscriberId(browser.json.endpoint);
    made.push(id);
    expect(
      (await post('/api/suscripciones/push', { subscription: browser.json, temas: ['noticias'] })).status,
    ).toBe(201);
    expect((await db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).get()).exists).toBe(true);
    const gone = await post('/api/suscripciones/push/baja', { endpoint: browser.json.endpoint });
    expect(gone.status).toBe(200);
    expect((await db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).get()).exists).toBe(false);
    const again = await post('/api/suscripciones/push/baja', { endpoint: browser.json.endpoint });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await gone.json());
    expect((await post('/api/suscripciones/push/baja', { endpoint: 1 })).status).toBe(400);
  });

  it('serves the service worker and each school its manifest, at its base', async () => {
    const worker = await fetch(`${SITE}/avisos-sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await worker.text();
    expect(script).toContain("addEventListener('push'");
    expect(script).toContain("addEventListener('notificationclick'");

    const own = await fetch(`${SITE}/manifest.webmanifest`);
    expect(own.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await own.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(String(manifest.name)).toMatch(/San José/);

    const acacias = (await (await fetch(`${PLATFORM}/lasacacias/manifest.webmanifest`)).json()) as Record<
      string,
      unknown
    >;
    expect(acacias).toMatchObject({ start_url: '/lasacacias/', scope: '/lasacacias/' });
    expect(String(acacias.name)).toMatch(/Acacias/);
    const worker2 = await fetch(`${PLATFORM}/lasacacias/avisos-sw.js`);
    expect(worker2.status).toBe(200);
  });
});
