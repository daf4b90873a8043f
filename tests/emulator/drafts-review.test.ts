/**
 * Drafts, review and preview (decision 0021): what a colaborador may do (its own drafts
 * of the four publishing collections, never publishing; every other request a 403 in Spanish with
 * nothing changed), the review flow (send → pending → returned with a note / published), a draft on
 * no public surface (API, pages, RSS, sitemap, iCal, search, the notice bar), and the preview
 * address: the real public page with a band for its staff, the site's 404 for anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFrom, slugify } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { call, formOf, rootOf, SITE } from './site';
import { staffFixture, type Rec } from './staff-fixture';
import { firstRecord } from './state';
import { claimsOf, forgeToken } from './tokens';
import { jpeg } from './fixtures';

const PASSWORD = 'Clave-Borradores-2026';
/** A word no other record has (digits: no stemming), to find these records on every surface. */
const WORD = `zb${Date.now()}`;
const fixture = staffFixture(PASSWORD);
const { create } = fixture;
const who = {} as Record<'editor' | 'ana' | 'beto', { uid: string; token: string }>;

const news = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  kind: 'noticia',
  summary: `Resumen de ${title}.`,
  body: richTextFrom(`Texto de ${title}.`),
  publishAt: new Date(Date.now() - 60_000).toISOString(),
  ...extra,
});

/** The record as stored (the Admin SDK: what an API answer cannot hide). */
const stored = async (collection: string, id: string) =>
  (await emulatorDeps().db.collection(collection).doc(id).get()).data();
const count = async (collection: string) =>
  (await emulatorDeps().db.collection(collection).count().get()).data().count;

beforeAll(async () => {
  await fixture.start();
  who.editor = await fixture.account('editor', 'editora');
  who.ana = await fixture.account('colaborador', 'ana');
  who.beto = await fixture.account('colaborador', 'beto');
});
afterAll(() => fixture.finish());

