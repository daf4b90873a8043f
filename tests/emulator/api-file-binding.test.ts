/**
 * One write path: files go first through POST /api/upload, bound to a collection and
 * field; edits (PUT) and creates (JSON POST) then carry stored names. A save may only reference a
 * file uploaded for that collection and field, or keep the one the record already holds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { makeStoredName, variantName } from '../../functions/src/model';
import * as fx from './fixtures';
import { call, formOf } from './site';
import { adminToken, firstRecord, storedState } from './state';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type Row = Record<string, string> & { _id: string; updatedAt: string };
type Answer = Row & { error: string; message: string };

/** Uploads files for `collection` and answers field → stored name. */
async function upload(
  collection: string,
  files: Record<string, [Buffer, string]>,
): Promise<Record<string, string>> {
  const res = await call<{ files: Record<string, string> }>('POST', '/api/upload', {
    token,
    form: formOf({ collection }, files),
  });
  expect(res.status).toBe(200);
  return res.body.files;
}

const put = (collection: string, id: string, json: Record<string, unknown>) =>
  call<Answer>('PUT', `/api/${collection}/${id}`, { token, json });
const create = (collection: string, json: Record<string, unknown>) =>
  call<Answer>('POST', `/api/${collection}`, { token, json });

/** The save is refused with a 400 that names the field, and nothing stored changed. */
async function expectRefused(
  save: () => Promise<{ status: number; body: Answer }>,
  label: string,
  error: string,
) {
  const before = await storedState();
  const res = await save();
  expect(res.status).toBe(400);
  expect(res.body.error).toBe(error);
  expect(res.body.message).toContain(`«${label}»`);
  expect(await storedState()).toEqual(before);
}

const STAFF = ['directivos', 'administrativos', 'docentes'] as const;

describe('upload + JSON for every creatable collection', () => {
  it.each([['carousel', 1280, 471], ...STAFF.map((s) => [s, 1040, 1040] as const)] as const)(
    'creates a %s record with a JSON POST, then edits its image with a PUT',
    async (collection, w, h) => {
      const first = await upload(collection, { image: [await fx.jpeg(w, h), 'primera.jpg'] });
      const created = await create(collection, { title: 'Por JSON', image: first.image });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ title: 'Por JSON', image: first.image });
      const second = await upload(collection, { image: [await fx.png(w, h), 'segunda.png'] });
      const edited = await put(collection, created.body._id, {
        title: 'Editado',
        image: second.image,
        updatedAt: created.body.updatedAt,
      });
      expect(edited.status).toBe(200);
      expect((await call<Row>('GET', `/api/${collection}/${created.body._id}`)).body).toMatchObject({
        title: 'Editado',
        image: second.image,
      });
      expect((await call('DELETE', `/api/${collection}/${created.body._id}`, { token })).status).toBe(204);
    },
  );

  it('creates a convocatoria with an image and PDFs and fills the display names from the uploads', async () => {
    const files = await upload('convocatorias', {
      image: [await fx.jpeg(1920, 650), 'banner convocatoria.jpg'],
      pdfone: [fx.pdf(), 'estudios previos.pdf'],
    });
    const created = await create('convocatorias', {
      title: 'Convocatoria por JSON',
      titleone: 'Estudios',
      ...files,
      // A display name the client made up does not win over the uploaded file's own name.
      imageName: 'otro.jpg',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      image: files.image,
      imageName: 'banner convocatoria.jpg',
      pdfone: files.pdfone,
      pdfoneName: 'estudios previos.pdf',
      pdftwo: '',
    });
    const more = await upload('convocatorias', { pdftwo: [fx.pdf('Pliego'), 'pliego definitivo.pdf'] });
    const edited = await put('convocatorias', created.body._id, {
      ...created.body,
      titletwo: 'Pliego',
      pdftwo: more.pdftwo,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      pdftwo: more.pdftwo,
      pdftwoName: 'pliego definitivo.pdf',
      pdfoneName: 'estudios previos.pdf',
    });
  });

  it('binds every upload to its collection, field and rule in Storage metadata', async () => {
    const files = await upload('docentes', { image: [await fx.jpeg(1040, 1040), 'maestra.jpg'] });
    const [meta] = await emulatorDeps().bucket.file(`media/${files.image}`).getMetadata();
    expect(meta.metadata).toMatchObject({
      collection: 'docentes',
      field: 'image',
      rule: 'staff',
      originalName: 'maestra.jpg',
    });
    expect(String(meta.metadata?.uploader)).not.toBe('');
    expect(Number.isNaN(Date.parse(String(meta.metadata?.uploadedAt)))).toBe(false);
  });

  it("still creates through the spec's multipart POST, and binds its files the same way", async () => {
    const res = await call<Answer>('POST', '/api/docentes', {
      token,
      form: formOf({ title: 'Multipart' }, { image: [await fx.jpeg(1040, 1040), 'multi.jpg'] }),
    });
    expect(res.status).toBe(201);
    // Its photo is a docentes photo: kept on a re-save, refused in directivos.
    expect(
      (await put('docentes', res.body._id, { title: 'Multipart 2', image: res.body.image })).status,
    ).toBe(200);
    const directivo = await firstRecord('directivos');
    await expectRefused(
      () => put('directivos', directivo._id, { image: res.body.image }),
      'Foto (1040x1040 px)',
      'file-not-bound',
    );
  });
});

