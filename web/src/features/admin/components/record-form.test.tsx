/**
 * The generic form, driven for every collection through the real routes: load, edit, lists,
 * file checks, save payloads and failures. Only fetch / XMLHttpRequest are fake.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  COLLECTION_NAMES,
  contactPlain,
  getCollection,
  isFileField,
  MB,
  richTextFrom,
  richTextPlain,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  withContactLinks,
  type AnyRecord,
  type CollectionDef,
  type CollectionName,
  type FileFieldDef,
  type UploadRule,
} from '@model';
import { ADMIN_PATHS, PUBLIC_PAGE_OF } from '@/config/paths';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { DRAFT_FORM_TEXT } from '../review/draft-form';
import { FORM_TEXT } from '../form/form-text';
import { todayInBogota, valuesFromRecord } from '../form/values';
import { fakeFile, formatSample, sampleRecord, storedName } from '../test/fixtures';
import { deferred, fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin, TEST_TOKEN } from '../test/render-admin';
import { DROP_TEXT } from './fields/file-drop-field';
import { LINK_REFUSED } from './fields/rich-text/link-form';
import { LEAVE_TEXT } from './leave-dialog';
import { CONFIRM_TEXT } from './confirm-dialog';
import { SUMMARY_TEXT } from './error-summary';
import { NOTICE_TEXT } from './notice';
import { UNDO_TEXT } from './undo-delete';

let server: FakeServer;
let alertSpy: MockInstance<(message?: unknown) => void>;

// Failures are logged on purpose (spec §8): the helper keeps the test output readable.
fakeServerForEachTest((s) => (server = s));
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

const CONFLICT = { error: 'conflict', message: 'El registro cambió desde que lo abrió.' };
const UNAVAILABLE = {
  error: 'unavailable',
  message:
    'El servicio no está disponible en este momento. Intente de nuevo en unos segundos; sus cambios no se han perdido.',
};

function fileFields(collection: CollectionName): Array<[string, FileFieldDef]> {
  return Object.entries(getCollection(collection).fields).filter((e): e is [string, FileFieldDef] =>
    isFileField(e[1]),
  );
}

function ruleOf(field: FileFieldDef): UploadRule {
  return field.kind === 'pdf' ? UPLOAD_RULES.pdf : UPLOAD_RULES[field.rule];
}

/** A file that passes the field's rule. */
function validFile(field: FileFieldDef, base = 'nuevo'): File {
  const rule = ruleOf(field);
  return rule.type === 'pdf'
    ? fakeFile('pdf', `${base}.pdf`)
    : fakeFile('png', `${base}-${rule.width}x${rule.height}.png`);
}

function textControl(label: string) {
  return screen.getByLabelText(label, { selector: 'input, textarea' }) as
    HTMLInputElement | HTMLTextAreaElement;
}

/** The field the tests type into: the title, else the first one-line text (a notice's), else the first paragraph (the notes). */
function headKeyOf(def: CollectionDef): string {
  const keys = Object.keys(def.fields);
  if ('title' in def.fields) return 'title';
  return (
    keys.find((k) => def.fields[k]!.kind === 'text') ?? keys.find((k) => def.fields[k]!.kind === 'longText')!
  );
}

/** A date and time in the school's clock (the widget's two inputs), the same for every such field: an end may equal its start. */
const WALL_CLOCK = { date: '2026-04-30', time: '08:00', stored: '2026-04-30T13:00:00.000Z' } as const;
function fillDateTime(label: string) {
  const group = screen.getByRole('group', { name: label });
  fireEvent.change(within(group).getByLabelText('Fecha'), { target: { value: WALL_CLOCK.date } });
  fireEvent.change(within(group).getByLabelText('Hora'), { target: { value: WALL_CLOCK.time } });
}

function fileInput(field: FileFieldDef) {
  return screen.getByLabelText(`${field.label}: seleccionar archivo`) as HTMLInputElement;
}

function fieldBox(element: HTMLElement): HTMLElement {
  return element.closest('.adm-field') as HTMLElement;
}

async function openEdit(collection: CollectionName, record: AnyRecord = sampleRecord(collection)) {
  server.on(`GET /api/${collection}/${record._id}`, { status: 200, body: record });
  server.on(`GET /api/${collection}`, { status: 200, body: [record] });
  const view = await renderAdmin(ADMIN_PATHS.edit(collection, record._id));
  await screen.findByRole('button', { name: FORM_TEXT.save });
  return { ...view, record };
}

/**
 * The first collection of each kind, in declaration order: `shapeOf` says what a test depends on
 * in a collection (undefined: the test does not apply).
 */
function firstOfEachShape(shapeOf: (collection: CollectionName) => string | undefined): Set<CollectionName> {
  const first = new Map<string, CollectionName>();
  for (const collection of COLLECTION_NAMES) {
    const shape = shapeOf(collection);
    if (shape !== undefined && !first.has(shape)) first.set(shape, collection);
  }
  return new Set(first.values());
}

/**
 * A failed save, a conflict, a slow upload and leaving with unsaved edits are handled by the one
 * generic form whatever the collection; what those tests touch of a collection is only the field
 * they type into, or the file they choose. So they run once for each kind of that field (and each
 * rule of that file), on the first collection that has it, not once per collection: the same
 * check 23 times was a third of this file's time. Every collection still gets its own rendering,
 * saving, upload, refusal and deletion tests.
 */
