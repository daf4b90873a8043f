import { defineCollection } from '../collection';

export const protocolobioseguridad = defineCollection({
  name: 'protocolobioseguridad',
  label: 'Protocolo de bioseguridad',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    image: { kind: 'image', label: 'Imagen de cabecera (1920x650 px)', rule: 'banner', nameField: 'imageName' },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    string: { kind: 'longText', label: 'Texto de introducción' },
    titleone: { kind: 'text', label: 'Subtítulo' },
    stringone: { kind: 'longText', label: 'Texto del subtítulo' },
    titletwo: { kind: 'text', label: 'Texto junto al botón de la encuesta' },
    stringtwo: { kind: 'link', label: 'Enlace de la encuesta (botón «Ir a encuesta»)' },
  },
});
