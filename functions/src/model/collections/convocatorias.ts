import { defineCollection } from '../collection';

/** Open calls and contracts: an intro and up to four sections, each with a PDF. */
export const convocatorias = defineCollection({
  name: 'convocatorias',
  label: 'Convocatorias y contratos',
  cardinality: 'many',
  canCreate: true,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título', required: true },
    string: { kind: 'longText', label: 'Texto de introducción' },
    image: { kind: 'image', label: 'Imagen (1920x650 px)', rule: 'banner', nameField: 'imageName' },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    titleone: { kind: 'text', label: 'Título sección uno' },
    stringone: { kind: 'longText', label: 'Texto sección uno' },
    pdfone: { kind: 'pdf', label: 'PDF sección uno', nameField: 'pdfoneName' },
    pdfoneName: { kind: 'fileName', label: 'Nombre del PDF uno' },
    titletwo: { kind: 'text', label: 'Título sección dos' },
    stringtwo: { kind: 'longText', label: 'Texto sección dos' },
    pdftwo: { kind: 'pdf', label: 'PDF sección dos', nameField: 'pdftwoName' },
    pdftwoName: { kind: 'fileName', label: 'Nombre del PDF dos' },
    titlethree: { kind: 'text', label: 'Título sección tres' },
    stringthree: { kind: 'longText', label: 'Texto sección tres' },
    pdfthree: { kind: 'pdf', label: 'PDF sección tres', nameField: 'pdfthreeName' },
    pdfthreeName: { kind: 'fileName', label: 'Nombre del PDF tres' },
    titlefour: { kind: 'text', label: 'Título sección cuatro' },
    stringfour: { kind: 'longText', label: 'Texto sección cuatro' },
    pdffour: { kind: 'pdf', label: 'PDF sección cuatro', nameField: 'pdffourName' },
    pdffourName: { kind: 'fileName', label: 'Nombre del PDF cuatro' },
  },
});