const BY_TYPED_FIELD = firstOfEachShape((c) => {
  const key = headKeyOf(getCollection(c));
  // A title is also the record's name in the list and the source of its address (slug).
  return `${key === 'title' ? 'title' : 'other'}:${getCollection(c).fields[key]!.kind}`;
});
const BY_FIRST_FILE = firstOfEachShape((c) => {
  const field = fileFields(c)[0]?.[1];
  return field && (field.kind === 'pdf' ? 'pdf' : `${field.kind}:${field.rule}`);
});

function lastBody(route: string): Record<string, unknown> {
  const sent = server.requests(route);
  return sent[sent.length - 1]!.body as Record<string, unknown>;
}

describe.each(COLLECTION_NAMES)('edit form of %s', (collection) => {
  const def = getCollection(collection);
  // The field the tests type into: the title, or the first text of a record without one.
  const headKey = headKeyOf(def);
  const files = fileFields(collection);

  it('shows every declared field with its stored value, and the spec buttons', async () => {
    const { record } = await openEdit(collection);
    for (const [key, field] of Object.entries(def.fields)) {
      const value = record[key];
      switch (field.kind) {
        case 'text':
        case 'longText':
        case 'link':
        case 'fileName':
        case 'date':
          // A staff contact is shown as typed, not as its stored link.
          expect(textControl(field.label).value).toBe(
            field.kind === 'link' && field.contact ? contactPlain(field.contact, String(value)) : value,
          );
          if (field.kind === 'fileName') expect(textControl(field.label)).toHaveProperty('readOnly', true);
          break;
        case 'textList':
        case 'textOrList': {
          const group = screen.getByRole('group', { name: field.label });
          if ('choicesFrom' in field && field.choicesFrom) {
            // Checkboxes of the settings' values (read from the public settings), the stored ones ticked.
            await waitFor(() => expect(within(group).queryByText(/Cargando/)).toBeNull());
            const ticked = (within(group).queryAllByRole('checkbox') as HTMLInputElement[])
              .filter((box) => box.checked)
              .map((box) => box.labels?.[0]?.textContent);
            expect(ticked).toEqual(value);
            break;
          }
          const items = within(group).getAllByRole('textbox') as HTMLTextAreaElement[];
          expect(items.map((t) => t.value)).toEqual(value);
          break;
        }
        case 'choice':
          expect(
            (screen.getByLabelText(field.label, { selector: 'select' }) as HTMLSelectElement).value,
          ).toBe(value);
          break;
        case 'richtext':
          // The editor (a lazy chunk) is the textbox the label names.
          expect((await screen.findByRole('textbox', { name: field.label })).textContent).toBe(
            richTextPlain(value),
          );
          break;
        case 'image':
        case 'pdf':
          expect(fileInput(field)).toBeTruthy();
          break;
      }
    }
    expect(screen.queryAllByText(DROP_TEXT.prompt)).toHaveLength(files.length);
    expect(screen.getByRole('button', { name: FORM_TEXT.back })).toBeTruthy();
    expect(screen.queryByRole('button', { name: FORM_TEXT.remove }) !== null).toBe(def.canDelete);
    expect(screen.queryByRole('button', { name: FORM_TEXT.create })).toBeNull();
    // Fresh read with the administrator's token.
    const [load] = server.requests(`GET /api/${collection}/${record._id}`);
    expect(load!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(load!.cache).toBe('no-store');
  });

  it('saves the whole edited record with the loaded updatedAt, then returns to the list', async () => {
    const { record, events, router } = await openEdit(collection);
    server.on(`PUT /api/${collection}/${record._id}`, (req) => ({
      status: 200,
      body: { ...record, ...(req.body as object) },
    }));
    const title = textControl(def.fields[headKey]!.label);
    await events.clear(title);
    await events.type(title, 'Título corregido');
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    expect(router.state.location.search).toBe(`?c=${collection}`);
    expect(lastBody(`PUT /api/${collection}/${record._id}`)).toEqual({
      ...withContactLinks(def, valuesFromRecord(def, record)),
      [headKey]: 'Título corregido',
      updatedAt: record.updatedAt,
    });
    expect(server.requests(`PUT /api/${collection}/${record._id}`)[0]!.headers.authorization).toBe(
      `Bearer ${TEST_TOKEN}`,
    );
    expect(await screen.findByText(FORM_TEXT.saved)).toBeTruthy();
    // The public copy in the browser's HTTP cache is refreshed (an anonymous read, cache: reload).
    const refresh = server.requests(`GET /api/${collection}`).find((r) => r.cache === 'reload');
    expect(refresh?.headers.authorization).toBeUndefined();
  });

  // Tests about files run for the collections that declare some (the transparency notes and the
  // policy pages are text only): defined per collection, not skipped.
  const imageField = files.find(([, f]) => f.kind === 'image');
  if (files.length > 0)
    it('uploads every chosen file first, then puts the stored and original names in the record', async () => {
      const { record, events, router } = await openEdit(collection);
      const chosen: Record<string, File> = {};
      for (const [key, field] of files) {
        chosen[key] = validFile(field, `archivo-${key}`);
        await events.upload(fileInput(field), chosen[key]);
        expect(await screen.findByTestId(`${key}-chosen`)).toBeTruthy();
        // The display-name field follows the chosen file at once.
        if (field.nameField) {
          expect(textControl(def.fields[field.nameField]!.label).value).toBe(chosen[key].name);
        }
      }
      const stored = Object.fromEntries(
        files.map(([key, field]) => [key, storedName(field.kind === 'pdf' ? 'pdf' : 'png')]),
      );
      server.on('POST /api/upload', (req) => {
        const form = req.body as FormData;
        const names = Object.fromEntries(files.map(([key]) => [key, (form.get(key) as File).name]));
        return { status: 200, body: { files: stored, names } };
      });
      server.on(`PUT /api/${collection}/${record._id}`, { status: 200, body: record });
      await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
      await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));

      const [upload] = server.requests('POST /api/upload');
      const form = upload!.body as FormData;
      expect(form.get('collection')).toBe(collection);
      for (const [key] of files) expect((form.get(key) as File).name).toBe(chosen[key]!.name);
      expect(upload!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);

      const body = lastBody(`PUT /api/${collection}/${record._id}`);
      for (const [key, field] of files) {
        expect(body[key]).toBe(stored[key]);
        if (field.nameField) expect(body[field.nameField]).toBe(chosen[key]!.name);
      }
      expect(body.updatedAt).toBe(record.updatedAt);
    });

  if (imageField)
    it('refuses images that break the rule, with the spec messages, and keeps none of them', async () => {
      const { events } = await openEdit(collection);
      const [key, field] = imageField;
      const rule = ruleOf(field);
      const input = fileInput(field);
      const box = fieldBox(input);

      await events.upload(input, fakeFile('png', 'pequena-10x10.png'));
      await waitFor(() =>
        expect(alertSpy).toHaveBeenLastCalledWith(
          `La imagen debe tener una resolución de ${rule.width}x${rule.height}px`,
        ),
      );

      await events.upload(
        input,
        fakeFile('png', `grande-${rule.width}x${rule.height}.png`, rule.maxBytes + 1),
      );
      await waitFor(() =>
        expect(alertSpy).toHaveBeenLastCalledWith(`El archivo excede el límite: ${rule.maxBytes / MB}MB`),
      );

      // Named and typed like a PNG, but its bytes are text.
      await events.upload(
        input,
        fakeFile('text', `falsa-${rule.width}x${rule.height}.png`, 100, 'image/png'),
      );
      await waitFor(() => expect(alertSpy).toHaveBeenLastCalledWith(UPLOAD_MESSAGES.notImage));
      expect(within(box).getByRole('alert').textContent).toContain(UPLOAD_MESSAGES.notImage);

      // The drop zone's own refusal (wrong declared type): shown, no alert.
      alertSpy.mockClear();
      await events.upload(input, fakeFile('text', 'notas.txt', 100));
      expect(await within(box).findByText(/notas\.txt: File type must be/)).toBeTruthy();
      expect(alertSpy).not.toHaveBeenCalled();

      expect(screen.queryByTestId(`${key}-chosen`)).toBeNull();
      expect(server.requests('POST /api/upload')).toHaveLength(0);
    });

  // Only collections with a PDF field get this test (not a skipped test for the others).
  if (files.some(([, f]) => f.kind === 'pdf'))
    it('refuses PDFs that are too large or not PDFs', async () => {
      const { events } = await openEdit(collection);
      const [key, field] = files.find(([, f]) => f.kind === 'pdf')!;
      const input = fileInput(field);
      await events.upload(input, fakeFile('pdf', 'enorme.pdf', 6 * MB + 1));
      await waitFor(() => expect(alertSpy).toHaveBeenLastCalledWith('El archivo excede el límite: 6MB'));
      await events.upload(input, fakeFile('png', 'disfrazado.pdf', 100, 'application/pdf'));
      await waitFor(() => expect(alertSpy).toHaveBeenLastCalledWith(UPLOAD_MESSAGES.notPdf));
      await events.upload(input, fakeFile('png', 'foto-10x10.png'));
      expect(await within(fieldBox(input)).findByText(/foto-10x10\.png: File type must be/)).toBeTruthy();
      expect(screen.queryByTestId(`${key}-chosen`)).toBeNull();
    });

  if (BY_FIRST_FILE.has(collection))
    it('shows a 409 conflict on the form, keeps edits and files, and can save over it without re-uploading', async () => {
      const { record, events, router } = await openEdit(collection);
      const [key, field] = files[0]!;
      const title = textControl(def.fields[headKey]!.label);
      await events.clear(title);
      await events.type(title, 'Mi versión');
      await events.upload(fileInput(field), validFile(field));
      await screen.findByTestId(`${key}-chosen`);
      const stored = storedName(field.kind === 'pdf' ? 'pdf' : 'png');
      server.on('POST /api/upload', {
        status: 200,
        body: { files: { [key]: stored }, names: { [key]: 'nuevo' } },
      });
      server.on(`PUT /api/${collection}/${record._id}`, { status: 409, body: CONFLICT });

      await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(CONFLICT.message);
      expect(alert.textContent).toContain(FORM_TEXT.conflictHelp);
      expect(textControl(def.fields[headKey]!.label).value).toBe('Mi versión');
      expect(screen.getByTestId(`${key}-chosen`)).toBeTruthy();
      expect(router.state.location.pathname).toBe(ADMIN_PATHS.edit(collection, record._id));
      expect(screen.getByRole('button', { name: FORM_TEXT.save })).toHaveProperty('disabled', false);

      // Overwrite: the current version is read again and the PUT carries it.
      const newer = { ...record, updatedAt: '2026-03-01T00:00:00.000Z' };
      server.on(`GET /api/${collection}/${record._id}`, { status: 200, body: newer });
      server.on(`PUT /api/${collection}/${record._id}`, { status: 200, body: newer });
      await events.click(screen.getByRole('button', { name: FORM_TEXT.conflictOverwrite }));
      await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
      const body = lastBody(`PUT /api/${collection}/${record._id}`);
      expect(body.updatedAt).toBe(newer.updatedAt);
      expect(body[headKey]).toBe('Mi versión');
      expect(body[key]).toBe(stored);
      expect(server.requests('POST /api/upload')).toHaveLength(1);
    });

  if (BY_TYPED_FIELD.has(collection))
    it('shows a 503 and a network failure on the form, keeps the edits, and saves on retry', async () => {
      const { record, events, router } = await openEdit(collection);
      const title = textControl(def.fields[headKey]!.label);
      await events.clear(title);
      await events.type(title, 'Texto que no se pierde');
      const put = `PUT /api/${collection}/${record._id}`;

      server.on(put, { status: 503, body: UNAVAILABLE });
      await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
      expect((await screen.findByRole('alert')).textContent).toContain(UNAVAILABLE.message);
      expect(textControl(def.fields[headKey]!.label).value).toBe('Texto que no se pierde');

      server.on(put, 'network-error');
      await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(NETWORK_ERROR_MESSAGE));
      expect(textControl(def.fields[headKey]!.label).value).toBe('Texto que no se pierde');

      server.on(put, { status: 200, body: record });
      await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
      await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
      expect(lastBody(put)[headKey]).toBe('Texto que no se pierde');
    });

  if (BY_FIRST_FILE.has(collection))
    it('disables the buttons and shows upload progress while saving', async () => {
      const { record, events } = await openEdit(collection);
      const [key, field] = files[0]!;
      await events.upload(fileInput(field), validFile(field));
      await screen.findByTestId(`${key}-chosen`);
      const pending = deferred<{ status: number; body: unknown }>();
      server.on('POST /api/upload', () => pending.promise);
      await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));

      expect(await screen.findByText('50 %')).toBeTruthy();
      expect(screen.getByText(FORM_TEXT.uploading)).toBeTruthy();
      expect(screen.getByRole('button', { name: FORM_TEXT.save })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: FORM_TEXT.back })).toHaveProperty('disabled', true);
      await act(async () =>
        pending.resolve({
          status: 413,
          body: { error: 'file-too-large', message: 'El archivo excede el límite: 6MB' },
        }),
      );
      expect((await screen.findByRole('alert')).textContent).toContain('El archivo excede el límite: 6MB');
      expect(screen.getByRole('button', { name: FORM_TEXT.save })).toHaveProperty('disabled', false);
      expect(screen.getByTestId(`${key}-chosen`)).toBeTruthy();
      expect(server.requests(`PUT /api/${collection}/${record._id}`)).toHaveLength(0);
    });

  if (BY_TYPED_FIELD.has(collection))
    it('asks before leaving with unsaved changes', async () => {
      const { events, router, record } = await openEdit(collection);
      await events.type(textControl(def.fields[headKey]!.label), ' editado');
      await events.click(screen.getByRole('button', { name: FORM_TEXT.back }));
      const dialog = await screen.findByRole('alertdialog', { name: LEAVE_TEXT.title });
      await events.click(within(dialog).getByRole('button', { name: LEAVE_TEXT.stay }));
      expect(router.state.location.pathname).toBe(ADMIN_PATHS.edit(collection, record._id));
      expect(textControl(def.fields[headKey]!.label).value).toBe(`${String(record[headKey])} editado`);

      await events.click(screen.getByRole('button', { name: FORM_TEXT.back }));
      await events.click(await screen.findByRole('button', { name: LEAVE_TEXT.leave }));
      await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    });

  if (def.canDelete)
    it('deletes after confirmation in the page\'s dialog and offers "Deshacer" on the list', async () => {
      const { record, events, router } = await openEdit(collection);
      server.on(`DELETE /api/${collection}/${record._id}`, { status: 204 });
      await events.click(screen.getByRole('button', { name: FORM_TEXT.remove }));
      let dialog = await screen.findByRole('alertdialog', { name: FORM_TEXT.confirmDeleteTitle });
      // Focus starts on the safe choice; "Cancelar" sends nothing.
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: CONFIRM_TEXT.cancel }));
      await events.click(within(dialog).getByRole('button', { name: CONFIRM_TEXT.cancel }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(server.requests(`DELETE /api/${collection}/${record._id}`)).toHaveLength(0);
      await events.click(screen.getByRole('button', { name: FORM_TEXT.remove }));
      dialog = await screen.findByRole('alertdialog', { name: FORM_TEXT.confirmDeleteTitle });
      await events.click(within(dialog).getByRole('button', { name: FORM_TEXT.confirmDeleteYes }));
      await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
      expect(server.requests(`DELETE /api/${collection}/${record._id}`)[0]!.headers.authorization).toBe(
        `Bearer ${TEST_TOKEN}`,
      );
      expect(await screen.findByText(FORM_TEXT.deleted)).toBeTruthy();

      server.on(`POST /api/trash/${collection}/${record._id}/restore`, { status: 200, body: record });
      await events.click(screen.getByRole('button', { name: UNDO_TEXT.undo }));
      await waitFor(() =>
        expect(server.requests(`POST /api/trash/${collection}/${record._id}/restore`)).toHaveLength(1),
      );
      expect(await screen.findByText(UNDO_TEXT.undone(String(record.title || record._id)))).toBeTruthy();
    });
});

