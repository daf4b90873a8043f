import { defineCollection } from '../collection';

/** Home page slides. */
export const carousel = defineCollection({
  name: 'carousel',
  label: 'Carrusel de inicio',
  singular: 'diapositiva',
  gender: 'f',
  cardinality: 'many',
  canCreate: true,
  canDelete: true,
  orderable: true,
  fields: {
    title: { kind: 'text', label: 'Título', required: true },
    stringone: { kind: 'longText', label: 'Leyenda' },
    image: { kind: 'image', label: 'Imagen (1280x471 px)', rule: 'carousel', required: true },
  },
});
