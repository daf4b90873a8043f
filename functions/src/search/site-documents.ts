/**
 * What the site search indexes (decision 0020): every public record of the collections a visitor
 * reads, made into one document each — its title, its words (text fields, formatted text made
 * plain, the text alternatives of an album's photos, the text inside its PDFs when already parsed:
 * pdf-text.ts), the page that shows it and its date. The
 * records come as a visitor's GET /api/{name} answers them, so a scheduled, withdrawn or deleted
 * record is never here. Staff-only fields are already out; links, phones and file names stay out.
 */
import {
  findParticipaPage,
  findSubitem,
  getCollection,
  PAGES,
  richTextPlain,
  toSchoolWallClock,
  type AnyRecord,
  type CollectionName,
  type PageDef,
} from '../model';
import type { SearchKind } from '../model/search';

export interface SearchDoc {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  url: string;
  date?: string;
  label?: string;
}

/** The collections searched, by kind. The carousel, settings, notices and the transparency notes are no content of their own. */
export const SEARCHED: { [N in CollectionName]?: SearchKind } = {
  resenahistorica: 'paginas',
  horizonte: 'paginas',
  enfoquepedagogico: 'paginas',
  modelopedagogico: 'paginas',
  manualconvivencia: 'paginas',
  rendicioncuentas: 'paginas',
  tramiteretiros: 'paginas',
  protocolobioseguridad: 'paginas',
  convocatorias: 'paginas',
  politicaprivacidad: 'paginas',
  terminoscondiciones: 'paginas',
  derechosautor: 'paginas',
  noticias: 'noticias',
  eventos: 'eventos',
  galerias: 'galerias',
  directivos: 'personal',
  administrativos: 'personal',
  docentes: 'personal',
  transparencia: 'transparencia',
  // What the school publishes in Participa, and its accessibility statement.
  participa: 'paginas',
  accesibilidad: 'paginas',
};

const STAFF_LABEL: Partial<Record<CollectionName, string>> = {
  directivos: 'Directivo',
  administrativos: 'Administrativo',
  docentes: 'Docente',
};

/** A record's longest text kept (a manual's text; beyond it the index grows and nobody reads). */
const MAX_TEXT = 120_000;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The page that lists a collection (the one without a parameter in its path). */
function listPage(collection: CollectionName): PageDef | undefined {
  return (PAGES as readonly PageDef[]).find((p) => p.collection === collection && !p.path.includes(':'));
}

/** The day of a record, in the school's zone: a date field as is, an instant's day in Bogotá. */
function dayOf(value: unknown): string | undefined {
  const v = str(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  if (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))) return toSchoolWallClock(v).date;
  return undefined;
}

/** The stored PDF names of a record (its fields of kind `pdf`), for their text. */
export function pdfNamesOf(collection: CollectionName, record: AnyRecord): string[] {
  return Object.entries(getCollection(collection).fields)
    .filter(([key, field]) => field.kind === 'pdf' && str(record[key]))
    .map(([key]) => str(record[key]));
}

/** A stored PDF's text, when known. */
export type PdfTextOf = (storedName: string) => string | undefined;

/** The words of a record an administrator wrote, field by field as the collection declares them. */
function textOf(collection: CollectionName, record: AnyRecord, pdfTextOf?: PdfTextOf): string {
  const parts: string[] = [];
  for (const [key, field] of Object.entries(getCollection(collection).fields)) {
    const value = record[key];
    if (key === 'title' || value == null) continue;
    if (field.kind === 'text' || field.kind === 'longText') parts.push(str(value));
    else if (field.kind === 'richtext') parts.push(richTextPlain(value));
    else if (field.kind === 'textList' || field.kind === 'textOrList')
      parts.push(...(Array.isArray(value) ? value.map(str) : [str(value)]));
    else if (field.kind === 'imageList' && Array.isArray(value))
      parts.push(...value.map((photo) => str((photo as { alt?: unknown }).alt)));
    else if (field.kind === 'pdf' && pdfTextOf && str(value)) parts.push(pdfTextOf(str(value)) ?? '');
  }
  return parts.filter(Boolean).join(' · ').slice(0, MAX_TEXT);
}

/** One collection's public records as search documents. */
export function documentsOf(
  collection: CollectionName,
  records: readonly AnyRecord[],
  pdfTextOf?: PdfTextOf,
): SearchDoc[] {
  const kind = SEARCHED[collection];
  if (!kind) return [];
  const page = listPage(collection);
  const docs: SearchDoc[] = [];
  for (const record of records) {
    const base = { id: `${collection}/${record._id}`, kind, text: textOf(collection, record, pdfTextOf) };
    const title = str(record.title);
    if (collection === 'noticias') {
      const slug = str(record.slug);
      if (!slug) continue;
      const circular = record.kind === 'circular';
      docs.push({
        ...base,
        title,
        url: `/noticias/${slug}`,
        date: dayOf(record.publishAt),
        label: circular ? 'Circular' : 'Noticia',
      });
    } else if (collection === 'galerias') {
      const slug = str(record.slug);
      if (slug) docs.push({ ...base, title, url: `/galeria/${slug}`, date: dayOf(record.date) });
    } else if (collection === 'eventos') {
      // Its own page once the server gave it an address; the calendar for an older record.
      const slug = str(record.slug);
      docs.push({ ...base, title, url: slug ? `/eventos/${slug}` : '/eventos', date: dayOf(record.start) });
    } else if (kind === 'personal') {
      const name = [title, str(record.titleone)].filter(Boolean).join(' ');
      docs.push({
        ...base,
        title: name,
        text: str(record.stringone),
        url: page?.path ?? '/',
        label: STAFF_LABEL[collection],
      });
    } else if (collection === 'transparencia') {
      const subitem = findSubitem(str(record.subitem));
      const url = subitem ? `/transparencia/${subitem.category.slug}` : '/transparencia';
      docs.push({
        ...base,
        title,
        url,
        date: dayOf(record.date),
        ...(subitem ? { label: `${subitem.number} ${subitem.name}` } : {}),
      });
    } else if (collection === 'participa') {
      // An entry on its section's page, at its own anchor (participa-page.tsx).
      const section = findParticipaPage(str(record.seccion));
      const url = section ? `/participa/${section.slug}#p-${record._id}` : '/participa';
      docs.push({
        ...base,
        title,
        url,
        date: dayOf(record.date),
        label: section ? `Participa: ${section.name}` : 'Participa',
      });
    } else if (page) {
      // An institutional page: a single record is the page itself (its title, else the page's name).
      const single = getCollection(collection).cardinality === 'single';
      docs.push({
        ...base,
        title: (single ? title || page.title : title) || page.title,
        url: page.path,
        date: dayOf(record.date),
        ...(single ? {} : { label: page.title }),
      });
    }
  }
  return docs;
}

/**
 * Every fixed page of the registry as a document of its own (its name and description), so a
 * parent who types "contacto" or "mapa del sitio" finds the page, and a page added to the
 * registry is found with nothing else to write. The admin area's sign-in is no public page.
 */
export function registryDocuments(): SearchDoc[] {
  return (PAGES as readonly PageDef[])
    .filter((page) => page.id !== 'login' && !page.path.includes(':'))
    .map((page) => ({
      id: `pagina/${page.id}`,
      kind: 'paginas' as const,
      title: page.title,
      text: page.description,
      url: page.path,
    }));
}
