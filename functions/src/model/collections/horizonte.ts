import { defineCollection } from '../collection';

/**
 * Institutional horizon: ten heading/text blocks shown in alternating colours. stringfour and
 * stringfive are lists (spec §3), shown as bullet lists.
 */
export const horizonte = defineCollection({
  name: 'horizonte',
  label: 'Horizonte institucional',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    image: { kind: 'image', label: 'Imagen principal (1600x1066 px)', rule: 'horizonte', nameField: 'imageName' },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    imagemision: { kind: 'image', label: 'Imagen de la misión (1600x1066 px)', rule: 'horizonte' },
    imagevision: { kind: 'image', label: 'Imagen de la visión (1600x1066 px)', rule: 'horizonte' },
    titleone: { kind: 'text', label: 'Título uno' },
    stringone: { kind: 'longText', label: 'Texto uno' },
    titletwo: { kind: 'text', label: 'Título dos' },
    stringtwo: { kind: 'longText', label: 'Texto dos' },
    titlethree: { kind: 'text', label: 'Título tres' },
    stringthree: { kind: 'longText', label: 'Texto tres' },
    titlefour: { kind: 'text', label: 'Título cuatro' },
    stringfour: { kind: 'textList', label: 'Lista cuatro' },
    titlefive: { kind: 'text', label: 'Título cinco' },
    stringfive: { kind: 'textList', label: 'Lista cinco' },
    titlesix: { kind: 'text', label: 'Título seis' },
    stringsix: { kind: 'longText', label: 'Texto seis' },
    titleseven: { kind: 'text', label: 'Título siete' },
    stringseven: { kind: 'longText', label: 'Texto siete' },
    titleeight: { kind: 'text', label: 'Título ocho' },
    stringeight: { kind: 'longText', label: 'Texto ocho' },
    titlenine: { kind: 'text', label: 'Título nueve' },
    stringnine: { kind: 'longText', label: 'Texto nueve' },
    titleten: { kind: 'text', label: 'Título diez' },
    stringten: { kind: 'longText', label: 'Texto diez' },
  },
});