describe('refused file references', () => {
  it("refuses a staff photo uploaded for docentes as a directivo's photo (same rule, other collection)", async () => {
    const files = await upload('docentes', { image: [await fx.jpeg(1040, 1040), 'docente.jpg'] });
    const directivo = await firstRecord('directivos');
    await expectRefused(
      () => put('directivos', directivo._id, { image: files.image }),
      'Foto (1040x1040 px)',
      'file-not-bound',
    );
    await expectRefused(
      () => create('directivos', { title: 'Nuevo', image: files.image }),
      'Foto (1040x1040 px)',
      'file-not-bound',
    );
  });

  it('refuses a staff photo as a carousel slide', async () => {
    const files = await upload('docentes', { image: [await fx.jpeg(1040, 1040), 'docente.jpg'] });
    const slide = await firstRecord('carousel');
    await expectRefused(
      () => put('carousel', slide._id, { image: files.image }),
      'Imagen (1280x471 px)',
      'file-not-bound',
    );
    await expectRefused(
      () => create('carousel', { title: 'Nueva', image: files.image }),
      'Imagen (1280x471 px)',
      'file-not-bound',
    );
  });

  it('refuses a PDF uploaded for one section in another section (same rule, other field)', async () => {
    const files = await upload('convocatorias', { pdfone: [fx.pdf(), 'uno.pdf'] });
    const call1 = await firstRecord('convocatorias');
    await expectRefused(
      () => put('convocatorias', call1._id, { pdftwo: files.pdfone }),
      'PDF de la sección 2',
      'file-not-bound',
    );
  });

  it('refuses a banner uploaded for convocatorias on a single page (same rule and field name)', async () => {
    const files = await upload('convocatorias', { image: [await fx.jpeg(1920, 650), 'banner.jpg'] });
    const page = await firstRecord('rendicioncuentas');
    await expectRefused(
      () => put('rendicioncuentas', page._id, { image: files.image }),
      'Imagen de cabecera (1920x650 px)',
      'file-not-bound',
    );
  });

  it('refuses a stored name that does not exist', async () => {
    const slide = await firstRecord('carousel');
    const missing = makeStoredName('jpg', '0123456789abcdef0123');
    await expectRefused(
      () => put('carousel', slide._id, { image: missing }),
      'Imagen (1280x471 px)',
      'unknown-file',
    );
    await expectRefused(
      () => create('carousel', { title: 'x', image: missing }),
      'Imagen (1280x471 px)',
      'unknown-file',
    );
  });

  it('refuses a stored PDF in an image field, and a variant as a value', async () => {
    const { pdfone } = await upload('manualconvivencia', { pdfone: [fx.pdf(), 'manual.pdf'] });
    const slide = await firstRecord('carousel');
    await expectRefused(
      () => put('carousel', slide._id, { image: pdfone }),
      'Imagen (1280x471 px)',
      'invalid-record',
    );
    await expectRefused(
      () => put('carousel', slide._id, { image: variantName(slide.image as string, 480) }),
      'Imagen (1280x471 px)',
      'invalid-record',
    );
  });

  it("saves the value the record already holds, and another slide's image (uploaded for carousel.image)", async () => {
    const [one, two] = (await call<Row[]>('GET', '/api/carousel')).body;
    const kept = await put('carousel', one!._id, { title: one!.title, image: one!.image });
    expect(kept.status).toBe(200);
    const shared = await put('carousel', one!._id, { image: two!.image });
    expect(shared.status).toBe(200);
    expect(shared.body.image).toBe(two!.image);
    expect((await put('carousel', one!._id, { image: one!.image })).status).toBe(200);
  });
});
