import { defineCollection } from '../collection';

export const resenahistorica = defineCollection({
  name: 'resenahistorica',
  label: 'Reseña histórica',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    stringone: { kind: 'longText', label: 'Texto uno' },
    stringtwo: { kind: 'longText', label: 'Texto dos' },
    stringthree: { kind: 'longText', label: 'Texto tres' },
    stringfour: { kind: 'longText', label: 'Texto cuatro' },
    image: { kind: 'image', label: 'Imagen de cabecera (1920x650 px)', rule: 'banner' },
  },
});