describe('a colaborador', () => {
  it('creates its own draft (a draft whatever it omits), edits it, uploads for it; reads only its own records', async () => {
    const draft = await create(who.ana.token, 'noticias', news(`Propuesta ${WORD}`));
    expect(draft.estado).toBe('borrador');
    expect(draft.createdBy).toMatchObject({ uid: who.ana.uid });
    // The record sent back whole saves; who created it and a review's note are the server's to write.
    const forged = {
      ...draft,
      title: `Propuesta ${WORD} corregida`,
      createdBy: { uid: who.beto.uid, email: 'otro@x.co' },
      reviewNote: 'Aprobado',
    };
    const saved = await call<Rec>('PUT', `/api/noticias/${draft._id}`, {
      token: who.ana.token,
      json: forged,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.title).toBe(`Propuesta ${WORD} corregida`);
    expect((await stored('noticias', draft._id))!.createdBy).toMatchObject({ uid: who.ana.uid });
    expect((await stored('noticias', draft._id))!.reviewNote).toBeUndefined();
    const upload = await call<{ files: Record<string, string> }>('POST', '/api/upload', {
      token: who.ana.token,
      form: formOf({ collection: 'galerias' }, { photos: [await jpeg(1200, 800), 'foto.jpg'] }),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const mine = await call<Rec[]>('GET', '/api/noticias', { token: who.ana.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.body.map((r) => r._id)).toEqual([draft._id]);
    // Another colaborador's list holds none of it, and reading it by id is a visitor's read: 404.
    const others = await call<Rec[]>('GET', '/api/noticias', { token: who.beto.token });
    expect(others.body.map((r) => r._id)).not.toContain(draft._id);
    expect((await call('GET', `/api/noticias/${draft._id}`, { token: who.beto.token })).status).toBe(404);
  });

  it("may not publish, touch another person's draft or a published record, delete, nor write another collection: 403 in Spanish, nothing changed", async () => {
    const own = await create(who.ana.token, 'eventos', {
      title: `Feria ${WORD}`,
      start: '2030-05-01T14:00:00.000Z',
      end: '2030-05-01T16:00:00.000Z',
    });
    const published = await firstRecord('noticias');
    const docente = await firstRecord('docentes');
    const sitio = await firstRecord('sitio');
    const before = {
      own: await stored('eventos', own._id),
      published: await stored('noticias', published._id),
      docente: await stored('docentes', docente._id),
      sitio: await stored('sitio', sitio._id),
      noticias: await count('noticias'),
      docentes: await count('docentes'),
    };
    const refusals: Array<[string, string, { token: string; json?: unknown; form?: FormData }, RegExp]> = [
      [
        'POST',
        '/api/noticias',
        { token: who.ana.token, json: news(`Directa ${WORD}`, { estado: 'publicado' }) },
        /no permite publicar/,
      ],
      [
        'POST',
        '/api/noticias',
        { token: who.ana.token, json: news(`Vacía ${WORD}`, { estado: '' }) },
        /no permite publicar/,
      ],
      [
        'PUT',
        `/api/eventos/${own._id}`,
        { token: who.ana.token, json: { estado: 'publicado' } },
        /no permite publicar/,
      ],
      ['POST', `/api/eventos/${own._id}/publicar`, { token: who.ana.token }, /no permite publicar/],
      [
        'POST',
        `/api/eventos/${own._id}/devolver`,
        { token: who.ana.token, json: { nota: 'Nada' } },
        /no permite publicar/,
      ],
      [
        'PUT',
        `/api/eventos/${own._id}`,
        { token: who.beto.token, json: { title: 'De otro' } },
        /sus propios borradores/,
      ],
      ['POST', `/api/eventos/${own._id}/revision`, { token: who.beto.token }, /sus propios borradores/],
      [
        'PUT',
        `/api/noticias/${published._id}`,
        { token: who.ana.token, json: { title: 'Cambio', estado: 'borrador' } },
        /sus propios borradores/,
      ],
      ['DELETE', `/api/eventos/${own._id}`, { token: who.ana.token }, /Colaborador/],
      ['POST', '/api/docentes', { token: who.ana.token, json: { title: 'Nuevo' } }, /Colaborador/],
      [
        'PUT',
        `/api/docentes/${docente._id}`,
        { token: who.ana.token, json: { title: 'Cambio' } },
        /Colaborador/,
      ],
      ['PUT', `/api/sitio/${sitio._id}`, { token: who.ana.token, json: { title: 'Cambio' } }, /Colaborador/],
      [
        'POST',
        '/api/upload',
        {
          token: who.ana.token,
          form: formOf({ collection: 'docentes' }, { image: [await jpeg(600, 600), 'a.jpg'] }),
        },
        /Colaborador/,
      ],
      ['GET', '/api/pendientes', { token: who.ana.token }, /Colaborador/],
      ['GET', '/api/trash', { token: who.ana.token }, /Colaborador/],
      ['GET', '/api/pqrsd', { token: who.ana.token }, /Colaborador/],
      ['GET', '/api/admins', { token: who.ana.token }, /Colaborador/],
      ['GET', '/api/backup', { token: who.ana.token }, /Colaborador/],
    ];
    for (const [method, path, options, message] of refusals) {
      const res = await call<{ message?: string }>(method, path, options);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.message, `${method} ${path}`).toMatch(message);
      expect(res.body.message).toMatch(/^Su rol \(Colaborador\)/);
    }
    expect(await stored('eventos', own._id)).toEqual(before.own);
    expect(await stored('noticias', published._id)).toEqual(before.published);
    expect(await stored('docentes', docente._id)).toEqual(before.docente);
    expect(await stored('sitio', sitio._id)).toEqual(before.sitio);
    expect(await count('noticias')).toBe(before.noticias);
    expect(await count('docentes')).toBe(before.docentes);
  });
});

describe('the review flow', () => {
  it('send → pending for editors → returned with a note its author reads → sent again → published and public', async () => {
    const draft = await create(who.ana.token, 'noticias', news(`Revisión ${WORD}`));
    const sent = await call<Rec>('POST', `/api/noticias/${draft._id}/revision`, { token: who.ana.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.estado).toBe('revision');

    type Section = { collection: string; rows: Array<{ _id: string; title: string }> };
    const pending = await call<Section[]>('GET', '/api/pendientes', { token: who.editor.token });
    expect(pending.status).toBe(200);
    expect(pending.headers.get('cache-control')).toBe('private, no-store');
    expect(pending.body.find((s) => s.collection === 'noticias')?.rows).toContainEqual(
      expect.objectContaining({ _id: draft._id, title: `Revisión ${WORD}` }),
    );
    // Still not public while in review.
    expect((await call('GET', `/api/noticias/${draft._id}`)).status).toBe(404);

    const noNote = await call<{ message: string }>('POST', `/api/noticias/${draft._id}/devolver`, {
      token: who.editor.token,
      json: { nota: '  ' },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toMatch(/nota/);
    const returned = await call<Rec>('POST', `/api/noticias/${draft._id}/devolver`, {
      token: who.editor.token,
      json: { nota: 'Agregue la fecha de la reunión.' },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.estado).toBe('borrador');
    const seen = await call<Rec>('GET', `/api/noticias/${draft._id}`, { token: who.ana.token });
    expect(seen.body.reviewNote).toBe('Agregue la fecha de la reunión.');
    const afterReturn = await call<Section[]>('GET', '/api/pendientes', { token: who.editor.token });
    expect(afterReturn.body.flatMap((s) => s.rows.map((r) => r._id))).not.toContain(draft._id);

    expect((await call('POST', `/api/noticias/${draft._id}/revision`, { token: who.ana.token })).status).toBe(
      200,
    );
    const published = await call<Rec>('POST', `/api/noticias/${draft._id}/publicar`, {
      token: who.editor.token,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.estado).toBe('publicado');
    const visitor = await call<Rec>('GET', `/api/noticias/${draft._id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).not.toHaveProperty('createdBy');
    expect(visitor.body).not.toHaveProperty('reviewNote');
    // Published, it is no longer its author's to change, nor to send back to review.
    expect(
      (await call('PUT', `/api/noticias/${draft._id}`, { token: who.ana.token, json: { title: 'Otra' } }))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', `/api/noticias/${draft._id}/revision`, { token: who.editor.token })).status,
    ).toBe(409);
  });
});

describe('a draft on no public surface', () => {
  it('is absent from the API, its page, the list page, RSS, the sitemap, iCal, search and the notice bar; published, it appears', async () => {
    const { db } = emulatorDeps();
    const draft = await create(
      who.editor.token,
      'noticias',
      news(`Borrador ${WORD}`, { estado: 'borrador' }),
    );
    const event = await create(who.editor.token, 'eventos', {
      title: `Jornada ${WORD}`,
      start: '2030-06-01T14:00:00.000Z',
      end: '2030-06-01T16:00:00.000Z',
      estado: 'revision',
    });
    const notice = await create(who.editor.token, 'avisos', {
      text: `Aviso ${WORD}`,
      level: 'info',
      from: new Date(Date.now() - 60_000).toISOString(),
      until: new Date(Date.now() + 86_400_000).toISOString(),
      estado: 'borrador',
    });
    // The search index is rebuilt when a minute old: the emulator-only clock moves past that.
    await db.doc('_test/clock').set({ offsetMs: 2 * 60_000 });
    const surfaces = async () => {
      const text = async (path: string) => (await fetch(`${SITE}${path}`)).text();
      return {
        api:
          JSON.stringify((await call('GET', '/api/noticias')).body) +
          JSON.stringify((await call('GET', '/api/eventos')).body) +
          JSON.stringify((await call('GET', '/api/avisos')).body),
        one: (await call('GET', `/api/noticias/${draft._id}`)).status,
        page: (await fetch(`${SITE}/noticias/${draft.slug}`)).status,
        lists: (await text('/noticias')) + (await text('/eventos')) + (await text('/')),
        feeds:
          (await text('/noticias/rss.xml')) +
          (await text('/noticias/sitemap.xml')) +
          (await text('/eventos.ics')),
        search: JSON.stringify((await call('GET', `/api/buscar?q=${WORD}`)).body),
      };
    };
    const hidden = await surfaces();
    expect(hidden.one).toBe(404);
    expect(hidden.page).toBe(404);
    for (const key of ['api', 'lists', 'feeds', 'search'] as const) {
      for (const title of [`Borrador ${WORD}`, `Jornada ${WORD}`, `Aviso ${WORD}`])
        expect(hidden[key], `${key}: ${title}`).not.toContain(title);
    }
    // Published (by the same save an editor makes), the same surfaces show them.
    for (const [collection, id] of [
      ['noticias', draft._id],
      ['eventos', event._id],
      ['avisos', notice._id],
    ]) {
      expect(
        (await call('POST', `/api/${collection}/${id}/publicar`, { token: who.editor.token })).status,
      ).toBe(200);
    }
    await db.doc('_test/clock').set({ offsetMs: 4 * 60_000 });
    const shown = await surfaces();
    expect(shown.one).toBe(200);
    expect(shown.page).toBe(200);
    expect(shown.api).toContain(`Borrador ${WORD}`);
    expect(shown.lists).toContain(`Aviso ${WORD}`);
    expect(shown.lists).toContain(`Jornada ${WORD}`);
    expect(shown.feeds).toContain(`Borrador ${WORD}`);
    expect(shown.feeds).toContain(`Jornada ${WORD}`);
    expect(shown.search).toContain(WORD);
  });
});

describe('the preview address', () => {
  /**
   * The preview as a browser opens it: the credential the server mints for the token, in the
   * cookie. A token the server refuses gets none, and the cookie then holds the token itself.
   */
  const preview = async (path: string, token?: string) => {
    let cookie = token;
    if (token) {
      const session = await fetch(`${SITE}/vista-previa/sesion`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      if (session.status === 204)
        cookie = /__session=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')![1];
    }
    return fetch(`${SITE}${path}`, {
      headers: cookie ? { Cookie: `__session=${cookie}` } : {},
      redirect: 'manual',
    });
  };

  it('shows staff the real public page with a band, never cached nor indexed; its author too; 404 to anyone else', async () => {
    const draft = await create(who.ana.token, 'noticias', news(`Vista ${WORD}`));
    const path = `/vista-previa/noticias/${draft._id}`;
    for (const token of [who.editor.token, who.ana.token, fixture.admin()]) {
      const res = await preview(path, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      const html = await res.text();
      expect(html).toMatch(/class="preview-band"[^>]*>Vista previa: «Vista [^»]+» \(Borrador\)/);
      // The article's own render: its title and text in the page's root, its own <title>.
      expect(rootOf(html)).toContain(`Vista ${WORD}`);
      expect(rootOf(html)).toContain(`Texto de Vista ${WORD}.`);
      expect(html).toMatch(new RegExp(`<title>Vista ${WORD}`));
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    }
    const otherProject = forgeToken({
      ...claimsOf(who.editor.token),
      aud: 'otro-colegio',
      iss: 'https://securetoken.google.com/otro-colegio',
    });
    const refused: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['another project', otherProject],
      ['garbage', 'abc.def.ghi'],
      ['another colaborador', who.beto.token],
    ];
    for (const [what, token] of refused) {
      const res = await preview(path, token);
      expect(res.status, what).toBe(404);
      expect(res.headers.get('cache-control'), what).toBe('private, no-store');
      const html = await res.text();
      expect(html, what).not.toContain(`Vista ${WORD}`);
      expect(rootOf(html), what).toMatch(/no existe|no encontr/i);
    }
    // A scheduled item (published, starting tomorrow): the public address says 404, the preview shows it.
    const scheduled = await create(
      who.editor.token,
      'noticias',
      news(`Programada ${WORD}`, { publishAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect((await fetch(`${SITE}/noticias/${scheduled.slug}`)).status).toBe(404);
    const shown = await preview(`/vista-previa/noticias/${scheduled._id}`, who.editor.token);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toMatch(/Vista previa: «Programada [^»]+» \(Programada\)/);
    // A notice's preview is a page with it in the notice bar; an event's, the calendar with it.
    const notice = await create(who.ana.token, 'avisos', {
      text: `Aviso previo ${WORD}`,
      level: 'urgente',
      from: new Date().toISOString(),
      until: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const noticeHtml = await (await preview(`/vista-previa/avisos/${notice._id}`, who.ana.token)).text();
    expect(rootOf(noticeHtml)).toContain(`Aviso previo ${WORD}`);
    const event = await create(who.ana.token, 'eventos', {
      title: `Jornada previa ${WORD}`,
      start: '2030-07-01T14:00:00.000Z',
      end: '2030-07-01T16:00:00.000Z',
    });
    const eventHtml = await (await preview(`/vista-previa/eventos/${event._id}`, who.ana.token)).text();
    expect(rootOf(eventHtml)).toContain(`Jornada previa ${WORD}`);
    expect(eventHtml).toMatch(/Vista previa: «Jornada previa [^»]+» \(Borrador\)/);
    // Deleted: 404, even to the editor.
    expect((await call('DELETE', `/api/noticias/${draft._id}`, { token: who.editor.token })).status).toBe(
      204,
    );
    expect((await preview(path, who.editor.token)).status).toBe(404);
  });
});

describe('addresses made from titles (slugs)', () => {
  const DAY = 86_400_000;
  const page = async (slug: string) => {
    const res = await fetch(`${SITE}/noticias/${slug}`);
    return { status: res.status, root: rootOf(await res.text()) };
  };

  it("never reveal an unpublished record: a draft titled like another's scheduled item or draft gets the plain address; public, each has its own", async () => {
    const { db } = emulatorDeps();
    const title = `Jornada deportiva ${WORD}`;
    const base = slugify(title);
    const scheduled = await create(
      who.editor.token,
      'noticias',
      news(title, {
        publishAt: new Date(Date.now() + 2 * DAY).toISOString(),
        body: richTextFrom(`Texto programado ${WORD}.`),
      }),
    );
    expect(scheduled.slug).toBe(base);
    // A colaborador's draft of the same title: nothing in its address says the scheduled item exists.
    const draft = await create(
      who.ana.token,
      'noticias',
      news(title, { body: richTextFrom(`Texto propuesto ${WORD}.`) }),
    );
    expect(draft.slug).toBe(base);
    expect((await call<Rec>('GET', `/api/noticias/${draft._id}`, { token: who.ana.token })).body.slug).toBe(
      base,
    );
    // Nor does another colaborador's draft say that hers exists; her own second one is told apart.
    expect((await create(who.beto.token, 'noticias', news(title))).slug).toBe(base);
    expect((await create(who.ana.token, 'noticias', news(title))).slug).toBe(`${base}-2`);

    // Published now, her item goes public first and keeps the plain address; the scheduled item,
    // which nobody outside the staff has seen, takes the next one.
    expect((await call('POST', `/api/noticias/${draft._id}/revision`, { token: who.ana.token })).status).toBe(
      200,
    );
    const published = await call<Rec>('POST', `/api/noticias/${draft._id}/publicar`, {
      token: who.editor.token,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.slug).toBe(base);
    expect((await stored('noticias', scheduled._id))!.slug).toBe(`${base}-2`);
    const now = await page(base);
    expect(now.status).toBe(200);
    expect(now.root).toContain(`Texto propuesto ${WORD}.`);
    expect((await page(`${base}-2`)).status).toBe(404);

    try {
      // Past the scheduled item's start, both are public: two addresses, each opening its own item.
      await db.doc('_test/clock').set({ offsetMs: 3 * DAY });
      const [first, second] = [await page(base), await page(`${base}-2`)];
      expect(first.status).toBe(200);
      expect(first.root).toContain(`Texto propuesto ${WORD}.`);
      expect(first.root).not.toContain(`Texto programado ${WORD}.`);
      expect(second.status).toBe(200);
      expect(second.root).toContain(`Texto programado ${WORD}.`);
      expect(second.root).not.toContain(`Texto propuesto ${WORD}.`);
      // Public, an address stays: a retitled item keeps it, and a new draft of the title steps past both.
      const retitled = await call<Rec>('PUT', `/api/noticias/${scheduled._id}`, {
        token: who.editor.token,
        json: { title: `${title} (actualizada)` },
      });
      expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
      expect(retitled.body.slug).toBe(`${base}-2`);
      expect((await create(who.beto.token, 'noticias', news(title))).slug).toBe(`${base}-3`);
    } finally {
      await db.doc('_test/clock').delete();
    }
  });
});
