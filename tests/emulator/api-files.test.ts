/**
 * Uploads, creates with files, deletes, and /media: type from the bytes, size and exact
 * dimensions per collection (spec §5), nothing stored on a refusal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  isStoredName,
  makeStoredName,
  richTextFrom,
  variantName,
  variantNamesOf,
  variantSizes,
} from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { makeIllustration } from '../../scripts/seed/illustration';
import * as fx from './fixtures';
import { call, formOf, SITE } from './site';
import { adminToken, storedState } from './state';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type Upload = {
  files: Record<string, string>;
  names: Record<string, string>;
  error: string;
  message: string;
};

/**
 * A stored file as an administrator reads it: a file no live record shows (an upload not saved
 * yet) is not public, only its uploader's side sees it.
 */
const adminMedia = (name: string) =>
  fetch(`${SITE}/media/${name}`, { headers: { Authorization: `Bearer ${token}` } });

const upload = (collection: string, files: Record<string, [Buffer, string]>) =>
  call<Upload>('POST', '/api/upload', { token, form: formOf({ collection }, files) });

describe('POST /api/upload', () => {
  it.each([
    ['carousel', 1280, 471],
    ['docentes', 1040, 1040],
    ['horizonte', 1600, 1066],
    ['rendicioncuentas', 1920, 650],
    ['convocatorias', 1920, 650],
  ])('stores a %s image of exactly %ix%i and answers its stored name', async (collection, w, h) => {
    const res = await upload(collection, { image: [await fx.jpeg(w, h), 'foto del colegio.jpg'] });
    expect(res.status).toBe(200);
    expect(isStoredName(res.body.files.image!)).toBe(true);
    expect(res.body.names.image).toBe('foto del colegio.jpg');
    const media = await adminMedia(res.body.files.image!);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
  });

  it('accepts PNG and WebP too, stored with the right extension', async () => {
    const p = await upload('carousel', { image: [await fx.png(1280, 471), 'a.png'] });
    const w = await upload('carousel', { image: [await fx.webp(1280, 471), 'a.webp'] });
    expect(p.body.files.image).toMatch(/\.png$/);
    expect(w.body.files.image).toMatch(/\.webp$/);
  });

  it.each([
    ['carousel', 1280, 470, 'La imagen debe tener una resolución de 1280x471px'],
    ['directivos', 1000, 1000, 'La imagen debe tener una resolución de 1040x1040px'],
    ['horizonte', 1920, 650, 'La imagen debe tener una resolución de 1600x1066px'],
    ['manualconvivencia', 1280, 471, 'La imagen debe tener una resolución de 1920x650px'],
    ['convocatorias', 1, 1, 'La imagen debe tener una resolución de 1920x650px'],
  ])(
    'refuses a %s image of %ix%i with the spec message, storing nothing',
    async (collection, w, h, message) => {
      const before = await storedState();
      const res = await upload(collection, { image: [await fx.jpeg(w, h), 'x.jpg'] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await storedState()).toEqual(before);
    },
  );

  it('refuses files over the limit with 413 and the spec message', async () => {
    const big = await upload('carousel', { image: [await fx.largeJpeg(1280, 471, 1_048_576), 'grande.jpg'] });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('El archivo excede el límite: 1MB');
    const bigPdf = await upload('manualconvivencia', { pdfone: [fx.largePdf(6_291_456), 'grande.pdf'] });
    expect(bigPdf.status).toBe(413);
    expect(bigPdf.body.message).toBe('El archivo excede el límite: 6MB');
  });

  it('reads the type from the bytes: HTML or SVG named .png, HTML or ZIP named .pdf are refused', async () => {
    const before = await storedState();
    const cases: Array<[string, Buffer, string, string]> = [
      ['image', fx.html, 'foto.png', 'El archivo debe ser una imagen JPEG, PNG o WebP.'],
      ['image', fx.svg, 'foto.png', 'El archivo debe ser una imagen JPEG, PNG o WebP.'],
      ['pdfone', fx.html, 'acta.pdf', 'El archivo debe ser un documento PDF.'],
      ['pdfone', fx.zip, 'acta.pdf', 'El archivo debe ser un documento PDF.'],
      ['image', fx.pdf(), 'foto.jpg', 'El archivo debe ser una imagen JPEG, PNG o WebP.'],
      ['pdfone', await fx.jpeg(10, 10), 'acta.pdf', 'El archivo debe ser un documento PDF.'],
    ];
    for (const [field, bytes, name, message] of cases) {
      const res = await upload('convocatorias', { [field]: [bytes, name] });
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await storedState()).toEqual(before);
  });

  it('measures a PNG that claims 100000x100000 px without decoding it', async () => {
    const res = await upload('carousel', { image: [fx.pngBomb(), 'bomba.png'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('La imagen debe tener una resolución de 1280x471px');
  });

  it('stores a PDF and several files at once', async () => {
    const res = await upload('rendicioncuentas', {
      image: [await fx.jpeg(1920, 650), 'banner.jpg'],
      pdfone: [fx.pdf('Informe'), 'informe de gestión.pdf'],
      pdftwo: [fx.pdf('Presupuesto'), 'presupuesto.pdf'],
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.files).sort()).toEqual(['image', 'pdfone', 'pdftwo']);
    expect(res.body.names.pdfone).toBe('informe de gestión.pdf');
  });

  it('answers 400 for a missing or unknown collection, unknown file fields, text parts and no files', async () => {
    const image: [Buffer, string] = [await fx.jpeg(1280, 471), 'a.jpg'];
    const noCollection = await call<Upload>('POST', '/api/upload', { token, form: formOf({}, { image }) });
    expect(noCollection.body.message).toBe(
      'Indique la colección a la que pertenecen los archivos (campo «collection»).',
    );
    const unknown = await upload('usuarios', { image });
    expect(unknown.status).toBe(400);
    const notAFileField = await upload('carousel', { title: image });
    expect(notAFileField.body.message).toBe('«title» no es un campo de archivo de carousel.');
    const textPart = await call<Upload>('POST', '/api/upload', {
      token,
      form: formOf({ collection: 'carousel', image: 'x' }),
    });
    expect(textPart.status).toBe(400);
    const none = await upload('carousel', {});
    expect(none.body.message).toBe('No se recibió ningún archivo.');
    const viaQuery = await call<Upload>('POST', '/api/upload?collection=carousel', {
      token,
      form: formOf({}, { image }),
    });
    expect(viaQuery.status).toBe(200);
  });

  it('answers 400 for two files in one field and for multipart without a boundary', async () => {
    const form = formOf({ collection: 'carousel' });
    const bytes = new Uint8Array(await fx.jpeg(1280, 471));
    form.append('image', new Blob([bytes]), 'a.jpg');
    form.append('image', new Blob([bytes]), 'b.jpg');
    const twice = await call<Upload>('POST', '/api/upload', { token, form });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('El campo «image» se envió más de una vez.');
    const noBoundary = await call<Upload>('POST', '/api/upload', {
      token,
      body: 'x',
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
  });
});

describe('POST /api/{collection} (create)', () => {
  it('creates a slide with its image and answers 201 with the stored record', async () => {
    const res = await call<Record<string, string>>('POST', '/api/carousel', {
      token,
      form: formOf(
        { title: 'Nueva diapositiva', stringone: 'Leyenda' },
        { image: [await fx.jpeg(1280, 471), 'slide.jpg'] },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Nueva diapositiva', stringone: 'Leyenda' });
    expect(isStoredName(res.body.image!)).toBe(true);
    const listed = await call<Array<{ _id: string }>>('GET', '/api/carousel');
    expect(listed.body.at(-1)!._id).toBe(res.body._id);
    const del = await call('DELETE', `/api/carousel/${res.body._id}`, { token });
    expect(del.status).toBe(204);
    expect((await call('GET', `/api/carousel/${res.body._id}`)).status).toBe(404);
  });

  it('creates a staff card and a convocatoria with PDFs, filling the display names', async () => {
    const staff = await call<Record<string, string>>('POST', '/api/docentes', {
      token,
      form: formOf(
        {
          title: 'Lucía',
          titleone: 'Marín Soto',
          stringone: 'Docente de inglés',
          stringfive: 'mailto:lmarin@colegio.edu.co',
        },
        { image: [await fx.jpeg(1040, 1040), 'lucia.jpg'] },
      ),
    });
    expect(staff.status).toBe(201);
    expect(staff.body.stringtwo).toBe('');
    const call2 = await call<Record<string, string>>('POST', '/api/convocatorias', {
      token,
      form: formOf(
        {
          title: 'Convocatoria de prueba',
          string: JSON.stringify(richTextFrom('Intro')),
          titleone: 'Pliego',
          stringone: 'Texto',
        },
        { image: [await fx.jpeg(1920, 650), 'banner.jpg'], pdfone: [fx.pdf(), 'pliego de condiciones.pdf'] },
      ),
    });
    expect(call2.status).toBe(201);
    expect(call2.body).toMatchObject({
      pdfoneName: 'pliego de condiciones.pdf',
      imageName: 'banner.jpg',
      pdftwo: '',
    });
  });

  it('refuses a create with a bad file and leaves no record and no file behind', async () => {
    const before = await storedState();
    const wrongSize = await call<Upload>('POST', '/api/carousel', {
      token,
      form: formOf({ title: 'Mala', stringone: '' }, { image: [await fx.jpeg(800, 600), 'mala.jpg'] }),
    });
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.message).toBe('La imagen debe tener una resolución de 1280x471px');
    const disguised = await call<Upload>('POST', '/api/carousel', {
      token,
      form: formOf({ title: 'Mala' }, { image: [fx.html, 'mala.png'] }),
    });
    expect(disguised.status).toBe(400);
    // A good file but a bad text field: the file must not stay behind either.
    const badText = await call<Upload>('POST', '/api/convocatorias', {
      token,
      form: formOf({ title: '' }, { image: [await fx.jpeg(1920, 650), 'ok.jpg'] }),
    });
    expect(badText.status).toBe(400);
    expect(badText.body.message).toBe('El campo «Título» es obligatorio.');
    const missingImage = await call<Upload>('POST', '/api/carousel', {
      token,
      form: formOf({ title: 'Sin imagen' }),
    });
    expect(missingImage.body.message).toBe('El campo «Imagen (1280x471 px)» es obligatorio.');
    const fileInText = await call<Upload>('POST', '/api/docentes', {
      token,
      form: formOf({ title: 'x' }, { stringone: [await fx.jpeg(10, 10), 'x.jpg'] }),
    });
    expect(fileInText.status).toBe(400);
    expect(await storedState()).toEqual(before);
  });

  it.each(['resenahistorica', 'horizonte', 'manualconvivencia'])('answers 405 for %s', async (name) => {
    const res = await call<Upload>('POST', `/api/${name}`, { token, form: formOf({ title: 'x' }) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});

describe('GET /media/{name}', () => {
  it('serves a file in use with nosniff, an ETag, a day of cache, 304 on revalidation', async () => {
    const [first] = (await call<Array<{ image: string }>>('GET', '/api/docentes')).body;
    const res = await fetch(`${SITE}/media/${first!.image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Bounded, so a takedown reaches the CDN and browsers within a day (docs/api.md).
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${SITE}/media/${first!.image}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers Range requests for PDFs', async () => {
    const [record] = (await call<Array<{ pdfone: string }>>('GET', '/api/manualconvivencia')).body;
    const whole = new Uint8Array(await (await fetch(`${SITE}/media/${record!.pdfone}`)).arrayBuffer());
    const res = await fetch(`${SITE}/media/${record!.pdfone}`, { headers: { Range: 'bytes=0-4' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-range')).toBe(`bytes 0-4/${whole.length}`);
    expect(await res.text()).toBe('%PDF-');
    const beyond = await fetch(`${SITE}/media/${record!.pdfone}`, {
      headers: { Range: `bytes=${whole.length + 10}-` },
    });
    expect(beyond.status).toBe(416);
  });

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fsecret.jpg',
    '..%5C..%5Cwindows.jpg',
    'mwr4uwn1-4c83ee0bde9471f48bff.jpg%00.html',
    'index.html',
    'MWR4UWN1-4C83EE0BDE9471F48BFF.JPG',
    'mwr4uwn1-0000000000000000000a.jpg',
  ])('answers 404, never a file, for %s', async (name) => {
    const res = await fetch(`${SITE}/media/${name}`);
    expect(res.status).toBe(404);
    // Hosting itself refuses encoded slashes (HTML 404); the function refuses the rest (JSON 404).
    expect(res.headers.get('content-type')).toMatch(/json|html/);
    expect(res.headers.get('content-type')).not.toMatch(/image|pdf/);
  });
});

describe('responsive variants', () => {
  const sharpOf = async (res: Response) => {
    const sharp = (await import('sharp')).default;
    const bytes = Buffer.from(await res.arrayBuffer());
    return { bytes, meta: await sharp(bytes).metadata() };
  };

  it('stores a WebP at each width below its own and at its own, served by /media', async () => {
    const res = await upload('rendicioncuentas', { image: [await fx.jpeg(1920, 650), 'banner.jpg'] });
    const name = res.body.files.image!;
    for (const [size, w] of [
      [480, 480],
      [960, 960],
      [1600, 1600],
      ['full', 1920],
    ] as const) {
      const variant = await adminMedia(variantName(name, size));
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe('image/webp');
      const { meta } = await sharpOf(variant);
      expect([meta.format, meta.width]).toEqual(['webp', w]);
    }
    // Never upscaled: a 1040 px photo's 1600 px name is answered with the original itself.
    const photo = await upload('docentes', { image: [await fx.jpeg(1040, 1040), 'p.jpg'] });
    const big = await adminMedia(variantName(photo.body.files.image!, 1600));
    expect(big.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharpOf(big)).meta.width).toBe(1040);
  });

  it('keeps an AVIF where it is smaller than the WebP; otherwise the AVIF name serves that WebP', async () => {
    // A seeded-style slide (gradients, shapes, text): AVIF beats WebP at its full width.
    const slide = await makeIllustration(1280, 471, 'Bienvenidos', 0, 'banner');
    const res = await upload('carousel', { image: [slide, 'slide.jpg'] });
    expect(res.status).toBe(200);
    const name = res.body.files.image!;
    const stored = (await storedState()).files;
    let avifs = 0;
    for (const { size, width } of variantSizes(1280)) {
      const webp = await adminMedia(variantName(name, size, 'webp'));
      const avif = await adminMedia(variantName(name, size, 'avif'));
      for (const r of [webp, avif]) {
        expect(r.status).toBe(200);
        // Not saved into a record yet: the administrator's read, never cached.
        expect(r.headers.get('cache-control')).toBe('private, no-store');
        expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      }
      const w = await sharpOf(webp);
      const a = await sharpOf(avif);
      expect(a.meta.width).toBe(width);
      // The Content-Type always says what the bytes are (sharp reads AVIF as heif).
      if (stored.includes(`media/${variantName(name, size, 'avif')}`)) {
        avifs++;
        expect(avif.headers.get('content-type')).toBe('image/avif');
        expect(a.meta.format).toBe('heif');
        expect(a.bytes.length).toBeLessThan(w.bytes.length);
      } else {
        expect(avif.headers.get('content-type')).toBe('image/webp');
        expect(a.bytes.equals(w.bytes)).toBe(true);
      }
    }
    expect(stored).toContain(`media/${variantName(name, 'full', 'avif')}`);
    expect(avifs).toBeGreaterThan(0);
    // Everything stored for this upload is the original or one of its listed variants.
    const mine = stored.filter((f) => f.startsWith(`media/${name.replace(/\.jpg$/, '')}`));
    expect(mine.every((f) => f === `media/${name}` || variantNamesOf(name).includes(f.slice(6)))).toBe(true);
  });

  it('names on each variant its original and what it was uploaded for, which /media reads alone', async () => {
    const res = await upload('rendicioncuentas', { image: [await fx.jpeg(1920, 650), 'banner.jpg'] });
    const name = res.body.files.image!;
    const { bucket } = emulatorDeps();
    const [files] = await bucket.getFiles({ prefix: `media/${name.replace(/\.jpg$/, '')}-w` });
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const [meta] = await file.getMetadata();
      expect([file.name, meta.metadata]).toEqual([
        file.name,
        { variantOf: name, collection: 'rendicioncuentas', field: 'image' },
      ]);
    }
    // So a variant is answered from its own metadata: with the original gone from Storage (its
    // record never saved), the administrator still reads it, and a visitor gets the 404.
    await bucket.file(`media/${name}`).delete();
    const variant = variantName(name, 960);
    expect((await adminMedia(variant)).status).toBe(200);
    expect((await fetch(`${SITE}/media/${variant}`)).status).toBe(404);
  });

  it('answers every variant name of an upload stored before the full-width and AVIF variants', async () => {
    // As the upload stored images until now: the original and WebPs below its width only.
    const { bucket } = emulatorDeps();
    const name = makeStoredName('jpg', randomBytes(10).toString('hex'));
    const original = await makeIllustration(1280, 471, 'Antes', 1, 'banner');
    const sharp = (await import('sharp')).default;
    const save = (n: string, bytes: Buffer, contentType: string) =>
      bucket.file(`media/${n}`).save(bytes, { resumable: false, metadata: { contentType } });
    await save(name, original, 'image/jpeg');
    for (const w of [480, 960] as const) {
      await save(
        variantName(name, w),
        await sharp(original).resize({ width: w }).webp().toBuffer(),
        'image/webp',
      );
    }
    const expected: Record<string, [string, number]> = {
      [variantName(name, 480, 'avif')]: ['image/webp', 480],
      [variantName(name, 960)]: ['image/webp', 960],
      [variantName(name, 'full', 'avif')]: ['image/jpeg', 1280],
      [variantName(name, 'full')]: ['image/jpeg', 1280],
    };
    for (const [variant, [type, width]] of Object.entries(expected)) {
      const res = await adminMedia(variant);
      expect([variant, res.status, res.headers.get('content-type')]).toEqual([variant, 200, type]);
      expect((await sharpOf(res)).meta.width).toBe(width);
    }
    // A variant of an original that does not exist stays a 404.
    const missing = makeStoredName('jpg', randomBytes(10).toString('hex'));
    expect((await adminMedia(variantName(missing, 'full', 'avif'))).status).toBe(404);
  });
});
