/**
 * Pieces several declarations share: the head of every single-page collection (its title and
 * banner image) and the heading/text/PDF section of rendición de cuentas and convocatorias.
 * Field order is kept: it is the order of the admin form.
 */
import { defineCollection } from '../collection';
import type { FieldDef, FileNameField, PdfField, TextField } from '../field-kinds';

/** Title and 1920x650 banner (with its display name), first on every single page. */
export const PAGE_HEAD = {
  title: { kind: 'text', label: 'Título' },
  image: { kind: 'image', label: 'Imagen de cabecera (1920x650 px)', rule: 'banner', nameField: 'imageName' },
  imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
} as const satisfies Record<string, FieldDef>;

/** The section of the form about the families' notice of a publication (model/subscriptions.ts). */
export const NOTICE_GROUP = 'Aviso a las familias suscritas';

/**
 * What a news item, circular or event tells the families that follow the school: whether its
 * publication is mailed at all (empty reads as «sí»), and to which sedes and grades (empty: to
 * everyone), chosen among those the school offers in its settings. Staff only: public answers
 * drop them (data/records.ts).
 */
export const NOTICE_FIELDS = {
  notificar: {
    kind: 'choice',
    label: 'Avisar a las familias suscritas',
    group: NOTICE_GROUP,
    initial: 'si',
    options: [
      { value: 'si', label: 'Sí: avisar cuando se publique' },
      { value: 'no', label: 'No notificar' },
    ],
  },
  avisoSedes: {
    kind: 'textList',
    label: 'Sedes a las que va el aviso (ninguna marcada: todas)',
    group: NOTICE_GROUP,
    choicesFrom: { collection: 'sitio', field: 'sedesSuscripcion' },
  },
  avisoGrados: {
    kind: 'textList',
    label: 'Grados a los que va el aviso (ninguno marcado: todos)',
    group: NOTICE_GROUP,
    choicesFrom: { collection: 'sitio', field: 'gradosSuscripcion' },
  },
} as const satisfies Record<string, FieldDef>;

/** A collection that is one page: edited, never created or deleted (spec §2, §6). */
export function pageCollection<const F extends Record<string, FieldDef>>(
  name: string,
  label: string,
  fields: F,
) {
  return defineCollection({ name, label, cardinality: 'single', canCreate: false, canDelete: false, fields });
}

/** A single page headed by its title and banner. */
export function singlePage<const F extends Record<string, FieldDef>>(name: string, label: string, fields: F) {
  return pageCollection(name, label, { ...PAGE_HEAD, ...fields });
}

type SectionFields<N extends string> = { [K in `title${N}`]: TextField } & {
  [K in `string${N}`]: TextField;
} & {
  [K in `pdf${N}`]: PdfField;
} & { [K in `pdf${N}Name`]: FileNameField };

/**
 * titleN, stringN, pdfN and pdfNName: one section with a heading, a text and a PDF. The labels
 * number the section as the public page shows it ("sección 2"), never by the stored name's word.
 */
export function pdfSection<const N extends string>(n: N, position: number): SectionFields<N> {
  return {
    [`title${n}`]: { kind: 'text', label: `Título de la sección ${position}` },
    [`string${n}`]: { kind: 'longText', label: `Texto de la sección ${position}` },
    [`pdf${n}`]: { kind: 'pdf', label: `PDF de la sección ${position}`, nameField: `pdf${n}Name` },
    [`pdf${n}Name`]: { kind: 'fileName', label: `Nombre del PDF de la sección ${position}` },
  } as SectionFields<N>;
}
