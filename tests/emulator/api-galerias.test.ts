/**
 * Photo albums through the one write path: each photo goes up on its own through
 * POST /api/upload (collection galerias, field photos) under the gallery rule (a size range), the
 * album is saved as JSON with the photos' stored names and their alt texts, the server makes the
 * slug and checks the cover, and every refused save is a Spanish 400 that stores nothing. The
 * sweep keeps an album's photos while a live album, a kept version or the Papelera names them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { makeStoredName } from '../../functions/src/model';
import * as fx from './fixtures';
import { call, formOf, SITE } from './site';
import { adminToken, storedState } from './state';

type Album = {
  _id: string;
  updatedAt: string;
  title: string;
  slug: string;
  cover: string;
  photos: Array<{ image: string; alt: string }>;
};
type Answer = Album & { error: string; message: string };

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const exists = async (name: string) => (await emulatorDeps().bucket.file(`media/${name}`).exists())[0];

async function uploadTo(collection: string, field: string, bytes: Buffer, name = 'foto.jpg') {
  return call<{ files: Record<string, string>; message: string }>('POST', '/api/upload', {
    token,
    form: formOf({ collection }, { [field]: [bytes, name] }),
  });
}

async function photo(w = 1600, h = 1200): Promise<string> {
  const res = await uploadTo('galerias', 'photos', await fx.jpeg(w, h));
  expect(res.status).toBe(200);
  return res.body.files.photos!;
}

const create = (json: Record<string, unknown>) => call<Answer>('POST', '/api/galerias', { token, json });
const album = (photos: string[], over: Record<string, unknown> = {}) => ({
  title: 'Feria de la ciencia',
  date: '2026-03-20',
  photos: photos.map((image, i) => ({ image, alt: `Estudiantes en la feria, foto ${i + 1}` })),
  consent: true,
  ...over,
});

describe('gallery photos go up through POST /api/upload under a size range', () => {
  it('accepts any shape within the range and refuses too large, too small and a PDF in Spanish', async () => {
    expect(await exists(await photo(1200, 1600))).toBe(true);
    const before = await storedState();
    for (const [bytes, message] of [
      [await fx.jpeg(4032, 3024), 'como máximo 2048 px en su lado más largo'],
      [await fx.jpeg(300, 200), 'al menos 320 px por lado'],
      [fx.pdf(), 'El archivo debe ser una imagen JPEG, PNG o WebP.'],
    ] as const) {
      const res = await uploadTo('galerias', 'photos', bytes);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await storedState()).toEqual(before);
  });
});

describe('an album is saved with its photos, a server-made slug and a checked cover', () => {
  it('creates, makes a unique stable slug, defaults the cover and keeps the order', async () => {
    const photos = [await photo(), await photo(1200, 1600), await photo()];
    const first = await create(album(photos, { slug: 'otra-cosa' }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      slug: 'feria-de-la-ciencia',
      cover: photos[0],
      photos: album(photos).photos,
    });
    const second = await create(album([await photo()]));
    expect(second.body.slug).toBe('feria-de-la-ciencia-2');
    // Reordered, retitled, another cover: the slug stays, so shared links keep working.
    const reordered = [photos[2]!, photos[0]!, photos[1]!];
    const edited = await call<Answer>('PUT', `/api/galerias/${first.body._id}`, {
      token,
      json: {
        ...album(reordered),
        title: 'Feria de la ciencia y la tecnología',
        cover: photos[1],
        slug: 'x',
        updatedAt: first.body.updatedAt,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      slug: 'feria-de-la-ciencia',
      cover: photos[1],
      photos: album(reordered).photos,
    });
  });

  it('refuses, in Spanish and storing nothing: a missing alt text, an unknown or foreign file, 201 photos, a PDF, no consent, a foreign cover', async () => {
    const own = [await photo(), await photo()];
    const foreign = (await uploadTo('docentes', 'image', await fx.jpeg(1040, 1040))).body.files.image!;
    const pdf = (await uploadTo('convocatorias', 'pdfone', fx.pdf(), 'doc.pdf')).body.files.pdfone!;
    const unknown = makeStoredName('jpg', 'f'.repeat(20));
    const many = Array.from({ length: 201 }, (_, i) =>
      makeStoredName('jpg', i.toString(16).padStart(20, 'a')),
    );
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      [
        'missing alt',
        album(own, {
          photos: [
            { image: own[0], alt: 'Foto' },
            { image: own[1], alt: ' ' },
          ],
        }),
        /tiene 1 foto sin texto alternativo/,
      ],
      ['unknown file', album([own[0]!, unknown]), /La foto 2 del campo «Fotos» no existe en el servidor/],
      ['foreign file', album([foreign]), /La foto 1 del campo «Fotos» se subió para otro campo/],
      ['201 photos', album(many), /admite como máximo 200 fotos/],
      ['a PDF', album([own[0]!, pdf]), /La foto 2 del campo «Fotos» debe ser una imagen subida/],
      ['no consent', album(own, { consent: false }), /^Para guardar debe confirmar: «Confirmo/],
      ['consent missing', { ...album(own), consent: undefined }, /^Para guardar debe confirmar/],
      [
        'foreign cover',
        album(own, { cover: foreign }),
        /«Foto de portada» debe ser una de las fotos del álbum/,
      ],
      ['no photos', album([]), /necesita al menos 1 foto/],
    ];
    const before = await storedState();
    for (const [what, json, message] of cases) {
      const res = await create(json);
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toMatch(message);
    }
    expect(await storedState()).toEqual(before);
  });
});

describe('/media and album photos (takedown, albums)', () => {
  it("serves the public a live album's photos at once, never an unsaved upload, and stops once the album is deleted", async () => {
    const media = (name: string) => fetch(`${SITE}/media/${name}`).then((r) => r.status);
    const [shown, loose] = [await photo(), await photo()];
    expect(await media(shown)).toBe(404);
    const created = await create(album([shown], { title: 'Álbum para /media' }));
    expect(created.status).toBe(201);
    expect(await media(shown)).toBe(200);
    expect(await media(loose)).toBe(404);
    expect((await call('DELETE', `/api/galerias/${created.body._id}`, { token })).status).toBe(204);
    // Within the 5 s an instance trusts its copy of the albums' photo names (data/live-references.ts).
    await expect.poll(() => media(shown), { timeout: 15_000, interval: 500 }).toBe(404);
  });
});

describe('the sweep keeps an album photo while anything names it', () => {
  it('live album, kept version and Papelera keep their photos; an abandoned upload goes', async () => {
    const { db } = emulatorDeps();
    const live = await photo();
    const replaced = await photo();
    const trashed = await photo();
    const abandoned = await photo();
    const keep = await create(album([replaced, live]));
    expect(keep.status).toBe(201);
    // The replaced photo leaves the album: only the kept version names it now.
    expect(
      (
        await call('PUT', `/api/galerias/${keep.body._id}`, {
          token,
          json: { photos: [{ image: live, alt: 'Foto que queda' }], updatedAt: keep.body.updatedAt },
        })
      ).status,
    ).toBe(200);
    const gone = await create(album([trashed], { title: 'Álbum eliminado' }));
    expect((await call('DELETE', `/api/galerias/${gone.body._id}`, { token })).status).toBe(204);

    // A run at +2 h marks what nobody names; one at +27 h (the grace period is 24 h) removes it.
    const runAt = async (offsetMs: number) => {
      await db.doc('_test/clock').set({ offsetMs });
      const before = Number((await db.doc('_maintenance/sweep').get()).get('runs') ?? 0);
      await expect
        .poll(
          async () => {
            // A title, not the description: that is formatted text now, a plain string is refused.
            await call('PUT', `/api/galerias/${keep.body._id}`, {
              token,
              json: { title: `Álbum actualizado ${offsetMs}` },
            });
            return Number((await db.doc('_maintenance/sweep').get()).get('runs') ?? 0);
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(before);
    };
    try {
      await runAt(2 * 3600_000);
      await runAt(27 * 3600_000);
      await expect.poll(() => exists(abandoned)).toBe(false);
      for (const name of [live, replaced, trashed]) expect(await exists(name), name).toBe(true);
    } finally {
      await db.doc('_test/clock').delete();
    }
  });
});
