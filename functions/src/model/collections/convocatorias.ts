import { defineCollection } from '../collection';
import { pdfSection } from './parts';

/** Open calls and contracts: an intro and up to four sections, each with a PDF. */
export const convocatorias = defineCollection({
  name: 'convocatorias',
  label: 'Convocatorias y contratos',
  singular: 'convocatoria',
  gender: 'f',
  cardinality: 'many',
  canCreate: true,
  canDelete: false,
  orderable: true,
  fields: {
    title: { kind: 'text', label: 'Título', required: true },
    string: { kind: 'richtext', label: 'Texto de introducción' },
    image: { kind: 'image', label: 'Imagen (1920x650 px)', rule: 'banner', nameField: 'imageName' },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    ...pdfSection('one', 1),
    ...pdfSection('two', 2),
    ...pdfSection('three', 3),
    ...pdfSection('four', 4),
  },
});
