import { defineCollection } from '../collection';
import { ANNEX_SUBITEMS, subitemLabel } from '../transparency-annex';

/**
 * The documents of the transparency section (Ley 1712 de 2014): each entry is published under one
 * sub-item of Anexo 2 and is either a PDF kept here or a link to where the information lives
 * (SECOP, datos.gov.co…). The sub-item list comes from the annex data, never retyped.
 */
export const transparencia = defineCollection({
  name: 'transparencia',
  label: 'Transparencia: publicaciones',
  singular: 'publicación',
  gender: 'f',
  cardinality: 'many',
  canCreate: true,
  canDelete: true,
  // The annex lists documents per sub-item; the administrator decides which comes first.
  orderable: true,
  fields: {
    subitem: {
      kind: 'choice',
      label: 'Ítem del menú de transparencia',
      required: true,
      // Listed under the annex's numbered categories: 45 sub-items in one flat list are hard to scan.
      options: ANNEX_SUBITEMS.map((s) => ({
        value: s.number,
        label: subitemLabel(s),
        group: `${s.category.number}. ${s.category.name}`,
      })),
    },
    title: { kind: 'text', label: 'Título', required: true },
    description: { kind: 'richtext', label: 'Descripción corta' },
    date: { kind: 'date', label: 'Fecha de publicación' },
    pdf: { kind: 'pdf', label: 'Documento PDF', nameField: 'pdfName' },
    pdfName: { kind: 'fileName', label: 'Nombre del PDF' },
    link: { kind: 'text', label: 'Enlace a otro sitio (SECOP, datos.gov.co…)', format: 'https' },
  },
  requireOneOf: [['pdf', 'link']],
});