describe('formatted text (richtext)', () => {
  const def = getCollection('horizonte');
  const label = def.fields.stringfour!.label;

  it('shows a list stored before formatted text as a bullet list, with the toolbar, and saves it as a document', async () => {
    const record = { ...sampleRecord('horizonte'), stringfour: ['Respeto', 'Solidaridad'] };
    const { events } = await openEdit('horizonte', record);
    const area = await screen.findByRole('textbox', { name: label });
    expect([...area.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'Respeto',
      'Solidaridad',
    ]);
    const toolbar = fieldBox(area).querySelector('[role="toolbar"]') as HTMLElement;
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'BNegrita',
      'ICursiva',
      '•Lista con viñetas',
      '1.Lista numerada',
      'TTítulo',
      'tSubtítulo',
      'Enlace',
      'Tabla',
    ]);
    for (const button of within(toolbar).getAllByRole('button'))
      expect(button.getAttribute('aria-pressed')).toMatch(/^(true|false)$/);

    const put = `PUT /api/horizonte/${record._id}`;
    server.on(put, { status: 200, body: record });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    await waitFor(() => expect(server.requests(put)).toHaveLength(1));
    expect(lastBody(put).stringfour).toEqual(richTextFrom(['Respeto', 'Solidaridad']));
    expect(lastBody(put).stringone).toEqual(richTextFrom('Valor de stringone'));
  });

  it('the link button refuses what the validator refuses, in Spanish, and applies a safe address', async () => {
    const { events } = await openEdit('horizonte');
    const area = await screen.findByRole('textbox', { name: label });
    const toolbar = fieldBox(area).querySelector('[role="toolbar"]') as HTMLElement;
    await events.click(within(toolbar).getByRole('button', { name: 'Enlace' }));
    const address = screen.getByLabelText('Dirección del enlace');
    await events.type(address, ' JaVaScRiPt:alert(1)');
    await events.click(screen.getByRole('button', { name: 'Aplicar enlace' }));
    expect(screen.getByRole('alert').textContent).toBe(LINK_REFUSED);
    expect(area.querySelector('a')).toBeNull();
    await events.clear(address);
    await events.type(address, '/docentes{Enter}');
    await waitFor(() => expect(area.querySelector('a')?.getAttribute('href')).toBe('/docentes'));
    expect(screen.queryByLabelText('Dirección del enlace')).toBeNull();
  });

  it('a click into a text, without typing, changes nothing: the form has no unsaved edits', async () => {
    const record = { ...sampleRecord('horizonte'), stringfour: ['Respeto', 'Solidaridad'] };
    const { events } = await openEdit('horizonte', record);
    const area = await screen.findByRole('textbox', { name: label });
    await events.click(area.querySelector('li:last-child')!);
    await events.keyboard('{ArrowDown}{ArrowRight}');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  // The shortcuts and pasting need a real layout: tests/e2e/rich-text-editor.test.ts, in Chromium.
  it('the toolbar buttons toggle their format and say so with aria-pressed', async () => {
    const { events } = await openEdit('horizonte');
    const area = await screen.findByRole('textbox', { name: label });
    const toolbar = fieldBox(area).querySelector('[role="toolbar"]') as HTMLElement;
    const heading = within(toolbar).getByRole('button', { name: 'Título' });
    const bullets = within(toolbar).getByRole('button', { name: 'Lista con viñetas' });
    expect(heading.getAttribute('aria-pressed')).toBe('false');
    await events.click(heading);
    await waitFor(() => expect(heading.getAttribute('aria-pressed')).toBe('true'));
    expect(area.querySelector('h2')?.textContent).toBe('Valor de stringfour');
    await events.click(bullets);
    await waitFor(() => expect(bullets.getAttribute('aria-pressed')).toBe('true'));
    expect(area.querySelector('ul > li')?.textContent).toBe('Valor de stringfour');
  });
});

