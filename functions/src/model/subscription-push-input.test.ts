import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPushSubscription, checkPushUnsubscribe, isPushEndpoint } from './subscription-push-input';

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const NONE = { sedes: [], grados: [] };
const FCM = 'https://fcm.googleapis.com/fcm/send/dXNlcg:APA91bH-abc_123';
const body = (over: Record<string, unknown> = {}, sub: Record<string, unknown> = {}) => ({
  subscription: { endpoint: FCM, expirationTime: null, keys: keys(), ...sub },
  temas: ['circulares'],
  ...over,
});

describe('isPushEndpoint', () => {
  it.each([
    FCM,
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGuQyavXutnMH_3Thk2y',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
  ])('takes the push service %s', (endpoint) => {
    expect(isPushEndpoint(endpoint, false)).toBe(true);
  });

  it.each([
    ['http, not https', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another host', 'https://example.com/push'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['a suffix without its dot', 'https://evilpush.services.mozilla.com/x'],
    ['a user name', 'https://user:pw@fcm.googleapis.com/fcm/send/x'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['an internal address', 'https://169.254.169.254/computeMetadata/v1/'],
    ['loopback outside the emulator', 'http://127.0.0.1:9999/push'],
    ['not an address', 'fcm.googleapis.com/fcm/send/x'],
    ['too long', `${FCM}${'a'.repeat(1100)}`],
  ])('refuses %s', (_what, endpoint) => {
    expect(isPushEndpoint(endpoint, false)).toBe(false);
  });

  it('takes a loopback address in the emulator only, over http', () => {
    expect(isPushEndpoint('http://127.0.0.1:9999/push/1', true)).toBe(true);
    expect(isPushEndpoint('http://localhost:9999/push/1', true)).toBe(true);
    expect(isPushEndpoint('http://10.0.0.1:9999/push/1', true)).toBe(false);
    expect(isPushEndpoint('http://127.0.0.1.nip.io:9999/push/1', true)).toBe(false);
  });
});

describe('checkPushSubscription', () => {
  it('takes a browser subscription and returns what is stored, without repeats', () => {
    const checked = checkPushSubscription(
      body({ temas: ['circulares', 'eventos', 'circulares'], sedes: ['Principal', ' Principal '] }),
      { sedes: ['Principal', 'Rural'], grados: [] },
      false,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.input).toMatchObject({
      endpoint: FCM,
      temas: ['circulares', 'eventos'],
      sedes: ['Principal'],
      grados: [],
    });
    expect(Object.keys(checked.input).sort()).toEqual(['endpoint', 'grados', 'keys', 'sedes', 'temas']);
  });

  it('takes keys with base64 padding, and stores them without it', () => {
    const k = keys();
    const checked = checkPushSubscription(
      body({}, { keys: { p256dh: `${k.p256dh}=`, auth: `${k.auth}==` } }),
      NONE,
      false,
    );
    expect(checked.ok && checked.input.keys).toEqual(k);
  });

  it.each([
    ['an endpoint of no push service', body({}, { endpoint: 'https://attacker.example/collect' })],
    ['a loopback endpoint outside the emulator', body({}, { endpoint: 'http://127.0.0.1:8080/x' })],
    ['a public key of the wrong size', body({}, { keys: { ...keys(), p256dh: 'BAAA' } })],
    ['a compressed public key', body({}, { keys: { ...keys(), p256dh: `A${keys().p256dh.slice(1)}` } })],
    [
      'an auth secret of the wrong size',
      body({}, { keys: { ...keys(), auth: randomBytes(12).toString('base64url') } }),
    ],
    ['a key that is not base64url', body({}, { keys: { ...keys(), auth: 'not base64 at all!!!!!' } })],
    ['no keys', body({}, { keys: undefined })],
    ['an unknown field in the subscription', body({}, { extra: 1 })],
    ['an unknown field', body({ email: 'x@example.com' })],
    ['no topics', body({ temas: [] })],
    ['an unknown topic', body({ temas: ['deportes'] })],
    ['a sede the school does not offer', body({ sedes: ['Otra'] })],
    ['a grade when the school offers none', body({ grados: ['Sexto'] })],
    ['a list of sedes that is not one', body({ sedes: 'Principal' })],
    ['not an object', 'subscription'],
    ['null', null],
  ])('refuses %s with a Spanish message', (_what, value) => {
    const checked = checkPushSubscription(value, { sedes: ['Principal'], grados: [] }, false);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(/[a-záéíóúñ]{3,}/);
  });

  it('takes the loopback endpoint in the emulator', () => {
    expect(checkPushSubscription(body({}, { endpoint: 'http://127.0.0.1:9999/p/1' }), NONE, true).ok).toBe(
      true,
    );
  });
});

describe('checkPushUnsubscribe', () => {
  it('takes an endpoint, and nothing else', () => {
    expect(checkPushUnsubscribe({ endpoint: FCM })).toEqual({ ok: true, input: { endpoint: FCM } });
    expect(checkPushUnsubscribe({ endpoint: FCM, temas: [] }).ok).toBe(false);
    expect(checkPushUnsubscribe({}).ok).toBe(false);
    expect(checkPushUnsubscribe({ endpoint: 'x'.repeat(2000) }).ok).toBe(false);
  });
});
