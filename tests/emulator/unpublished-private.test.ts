/**
 * What is not published stays private: a file is public exactly while a record a visitor can see
 * right now shows it (a draft's, a scheduled item's, a deleted album's photo: 404 from the first
 * request after the write, never a public cache header); a takedown is not undone by a draft;
 * the preview's credential is the server's own, HttpOnly, revoked at sign-out, expired after its
 * time; and the function's direct URL carries the same hardening headers as Hosting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { jpeg, pdf } from './fixtures';
import { call, formOf, SITE } from './site';
import { staffFixture, type Rec } from './staff-fixture';

const PASSWORD = 'Clave-Privados-2026';
const WORD = `zp${Date.now()}`;
const PUBLIC = 'public, max-age=86400, s-maxage=86400';
const PRIVATE = 'private, no-store';

const fixture = staffFixture(PASSWORD);
const { create } = fixture;
const who = {} as Record<'editor' | 'ana', { uid: string; token: string }>;

async function upload(
  token: string,
  collection: string,
  field: string,
  file: [Buffer, string],
): Promise<string> {
  const res = await call<{ files: Record<string, string> }>('POST', '/api/upload', {
    token,
    form: formOf({ collection }, { [field]: file }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.files[field]!;
}

/** An anonymous read of a stored file, as a visitor (and the CDN in front of the site) makes it. */
async function visitor(name: string) {
  const res = await fetch(`${SITE}/media/${name}`);
  await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get('cache-control') };
}

const variant = (name: string) => name.replace(/\.[a-z]+$/, '-wfull.webp');

const album = (title: string, photos: string[], extra: Record<string, unknown> = {}) => ({
  title,
  date: '2026-03-20',
  photos: photos.map((image, i) => ({ image, alt: `Foto ${i + 1} de ${title}` })),
  consent: true,
  ...extra,
});

const news = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  kind: 'circular',
  summary: `Resumen de ${title}.`,
  body: richTextFrom(`Texto de ${title}.`),
  publishAt: new Date(Date.now() - 60_000).toISOString(),
  ...extra,
});

beforeAll(async () => {
  await fixture.start();
  who.editor = await fixture.account('editor', 'editora-privados');
  who.ana = await fixture.account('colaborador', 'ana-privados');
});
afterAll(() => fixture.finish());