describe('reload or tab close', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser to confirm only while there are unsaved changes', async () => {
    const { record, events, router } = await openEdit('carousel');
    expect(unload()).toBe(false);
    await events.type(textControl('Título'), ' nuevo');
    expect(unload()).toBe(true);
    server.on(`PUT /api/carousel/${record._id}`, { status: 200, body: record });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    expect(unload()).toBe(false);
  });
});

describe('browser-side validation', () => {
  it('stops a bad link before any request: the summary on top takes the focus, its link focuses the field', async () => {
    const { record, events } = await openEdit('docentes');
    const label = getCollection('docentes').fields.stringtwo!.label;
    const link = textControl(label);
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe(SUMMARY_TEXT.title(1));
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(link.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(link.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(message?.textContent).toContain(label);
    await events.click(within(summary).getByRole('link', { name: message!.textContent! }));
    expect(document.activeElement).toBe(link);
    expect(server.requests(`PUT /api/docentes/${record._id}`)).toHaveLength(0);
  });

  it('a blank notice says all its problems after one «Crear», beside each field and in the summary', async () => {
    server.on('GET /api/avisos', { status: 200, body: [] });
    const { events } = await renderAdmin(ADMIN_PATHS.create('avisos'));
    await screen.findByRole('button', { name: FORM_TEXT.create });
    // Blank: the starting moments emptied too.
    for (const group of ['Visible desde', 'Visible hasta']) {
      const box = screen.getByRole('group', { name: new RegExp(`^${group}\\b`) });
      fireEvent.change(within(box).getByLabelText('Hora'), { target: { value: '' } });
      fireEvent.change(within(box).getByLabelText('Fecha'), { target: { value: '' } });
    }
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    const summary = await screen.findByRole('alert');
    // The four blank fields, and the state a new record asks for (nothing is assumed).
    expect(within(summary).getByRole('heading').textContent).toBe('Revise 5 campos');
    const labels = ['Texto del aviso', 'Nivel', 'Visible desde', 'Visible hasta'];
    const links = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(
      expect.arrayContaining([
        ...labels.map((label) => `El campo «${label}» es obligatorio.`),
        DRAFT_FORM_TEXT.missing,
      ]),
    );
    expect(links).toHaveLength(5);
    for (const label of labels) {
      const control = (
        screen.queryByRole('group', { name: new RegExp(`^${label}\\b`) })
          ? within(screen.getByRole('group', { name: new RegExp(`^${label}\\b`) })).getByLabelText('Fecha')
          : screen.getByLabelText(label, { selector: 'input, select' })
      ) as HTMLElement;
      expect(control.getAttribute('aria-invalid'), label).toBe('true');
    }
    // The link to «Nivel» puts the focus in its list.
    await events.click(within(summary).getByRole('link', { name: /«Nivel»/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Nivel', { selector: 'select' }));
    // Each message goes as its field is fixed; the summary counts what is left.
    fireEvent.change(textControl('Texto del aviso'), { target: { value: 'Mañana no hay clases' } });
    expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('Revise 4 campos');
    expect(server.requests('POST /api/avisos')).toHaveLength(0);
  });

  it("shows every field the server refused, as the browser's check does", async () => {
    server.on('GET /api/avisos', { status: 200, body: [] });
    const { events } = await renderAdmin(ADMIN_PATHS.create('avisos'));
    await screen.findByRole('button', { name: FORM_TEXT.create });
    fireEvent.change(textControl('Texto del aviso'), { target: { value: 'Aviso' } });
    fireEvent.change(screen.getByLabelText('Nivel', { selector: 'select' }), { target: { value: 'info' } });
    fireEvent.change(screen.getByLabelText(/^Estado/, { selector: 'select' }), {
      target: { value: 'publicado' },
    });
    const fields = {
      text: 'El campo «Texto del aviso» no se acepta (prueba).',
      level: 'El campo «Nivel» no se acepta (prueba).',
    };
    server.on('POST /api/avisos', {
      status: 400,
      body: { error: 'invalid-record', message: fields.text, fields },
    });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('Revise 2 campos');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(Object.values(fields));
    expect(textControl('Texto del aviso').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Nivel', { selector: 'select' }).getAttribute('aria-invalid')).toBe('true');
    expect(textControl('Texto del aviso').value).toBe('Aviso');

    // Accepted now: the list says so, with the public page that shows it.
    const hour = 3_600_000;
    const stored = {
      _id: 'nuevo',
      text: 'Aviso',
      link: '',
      level: 'info',
      from: new Date(Date.now() - hour).toISOString(),
      until: new Date(Date.now() + hour).toISOString(),
      estado: 'publicado',
    };
    server.on('POST /api/avisos', { status: 201, body: stored });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    const notice = (await screen.findByText(FORM_TEXT.created)).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('link', { name: NOTICE_TEXT.publicPage }).getAttribute('href')).toBe(
      PUBLIC_PAGE_OF.avisos,
    );
  });

  it('does not let a required field be emptied', async () => {
    const { record, events } = await openEdit('carousel');
    await events.clear(textControl('Título'));
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    expect((await screen.findByRole('alert')).textContent).toContain('es obligatorio');
    expect(server.requests(`PUT /api/carousel/${record._id}`)).toHaveLength(0);
  });

  it('asks a transparency entry for a PDF or a link before any request; a chosen PDF is enough', async () => {
    const record = { ...sampleRecord('transparencia'), pdf: '', pdfName: '' };
    const { events } = await openEdit('transparencia', record);
    const link = textControl(getCollection('transparencia').fields.link!.label);
    await events.clear(link);
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Debe llenar al menos uno de estos campos: «Documento PDF» o «Enlace a otro sitio (SECOP, datos.gov.co…)».',
    );
    expect(server.requests('POST /api/upload')).toHaveLength(0);
    expect(server.requests(`PUT /api/transparencia/${record._id}`)).toHaveLength(0);

    const [, pdfField] = fileFields('transparencia')[0]!;
    await events.upload(fileInput(pdfField), fakeFile('pdf', 'informe.pdf'));
    await screen.findByTestId('pdf-chosen');
    // The message goes as soon as the PDF is chosen, not at the next save.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    server.on('POST /api/upload', {
      status: 200,
      body: { files: { pdf: storedName('pdf') }, names: { pdf: 'informe.pdf' } },
    });
    server.on(`PUT /api/transparencia/${record._id}`, { status: 200, body: record });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    await waitFor(() => expect(server.requests(`PUT /api/transparencia/${record._id}`)).toHaveLength(1));
  });
});

describe('loading a record', () => {
  it('shows the server message when the record does not exist, with a retry', async () => {
    server.on('GET /api/docentes/nada', {
      status: 404,
      body: { error: 'not-found', message: 'No existe el registro «nada» en docentes.' },
    });
    const { events } = await renderAdmin(ADMIN_PATHS.edit('docentes', 'nada'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No existe el registro «nada» en docentes.',
    );
    const record = sampleRecord('docentes', 'nada');
    server.on('GET /api/docentes/nada', { status: 200, body: record });
    await events.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: FORM_TEXT.save })).toBeTruthy();
  });
});

