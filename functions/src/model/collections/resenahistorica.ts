import { defineCollection } from '../collection';

export const resenahistorica = defineCollection({
  name: 'resenahistorica',
  label: 'Reseña histórica',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    stringone: { kind: 'richtext', label: 'Párrafo 1' },
    stringtwo: { kind: 'richtext', label: 'Párrafo 2' },
    stringthree: { kind: 'richtext', label: 'Párrafo 3' },
    stringfour: { kind: 'richtext', label: 'Párrafo 4' },
    image: { kind: 'image', label: 'Imagen de cabecera (1920x650 px)', rule: 'banner' },
  },
});
