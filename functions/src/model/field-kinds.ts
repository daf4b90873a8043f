/**
 * The kinds of field a collection can declare. Each kind decides, in one place, the value's
 * TypeScript type, how the server validates it (schema.ts) and which widget the admin form shows.
 */
import type { ContactKind } from './contact-links';
import type { ListFormat, TextFormat } from './formats';
import { emptyRichText, type RichTextDoc } from './rich-text';
import type { ImageRuleId } from './upload-rules';

export type FieldKind =
  | 'text' // one line (stored without bidirectional controls: single-line.ts)
  | 'longText' // a paragraph: text area
  | 'textList' // a list of paragraphs: bullet list on the public page
  | 'textOrList' // a single paragraph or a list (modelopedagogico.stringtwo)
  | 'link' // an href: http(s), mailto: or tel: (never javascript:); a site path (/eventos) where declared `sitePath`
  | 'image' // stored file name of an image uploaded through /api/upload
  | 'pdf' // stored file name of a PDF uploaded through /api/upload
  | 'fileName' // the original name of an uploaded file, shown to people (imageName, pdfoneName…)
  | 'date' // a calendar day, ISO yyyy-mm-dd (a publication date)
  | 'datetime' // an instant, stored ISO UTC with Z, entered and shown in America/Bogota (date-time.ts)
  | 'slug' // the record's address, made by the server from another field (slug.ts); read-only in the form
  | 'choice' // one value of a declared list of options (the annex sub-item of a transparency entry)
  | 'richtext' // formatted text: a structured document (rich-text.ts), never HTML
  | 'imageList' // an ordered list of { image, alt }: stored image names with their text alternatives (an album)
  | 'imageOfList' // one image of a sibling imageList (an album's cover): its first by default
  | 'consent'; // a confirmation the administrator ticks (true); a required one must be true to save

interface BaseField {
  kind: FieldKind;
  /** Spanish label in the admin form and in validation messages. */
  label: string;
  /** A create is refused without it (and the form marks it); updates may not empty it. */
  required?: boolean;
  /** Section of a long form (the site settings): consecutive fields of a group share a fieldset. */
  group?: string;
}

export interface TextField extends BaseField {
  kind: 'text' | 'longText' | 'link';
  /** What the text must be (a https link, a phone number…), checked on both sides. */
  format?: TextFormat;
  /**
   * A `link` typed as a phone number or an e-mail address (staff cards): the validation turns it
   * into the tel:, wa.me or mailto: link stored, and the form shows the plain value back.
   */
  contact?: ContactKind;
  /** A `link` that may also be a path on this site (/eventos): a notice's link. */
  sitePath?: boolean;
}
export interface ListField extends BaseField {
  kind: 'textList' | 'textOrList';
  /** What each item must be (a group of synonyms), checked on both sides. */
  format?: ListFormat;
  /**
   * The items may only be values of this list of the school's settings (an item's sedes and
   * grades among those the families may choose): the form shows them as checkboxes and the
   * server refuses any other on save (writes/record-writes.ts).
   */
  choicesFrom?: { collection: 'sitio'; field: string };
}
export interface ImageField extends BaseField {
  kind: 'image';
  /** Which row of the upload-rule table applies to this image (size and exact dimensions). */
  rule: ImageRuleId;
  /** The field that keeps the original file name, where the collection has one. */
  nameField?: string;
}
export interface PdfField extends BaseField {
  kind: 'pdf';
  nameField?: string;
  /**
   * The name a visitor's saved copy gets (model/pdf-name.ts), where the record's title does not
   * name the document (the PEI in the school's settings, whose title is the school's name).
   */
  saveAs?: string;
}
export interface FileNameField extends BaseField {
  kind: 'fileName';
}

export interface DateField extends BaseField {
  kind: 'date';
}
export interface DateTimeField extends BaseField {
  kind: 'datetime';
  /** A create form starts at the current minute (a publication moment usually is "now"). */
  startsNow?: boolean;
  /**
   * This moment is another datetime field of the record plus `minutes` (an event's end: its start
   * plus an hour) and moves with it in the form until the administrator changes this one.
   */
  follows?: { field: string; minutes: number };
}
export interface SlugField extends BaseField {
  kind: 'slug';
  /** The text field it is made from (the title). */
  from: string;
}
export interface ChoiceOption {
  /** What is stored. */
  value: string;
  /** What the administrator reads in the select. */
  label: string;
  /** Heading the option is listed under (consecutive options of one group share it). */
  group?: string;
}
export interface ChoiceField extends BaseField {
  kind: 'choice';
  /** The only values accepted, in the order the select lists them. */
  options: readonly ChoiceOption[];
  /** The value a create form starts with (one of the options); none: nothing chosen. */
  initial?: string;
}

/** Formatted text: paragraphs, two heading levels, lists, bold, italic, links (rich-text.ts). */
export interface RichTextField extends BaseField {
  kind: 'richtext';
}
/** One photo of an image list: its stored file name and its text alternative. */
export interface ListImage {
  image: string;
  alt: string;
  /**
   * The photo's original file name as the administrator's computer called it (IMG_2034.jpg), so
   * the album's form can show which file each photo is. Staff only: a file name may carry a
   * child's name, so public answers drop it (data/records.ts forVisitors). Older photos have none.
   */
  name?: string;
}
export interface ImageListField extends BaseField {
  kind: 'imageList';
  /** The upload rule every photo is checked with (a size range, not exact pixels). */
  rule: ImageRuleId;
  /** How many photos a record may hold (a required list needs at least `min`, 1 by default). */
  min?: number;
  max: number;
}
export interface ImageOfListField extends BaseField {
  kind: 'imageOfList';
  /** The imageList field whose images this one picks from. */
  of: string;
}
export interface ConsentField extends BaseField {
  kind: 'consent';
}

export type FieldDef =
  | TextField
  | ListField
  | ImageField
  | PdfField
  | FileNameField
  | DateField
  | DateTimeField
  | SlugField
  | ChoiceField
  | RichTextField
  | ImageListField
  | ImageOfListField
  | ConsentField;
export type FileFieldDef = ImageField | PdfField;

/** The stored value type of each kind. */
export interface ValueOfKind {
  text: string;
  longText: string;
  link: string;
  textList: string[];
  textOrList: string | string[];
  image: string;
  pdf: string;
  fileName: string;
  date: string;
  datetime: string;
  slug: string;
  choice: string;
  richtext: RichTextDoc;
  imageList: ListImage[];
  imageOfList: string;
  consent: boolean;
}

/** Any stored field value: what the generic pieces (form, writes, history) carry around. */
export type FieldValue = ValueOfKind[FieldKind];

/** Lengths the server accepts: generous for a school's texts, small enough to keep records cheap. */
export const LIMITS = {
  text: 300,
  longText: 20_000,
  link: 2_000,
  listItems: 50,
  fileName: 255,
  /** A text alternative: a sentence, not an essay (WCAG 1.1.1). */
  alt: 300,
} as const;

export function isFileField(field: FieldDef): field is FileFieldDef {
  return field.kind === 'image' || field.kind === 'pdf';
}

/** Fields whose values are stored upload names checked against their binding: single files and image lists. */
export function isUploadField(field: FieldDef): field is FileFieldDef | ImageListField {
  return isFileField(field) || field.kind === 'imageList';
}

export function emptyValue(kind: FieldKind): FieldValue {
  if (kind === 'richtext') return emptyRichText();
  if (kind === 'textList' || kind === 'imageList') return [];
  return kind === 'consent' ? false : '';
}
