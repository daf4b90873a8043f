import { defineCollection } from '../collection';

/**
 * Institutional horizon: ten heading/text blocks shown in alternating colours. Every text is
 * formatted text; stringfour and stringfive were lists of texts (spec §3) and are read as bullet
 * lists when stored that way (decision 0011).
 */
export const horizonte = defineCollection({
  name: 'horizonte',
  label: 'Horizonte institucional',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    image: {
      kind: 'image',
      label: 'Imagen principal (1600x1066 px)',
      rule: 'horizonte',
      nameField: 'imageName',
    },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    imagemision: { kind: 'image', label: 'Imagen de la misión (1600x1066 px)', rule: 'horizonte' },
    imagevision: { kind: 'image', label: 'Imagen de la visión (1600x1066 px)', rule: 'horizonte' },
    titleone: { kind: 'text', label: 'Título del bloque 1' },
    stringone: { kind: 'richtext', label: 'Texto del bloque 1' },
    titletwo: { kind: 'text', label: 'Título del bloque 2' },
    stringtwo: { kind: 'richtext', label: 'Texto del bloque 2' },
    titlethree: { kind: 'text', label: 'Título del bloque 3' },
    stringthree: { kind: 'richtext', label: 'Texto del bloque 3' },
    titlefour: { kind: 'text', label: 'Título del bloque 4' },
    stringfour: { kind: 'richtext', label: 'Lista del bloque 4' },
    titlefive: { kind: 'text', label: 'Título del bloque 5' },
    stringfive: { kind: 'richtext', label: 'Lista del bloque 5' },
    titlesix: { kind: 'text', label: 'Título del bloque 6' },
    stringsix: { kind: 'richtext', label: 'Texto del bloque 6' },
    titleseven: { kind: 'text', label: 'Título del bloque 7' },
    stringseven: { kind: 'richtext', label: 'Texto del bloque 7' },
    titleeight: { kind: 'text', label: 'Título del bloque 8' },
    stringeight: { kind: 'richtext', label: 'Texto del bloque 8' },
    titlenine: { kind: 'text', label: 'Título del bloque 9' },
    stringnine: { kind: 'richtext', label: 'Texto del bloque 9' },
    titleten: { kind: 'text', label: 'Título del bloque 10' },
    stringten: { kind: 'richtext', label: 'Texto del bloque 10' },
  },
});
