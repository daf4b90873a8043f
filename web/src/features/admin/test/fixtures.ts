/** Records for every collection, built from the declarations (tests never hand-write one). */
import { getCollection, type AnyRecord, type CollectionName, type TextFormat } from '@model';

let counter = 0;
/** A name the shared validation accepts as stored (same pattern the server generates). */
export function storedName(ext: 'jpg' | 'png' | 'webp' | 'pdf'): string {
  counter += 1;
  return `mb${String(counter).padStart(6, '0')}-${'ab12'.repeat(5)}.${ext}`;
}

/** A valid value of each declared text format. */
export function formatSample(format: TextFormat, key: string): string {
  return FORMAT_SAMPLE[format](key);
}

const FORMAT_SAMPLE: Record<TextFormat, (key: string) => string> = {
  https: (key) => `https://example.org/${key}`,
  email: (key) => `${key.toLowerCase()}@example.org`,
  phone: () => '+57 300 555 1234',
  youtube: () => 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  facebook: (key) => `https://www.facebook.com/${key}`,
  pendingNote: (key) => `Valor de ${key}`,
  postalCode: () => '050001',
};

export function sampleRecord(collection: CollectionName, id = `${collection}-1`): AnyRecord {
  const def = getCollection(collection);
  const record: AnyRecord = {
    _id: id,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-02-01T08:30:00.000Z',
  };
  for (const [key, field] of Object.entries(def.fields)) {
    switch (field.kind) {
      case 'text':
      case 'longText':
        record[key] = 'format' in field && field.format ? formatSample(field.format, key) : `Valor de ${key}`;
        break;
      case 'link':
        // A staff contact is stored as its link (what the form shows as typed and sends back).
        record[key] =
          field.contact === 'phone'
            ? 'tel:+573005551234'
            : field.contact === 'whatsapp'
              ? 'https://wa.me/573005551234'
              : field.contact === 'email'
                ? `mailto:${key}@example.org`
                : `https://example.org/${key}`;
        break;
      case 'textList':
        // A list with a format (the search's synonyms) holds items of that format.
        record[key] = field.format
          ? [`${key} = primero`, `${key} = segundo`]
          : [`${key} primero`, `${key} segundo`];
        break;
      case 'textOrList':
        record[key] = [`${key} uno`, `${key} dos`];
        break;
      case 'image':
        record[key] = storedName('jpg');
        break;
      case 'pdf':
        record[key] = storedName('pdf');
        break;
      case 'fileName':
        record[key] = `${key}-original.bin`;
        break;
      case 'date':
        record[key] = '2026-03-15';
        break;
      case 'datetime':
        record[key] = '2026-03-15T19:30:00.000Z';
        break;
      case 'slug':
        record[key] = `${key}-de-ejemplo`;
        break;
      case 'richtext':
        // A plain text, as older records hold it: the form reads it as its document.
        record[key] = `Valor de ${key}`;
        break;
      case 'choice':
        // The last option: a fixture that always took the first would hide an off-by-one.
        record[key] = field.options.at(-1)?.value ?? '';
        break;
      case 'imageList':
        record[key] = [
          { image: storedName('jpg'), alt: `${key}: primera foto` },
          { image: storedName('jpg'), alt: `${key}: segunda foto` },
        ];
        break;
      case 'imageOfList':
        // Empty: the list's first image (the server fills it so).
        record[key] = '';
        break;
      case 'consent':
        record[key] = true;
        break;
    }
  }
  return record;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const PDF_HEAD = [...'%PDF-1.7\n%'].map((c) => c.charCodeAt(0));

/** A file whose first bytes say PNG (or PDF), of any size; contents after the head are zeros. */
export function fakeFile(kind: 'png' | 'pdf' | 'text', name: string, bytes = 2048, type?: string): File {
  const data = new Uint8Array(bytes);
  if (kind === 'png') data.set(PNG_HEAD);
  if (kind === 'pdf') data.set(PDF_HEAD);
  if (kind === 'text') data.set([...'hola mundo'].map((c) => c.charCodeAt(0)));
  const mime = type ?? (kind === 'png' ? 'image/png' : kind === 'pdf' ? 'application/pdf' : 'text/plain');
  return new File([data], name, { type: mime });
}
