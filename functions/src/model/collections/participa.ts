import { defineCollection } from '../collection';
import { PARTICIPA_PAGES } from '../participa';

/**
 * What the school publishes in the "Participa" menu: each entry belongs to one of the
 * five sections that are pages of this site (model/participa.ts, never retyped here) and is a text,
 * a document, a link or a date (a call to a meeting, a survey and its results, a draft for
 * comments). The same shape as a transparency entry, with the text allowed to stand alone: an
 * invitation is often only words. One collection for the five pages: their list, form, validation,
 * seed and docs all come from this declaration.
 */
export const participa = defineCollection({
  name: 'participa',
  label: 'Participa: publicaciones',
  singular: 'publicación',
  gender: 'f',
  cardinality: 'many',
  canCreate: true,
  canDelete: true,
  // Within its section the administrator decides what comes first (an open call above old results).
  orderable: true,
  fields: {
    seccion: {
      kind: 'choice',
      label: 'Sección de Participa',
      required: true,
      options: PARTICIPA_PAGES.map((s) => ({ value: s.slug, label: s.name })),
    },
    title: { kind: 'text', label: 'Título', required: true },
    description: { kind: 'richtext', label: 'Texto' },
    date: { kind: 'date', label: 'Fecha (de la actividad o de la publicación)' },
    pdf: { kind: 'pdf', label: 'Documento PDF', nameField: 'pdfName' },
    pdfName: { kind: 'fileName', label: 'Nombre del PDF' },
    link: { kind: 'text', label: 'Enlace (encuesta, formulario, transmisión…)', format: 'https' },
  },
  // An entry with nothing but a title tells a visitor nothing.
  requireOneOf: [['description', 'pdf', 'link']],
  listColumns: {
    'Texto uno': 'seccion',
    'Texto dos': 'date',
    'Texto tres': null,
    'Texto cuatro': null,
    Imágen: null,
  },
});
