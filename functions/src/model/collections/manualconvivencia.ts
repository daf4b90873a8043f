import { defineCollection } from '../collection';

export const manualconvivencia = defineCollection({
  name: 'manualconvivencia',
  label: 'Manual de convivencia',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    image: { kind: 'image', label: 'Imagen de cabecera (1920x650 px)', rule: 'banner', nameField: 'imageName' },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    titleone: { kind: 'text', label: 'Subtítulo' },
    stringone: { kind: 'longText', label: 'Texto' },
    pdfone: { kind: 'pdf', label: 'Manual en PDF', nameField: 'pdfoneName' },
    pdfoneName: { kind: 'fileName', label: 'Nombre del PDF' },
  },
});