describe('a taken-down photo', () => {
  it('is 404 from the first request after the delete, and no later request gets a public cache header', async () => {
    const photo = await upload(who.editor.token, 'galerias', 'photos', [await jpeg(1200, 800), 'p.jpg']);
    const live = await create(
      who.editor.token,
      'galerias',
      album(`Retirado ${WORD}`, [photo], { estado: 'publicado' }),
    );
    expect(await visitor(photo)).toEqual({ status: 200, cache: PUBLIC });
    expect(await visitor(variant(photo))).toEqual({ status: 200, cache: PUBLIC });
    expect((await call('DELETE', `/api/galerias/${live._id}`, { token: who.editor.token })).status).toBe(204);
    for (let i = 0; i < 5; i++) {
      expect(await visitor(photo), `request ${i} after the delete`).toEqual({ status: 404, cache: PRIVATE });
      expect(await visitor(variant(photo)), `variant, request ${i}`).toEqual({ status: 404, cache: PRIVATE });
    }
    // Staff still read it (the Papelera, the history), never cached.
    const staff = await fetch(`${SITE}/media/${photo}`, {
      headers: { Authorization: `Bearer ${who.editor.token}` },
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe(PRIVATE);
  });

  it("stays down when a colaborador saves a draft naming it, and only an editor's publish shows it again", async () => {
    const photo = await upload(who.editor.token, 'galerias', 'photos', [await jpeg(1200, 800), 'p.jpg']);
    const live = await create(
      who.editor.token,
      'galerias',
      album(`Bajado ${WORD}`, [photo], { estado: 'publicado' }),
    );
    expect((await visitor(photo)).status).toBe(200);
    expect((await call('DELETE', `/api/galerias/${live._id}`, { token: who.editor.token })).status).toBe(204);
    const draft = await create(who.ana.token, 'galerias', album(`Borrador ${WORD}`, [photo]));
    expect(draft.estado).toBe('borrador');
    expect(await visitor(photo)).toEqual({ status: 404, cache: PRIVATE });
    expect(await visitor(variant(photo))).toEqual({ status: 404, cache: PRIVATE });
    // Sent to review: still the colaborador's proposal, still private.
    expect((await call('POST', `/api/galerias/${draft._id}/revision`, { token: who.ana.token })).status).toBe(
      200,
    );
    expect((await visitor(photo)).status).toBe(404);
    // The colaborador sees its own draft's photo with its token.
    const own = await fetch(`${SITE}/media/${photo}`, {
      headers: { Authorization: `Bearer ${who.ana.token}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe(PRIVATE);
    // An editor who publishes it decides: public again from the next request.
    expect(
      (await call('POST', `/api/galerias/${draft._id}/publicar`, { token: who.editor.token })).status,
    ).toBe(200);
    expect(await visitor(photo)).toEqual({ status: 200, cache: PUBLIC });
  });
});

describe("a draft's and a scheduled item's files", () => {
  it("a draft's PDF is 404 to visitors, public once an editor publishes, 404 again once unpublished", async () => {
    const file = await upload(who.ana.token, 'noticias', 'attachment', [
      pdf(`Circular ${WORD}`),
      'circular.pdf',
    ]);
    expect((await visitor(file)).status).toBe(404);
    const draft = await create(
      who.ana.token,
      'noticias',
      news(`Circular ${WORD}`, { attachment: file, attachmentName: 'Circular.pdf' }),
    );
    expect(await visitor(file)).toEqual({ status: 404, cache: PRIVATE });
    const mine = await fetch(`${SITE}/media/${file}`, {
      headers: { Authorization: `Bearer ${who.ana.token}` },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe(PRIVATE);
    const published = await call<Rec>('POST', `/api/noticias/${draft._id}/publicar`, {
      token: who.editor.token,
    });
    expect(published.status).toBe(200);
    expect(await visitor(file)).toEqual({ status: 200, cache: PUBLIC });
    const unpublished = await call<Rec>('PUT', `/api/noticias/${draft._id}`, {
      token: who.editor.token,
      json: { ...published.body, estado: 'borrador' },
    });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect(await visitor(file)).toEqual({ status: 404, cache: PRIVATE });
  });

  it("a scheduled item's attachment is 404 before its time and public from it; withdrawn, 404 again", async () => {
    const { db } = emulatorDeps();
    const file = await upload(who.editor.token, 'noticias', 'attachment', [
      pdf(`Programada ${WORD}`),
      'p.pdf',
    ]);
    const day = 86_400_000;
    await create(
      who.editor.token,
      'noticias',
      news(`Programada ${WORD}`, {
        estado: 'publicado',
        attachment: file,
        attachmentName: 'Programada.pdf',
        publishAt: new Date(Date.now() + day).toISOString(),
        unpublishAt: new Date(Date.now() + 3 * day).toISOString(),
      }),
    );
    expect(await visitor(file)).toEqual({ status: 404, cache: PRIVATE });
    await db.doc('_test/clock').set({ offsetMs: day + 60_000 });
    expect(await visitor(file)).toEqual({ status: 200, cache: PUBLIC });
    await db.doc('_test/clock').set({ offsetMs: 3 * day + 60_000 });
    expect(await visitor(file)).toEqual({ status: 404, cache: PRIVATE });
    await db.doc('_test/clock').delete();
  });
});

describe("the preview's credential", () => {
  /** The cookie a Set-Cookie header sets: its value and attributes. */
  function cookieOf(res: Response) {
    const header = res.headers.get('set-cookie') ?? '';
    const [pair, ...attributes] = header.split(';').map((s) => s.trim());
    const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
    return { name, value, attributes: attributes.map((a) => a.toLowerCase()) };
  }
  const start = (token: string) =>
    fetch(`${SITE}/vista-previa/sesion`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  const open = (path: string, credential: string) =>
    fetch(`${SITE}${path}`, { headers: { Cookie: `__session=${credential}` } });

  it('is minted by the server for staff, HttpOnly and SameSite=Strict on the preview path; it shows the draft and its files', async () => {
    const photo = await upload(who.ana.token, 'noticias', 'image', [await jpeg(1200, 630), 'n.jpg']);
    const draft = await create(
      who.ana.token,
      'noticias',
      news(`Vista ${WORD}`, { image: photo, imageAlt: 'Foto' }),
    );
    const res = await start(who.ana.token);
    expect(res.status).toBe(204);
    const cookie = cookieOf(res);
    expect(cookie.name).toBe('__session');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Not the ID token: the credential is the server's own.
    expect(cookie.value).not.toBe(who.ana.token);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['path=/vista-previa', 'httponly', 'samesite=strict']),
    );
    expect(cookie.attributes.find((a) => a.startsWith('max-age='))).toMatch(/^max-age=(\d+)$/);
    const page = await open(`/vista-previa/noticias/${draft._id}`, cookie.value);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Vista ${WORD}`);
    // The draft's picture is not public: the page names it under the preview's path, which serves it.
    expect(html).not.toMatch(new RegExp(`["\\s,]/media/${photo.replace(/\.[a-z]+$/, '')}`));
    expect(html).toContain(`/vista-previa/media/${photo.replace(/\.[a-z]+$/, '')}`);
    expect((await visitor(photo)).status).toBe(404);
    const media = await open(`/vista-previa/media/${photo}`, cookie.value);
    expect(media.status).toBe(200);
    expect(media.headers.get('cache-control')).toBe(PRIVATE);
    expect((await fetch(`${SITE}/vista-previa/media/${photo}`)).status).toBe(404);
    // A visitor, an account without a role, or no token at all is given no credential.
    expect((await fetch(`${SITE}/vista-previa/sesion`, { method: 'POST' })).status).toBe(401);
  });

  it('is revoked at sign-out: the cookie is cleared and the old value opens nothing', async () => {
    const draft = await create(who.ana.token, 'noticias', news(`Salida ${WORD}`));
    const path = `/vista-previa/noticias/${draft._id}`;
    const { value } = cookieOf(await start(who.ana.token));
    expect((await open(path, value)).status).toBe(200);
    const out = await fetch(`${SITE}/vista-previa/sesion`, {
      method: 'DELETE',
      headers: { Cookie: `__session=${value}` },
    });
    expect(out.status).toBe(204);
    const cleared = cookieOf(out);
    expect(cleared.name).toBe('__session');
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(
      expect.arrayContaining(['max-age=0', 'path=/vista-previa', 'httponly']),
    );
    const after = await open(path, value);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain(`Salida ${WORD}`);
    expect((await open(`/vista-previa/media/x.jpg`, value)).status).toBe(404);
  });

  it('expires after its time, and an ID token in the cookie opens nothing', async () => {
    const draft = await create(who.ana.token, 'noticias', news(`Caduca ${WORD}`));
    const path = `/vista-previa/noticias/${draft._id}`;
    const { value } = cookieOf(await start(who.ana.token));
    expect((await open(path, value)).status).toBe(200);
    await emulatorDeps()
      .db.doc('_test/clock')
      .set({ offsetMs: 31 * 60_000 });
    expect((await open(path, value)).status).toBe(404);
    await emulatorDeps().db.doc('_test/clock').delete();
    expect((await open(path, value)).status).toBe(200);
    // What the admin used to put there: the ID token itself.
    expect((await open(path, who.ana.token)).status).toBe(404);
  });
});

describe("the function's direct URL", () => {
  const direct = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? `127.0.0.1:${5001 + Number(process.env.EMULATOR_PORT_OFFSET ?? 0)}`}/demo-school/us-east1/api`;

  // No X-Powered-By from the function itself: functions/src/http/security-headers.test.ts. Here the
  // emulator's own hub, an Express in front of the function, adds one (production's functions
  // framework disables it).
  it.each(['/docentes', '/api/docentes', '/media/no-existe.jpg', '/no-existe'])(
    '%s carries the hardening headers',
    async (path) => {
      const res = await fetch(`${direct}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // The function's policy, or on a page Astro's (the same directives, scripts by their hashes).
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/^default-src 'self';/);
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    },
  );
});