// An album is created through its photo uploads (createImageBitmap, XHR per photo),
// which jsdom cannot run: the e2e admin-galeria and the emulator api-galerias cover its create.
const CREATABLE = COLLECTION_NAMES.filter(
  (name) =>
    getCollection(name).canCreate &&
    !Object.values(getCollection(name).fields).some((f) => f.kind === 'imageList'),
);

describe.each(CREATABLE)('create form of %s', (collection) => {
  const def = getCollection(collection);
  const files = fileFields(collection);
  const headKey = headKeyOf(def);

  it('uploads the chosen files, then posts the record as JSON with stored and original names, then returns to the list', async () => {
    server.on(`GET /api/${collection}`, { status: 200, body: [] });
    const { events, router } = await renderAdmin(ADMIN_PATHS.create(collection));
    await screen.findByRole('button', { name: FORM_TEXT.create });
    expect(screen.getByRole('button', { name: FORM_TEXT.back })).toBeTruthy();
    expect(screen.queryByRole('button', { name: FORM_TEXT.save })).toBeNull();
    expect(screen.queryByRole('button', { name: FORM_TEXT.remove })).toBeNull();

    // Nothing typed yet: the required fields stop the create in the browser.
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    expect((await screen.findByRole('alert')).textContent).toContain('es obligatorio');
    expect(server.requests(`POST /api/${collection}`)).toHaveLength(0);

    const typed: Record<string, string> = {};
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.kind === 'text' || field.kind === 'longText')
        typed[key] = field.format ? formatSample(field.format, key) : `Nuevo ${key}`;
      if (field.kind === 'link') {
        // Staff contacts typed as people write them; the body carries their links.
        typed[key] =
          field.contact === 'email'
            ? `${key}@colegio.edu.co`
            : field.contact
              ? '300 123 4567'
              : `https://example.org/${key}`;
      }
      if (field.kind === 'date') typed[key] = '2026-04-30';
      if (field.kind === 'datetime') {
        fillDateTime(field.label);
        continue;
      }
      if (field.kind === 'choice') {
        typed[key] = field.options.at(-1)!.value;
        await events.selectOptions(screen.getByLabelText(field.label, { selector: 'select' }), typed[key]);
      } else if (typed[key]) {
        const control = textControl(field.label);
        if (field.kind === 'date') {
          // A publication date starts at today.
          expect(control.value).toBe(todayInBogota());
          await events.clear(control);
        }
        await events.type(control, typed[key]);
      }
    }
    const chosen: Record<string, File> = {};
    for (const [key, field] of files) {
      chosen[key] = validFile(field, `crear-${key}`);
      await events.upload(fileInput(field), chosen[key]);
      await screen.findByTestId(`${key}-chosen`);
    }
    const stored = Object.fromEntries(
      files.map(([key, field]) => [key, storedName(field.kind === 'pdf' ? 'pdf' : 'png')]),
    );
    server.on('POST /api/upload', (req) => {
      const form = req.body as FormData;
      const names = Object.fromEntries(files.map(([key]) => [key, (form.get(key) as File).name]));
      return { status: 200, body: { files: stored, names } };
    });
    server.on(`POST /api/${collection}`, { status: 201, body: { _id: 'nuevo', ...typed } });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    expect(router.state.location.search).toBe(`?c=${collection}`);

    // A collection with file fields: one upload, bound to this collection; without (events, notices), none.
    const [upload] = server.requests('POST /api/upload');
    if (files.length === 0) expect(upload).toBeUndefined();
    else {
      expect((upload!.body as FormData).get('collection')).toBe(collection);
      for (const [key] of files)
        expect(((upload!.body as FormData).get(key) as File).name).toBe(chosen[key]!.name);
    }
    const [post] = server.requests(`POST /api/${collection}`);
    expect(post!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    // The same protocol as an edit: JSON with stored names and their display names.
    expect(post!.headers['content-type']).toBe('application/json');
    const body = post!.body as Record<string, unknown>;
    for (const [key, value] of Object.entries(withContactLinks(def, typed))) expect(body[key]).toBe(value);
    if (def.fields.stringthree?.kind === 'link') expect(body.stringthree).toBe('tel:3001234567');
    for (const [key, field] of files) {
      expect(body[key]).toBe(stored[key]);
      if (field.nameField) expect(body[field.nameField]).toBe(chosen[key]!.name);
    }
    // Typed in Bogotá's clock, sent as the instant.
    for (const [key, field] of Object.entries(def.fields))
      if (field.kind === 'datetime') expect(body[key]).toBe(WALL_CLOCK.stored);
    expect(Object.keys(body).sort()).toEqual(Object.keys(def.fields).sort());
    expect(await screen.findByText(FORM_TEXT.created)).toBeTruthy();
  });

  /** A required choice (the transparency sub-item) is picked, so the server is what refuses. */
  /** The other fields a create needs: required choices and texts, and texts required with a chosen file. */
  async function pickRequiredChoices(events: {
    selectOptions(el: Element, value: string): Promise<void>;
    type(el: Element, text: string): Promise<void>;
  }) {
    const requiredWith = new Set(Object.keys(def.requireWith ?? {}));
    for (const [key, field] of Object.entries(def.fields)) {
      // A new record's state is chosen by the staff (review/draft-form.ts).
      if (key === def.drafts && field.kind === 'choice')
        await events.selectOptions(screen.getByLabelText(field.label, { selector: 'select' }), 'publicado');
      else if (field.kind === 'choice' && field.required) {
        await events.selectOptions(
          screen.getByLabelText(field.label, { selector: 'select' }),
          field.options[0]!.value,
        );
      }
      const text = field.kind === 'text' || field.kind === 'longText';
      if (text && key !== headKey && (field.required || requiredWith.has(key)))
        await events.type(textControl(field.label), `Texto ${key}`);
      if (field.kind === 'datetime' && field.required) fillDateTime(field.label);
    }
  }

  // The upload's refusal and its reuse: for collections with file fields (defined, not skipped).
  if (files.length === 0) return;

  it('shows the server refusal and keeps everything typed and chosen', async () => {
    const { events, router } = await renderAdmin(ADMIN_PATHS.create(collection));
    await screen.findByRole('button', { name: FORM_TEXT.create });
    await events.type(textControl(def.fields[headKey]!.label), 'Se conserva');
    await pickRequiredChoices(events);
    for (const [key, field] of files) {
      await events.upload(fileInput(field), validFile(field));
      await screen.findByTestId(`${key}-chosen`);
    }
    server.on('POST /api/upload', {
      status: 400,
      body: { error: 'invalid-file', message: 'La imagen debe tener una resolución de 1x1px' },
    });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La imagen debe tener una resolución de 1x1px',
    );
    expect(textControl(def.fields[headKey]!.label).value).toBe('Se conserva');
    for (const [key] of files) expect(screen.getByTestId(`${key}-chosen`)).toBeTruthy();
    expect(router.state.location.pathname).toBe(ADMIN_PATHS.create(collection));
    expect(server.requests(`POST /api/${collection}`)).toHaveLength(0);
  });

  it('reuses the uploaded files when the create is refused and retried', async () => {
    const { events, router } = await renderAdmin(ADMIN_PATHS.create(collection));
    await screen.findByRole('button', { name: FORM_TEXT.create });
    await events.type(textControl(def.fields[headKey]!.label), 'Reintento');
    await pickRequiredChoices(events);
    for (const [key, field] of files) {
      await events.upload(fileInput(field), validFile(field));
      await screen.findByTestId(`${key}-chosen`);
    }
    const stored = Object.fromEntries(
      files.map(([key, field]) => [key, storedName(field.kind === 'pdf' ? 'pdf' : 'png')]),
    );
    server.on('POST /api/upload', { status: 200, body: { files: stored, names: {} } });
    server.on(`POST /api/${collection}`, { status: 503, body: UNAVAILABLE });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    expect((await screen.findByRole('alert')).textContent).toContain(UNAVAILABLE.message);
    expect(textControl(def.fields[headKey]!.label).value).toBe('Reintento');

    server.on(`POST /api/${collection}`, { status: 201, body: { _id: 'nuevo' } });
    await events.click(screen.getByRole('button', { name: FORM_TEXT.create }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_PATHS.home));
    expect(server.requests('POST /api/upload')).toHaveLength(1);
    const posts = server.requests(`POST /api/${collection}`);
    expect(posts).toHaveLength(2);
    for (const [key] of files) expect((posts[1]!.body as Record<string, unknown>)[key]).toBe(stored[key]);
  });
});
