import { defineCollection } from '../collection';

export const modelopedagogico = defineCollection({
  name: 'modelopedagogico',
  label: 'Modelo pedagógico',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    image: { kind: 'image', label: 'Imagen de cabecera (1920x650 px)', rule: 'banner', nameField: 'imageName' },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    stringone: { kind: 'longText', label: 'Texto de introducción' },
    titleone: { kind: 'text', label: 'Subtítulo' },
    stringtwo: { kind: 'textOrList', label: 'Texto o lista del subtítulo' },
  },
});
