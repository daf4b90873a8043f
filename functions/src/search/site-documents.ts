/**
 * What the site search indexes (decisions 0020 and 0026): every public record of the collections a
 * visitor reads, made into one document each — its title, its words (text fields, formatted text
 * made plain, the text alternatives of an album's photos), the page that shows it and its date;
 * each of its PDFs, once parsed (pdf-text.ts), a document of its own that opens the PDF at the
 * page where the words are; the registry's pages; and the menu's and footer's links with their
 * labels (model/site-links.ts), other sites' included. The records come as a visitor's
 * GET /api/{name} answers them, so a scheduled, withdrawn or deleted record is never here.
 * Staff-only fields are already out; links, phones and file names stay out of the texts.
 */
import {
  BROADCAST_LABEL,
  broadcastOf,
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
import type { FrameLink } from '../model/site-links';
import type { SearchKind } from '../model/search';

export interface SearchDoc {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  url: string;
  date?: string;
  label?: string;
  /** The words the menu or the footer name this page with, when not its title ("Misión y visión"). */
  names?: string;
  /** A menu or footer link to another site. */
  external?: true;
  /**
   * A PDF: its file's name as uploaded (else its title), its pages' texts (`text` is them joined)
   * and the id of the record's own document; `url` opens it.
   */
  pdf?: { name: string; pages: readonly string[]; owner: string };
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

/** A stored PDF's pages' texts, when known. */
export type PdfPagesOf = (storedName: string) => readonly string[] | undefined;

/** Where a stored file is served (web/src/lib/api-client.ts `mediaUrl`, on the site's own origin). */
const mediaPath = (storedName: string) => `/media/${encodeURIComponent(storedName)}`;

/** The words of a record an administrator wrote, field by field as the collection declares them. */
function textOf(collection: CollectionName, record: AnyRecord): string {
  const parts: string[] = [];
  for (const [key, field] of Object.entries(getCollection(collection).fields)) {
    const value = record[key];
    // An item's audience (sedes, grades of its notice) is the staff's choice, not its words.
    if (key === 'title' || value == null || ('choicesFrom' in field && field.choicesFrom)) continue;
    if (field.kind === 'text' || field.kind === 'longText') parts.push(str(value));
    else if (field.kind === 'richtext') parts.push(richTextPlain(value));
    else if (field.kind === 'textList' || field.kind === 'textOrList')
      parts.push(...(Array.isArray(value) ? value.map(str) : [str(value)]));
    else if (field.kind === 'imageList' && Array.isArray(value))
      parts.push(...value.map((photo) => str((photo as { alt?: unknown }).alt)));
  }
  return parts.filter(Boolean).join(' · ').slice(0, MAX_TEXT);
}

/** A record's PDFs with text, each a document that opens the PDF. */
function pdfDocumentsOf(
  collection: CollectionName,
  record: AnyRecord,
  owner: SearchDoc,
  pdfPagesOf: PdfPagesOf,
): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const [key, field] of Object.entries(getCollection(collection).fields)) {
    const stored = str(record[key]);
    if (field.kind !== 'pdf' || !stored) continue;
    const pages = pdfPagesOf(stored);
    if (!pages || !pages.some((page) => page.trim())) continue;
    // Named by its section's heading (a page of several PDFs), else by its record (a circular's
    // attachment is the circular); the file's name as uploaded is said beside it.
    const heading = key.startsWith('pdf') ? str(record[key.replace(/^pdf/, 'title')]) : '';
    const title = heading || owner.title;
    const file = (field.nameField && str(record[field.nameField])) || '';
    docs.push({
      id: `${owner.id}/${key}`,
      kind: owner.kind,
      title,
      text: pages.join(' ').slice(0, MAX_TEXT),
      url: mediaPath(stored),
      ...(owner.date ? { date: owner.date } : {}),
      label: [file ? `PDF «${file}»` : 'PDF', title !== owner.title ? owner.title : '']
        .filter(Boolean)
        .join(' · '),
      pdf: { name: file || title, pages, owner: owner.id },
    });
  }
  return docs;
}

/** One collection's public records as search documents, their PDFs' too when their text is known. */
export function documentsOf(
  collection: CollectionName,
  records: readonly AnyRecord[],
  pdfPagesOf?: PdfPagesOf,
): SearchDoc[] {
  const docs = recordDocumentsOf(collection, records);
  if (!pdfPagesOf) return docs;
  const byId = new Map(records.map((record) => [`${collection}/${record._id}`, record]));
  return docs.flatMap((doc) => {
    const record = byId.get(doc.id);
    return record ? [doc, ...pdfDocumentsOf(collection, record, doc, pdfPagesOf)] : [doc];
  });
}

function recordDocumentsOf(collection: CollectionName, records: readonly AnyRecord[]): SearchDoc[] {
  const kind = SEARCHED[collection];
  if (!kind) return [];
  const page = listPage(collection);
  const docs: SearchDoc[] = [];
  for (const record of records) {
    const base = { id: `${collection}/${record._id}`, kind, text: textOf(collection, record) };
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
        // A Secretaría's copy says who sends it (model/broadcast.ts).
        label: `${circular ? 'Circular' : 'Noticia'}${broadcastOf(record) ? ` · ${BROADCAST_LABEL}` : ''}`,
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
    .filter((page) => page.id !== 'login' && !page.path.includes(':') && !page.noindex)
    .map((page) => ({
      id: `pagina/${page.id}`,
      kind: 'paginas' as const,
      title: page.title,
      text: page.description,
      url: page.path,
    }));
}

const ADMIN_DOOR = (PAGES as readonly PageDef[]).find((page) => page.id === 'login')?.path;

/** Two labels that say the same words (accents and case aside). */
const sameWords = (a: string, b: string) =>
  a.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim() ===
  b.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The menu's and the footer's links (model/site-links.ts `frameLinks`) among the documents: a
 * link to a page that is one document gives it the link's words as names ("Misión y visión" finds
 * the horizon page); a link to a page of many (a list: /eventos) brings the page's registry
 * document, named so too; a link to another site, or to no page indexed, is a document of its
 * own, named as the link is. Returns new documents; the ones given are not changed.
 */
export function withFrameLinks(
  docs: readonly SearchDoc[],
  links: readonly FrameLink[],
  registry: readonly SearchDoc[] = registryDocuments(),
): SearchDoc[] {
  const out = docs.map((doc) => ({ ...doc }));
  const atUrl = new Map<string, SearchDoc[]>();
  for (const doc of out) if (!doc.pdf) atUrl.set(doc.url, [...(atUrl.get(doc.url) ?? []), doc]);
  for (const link of links) {
    // The menu's "Administrar" is the staff's door, no page a visitor searches for.
    if (link.url === ADMIN_DOOR) continue;
    const there = atUrl.get(link.url) ?? [];
    let doc =
      there.length === 1
        ? there[0]
        : there.find((d) => d.id.startsWith('pagina/') || d.id.startsWith('enlace/'));
    if (!doc) {
      const page = registry.find((d) => d.url === link.url);
      doc = page
        ? { ...page }
        : {
            id: `enlace/${link.url}`,
            kind: 'paginas',
            title: link.label,
            text: '',
            url: link.url,
            ...(link.external ? { external: true as const, label: 'Enlace a otro sitio' } : {}),
          };
      out.push(doc);
      atUrl.set(link.url, [...there, doc]);
    }
    const names = doc.names ? doc.names.split(' · ') : [];
    if (!sameWords(doc.title, link.label) && !names.some((name) => sameWords(name, link.label)))
      doc.names = [...names, link.label].join(' · ');
  }
  return out;
}
