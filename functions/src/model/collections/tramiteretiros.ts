import { defineCollection } from '../collection';

export const tramiteretiros = defineCollection({
  name: 'tramiteretiros',
  label: 'Trámite de retiros',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    image: { kind: 'image', label: 'Imagen de cabecera (1920x650 px)', rule: 'banner', nameField: 'imageName' },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    string: { kind: 'longText', label: 'Texto de introducción' },
    titleone: { kind: 'text', label: 'Título tarjeta uno' },
    stringone: { kind: 'longText', label: 'Texto tarjeta uno' },
    titletwo: { kind: 'text', label: 'Título tarjeta dos' },
    stringtwo: { kind: 'longText', label: 'Texto tarjeta dos' },
    titlethree: { kind: 'text', label: 'Título tarjeta tres' },
    stringthree: { kind: 'longText', label: 'Texto tarjeta tres' },
    titlefour: { kind: 'text', label: 'Título tarjeta cuatro' },
    stringfour: { kind: 'longText', label: 'Texto tarjeta cuatro' },
    titlefive: { kind: 'text', label: 'Título tarjeta cinco' },
    stringfive: { kind: 'longText', label: 'Texto tarjeta cinco' },
  },
});
