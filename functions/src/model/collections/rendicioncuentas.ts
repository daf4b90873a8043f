import { defineCollection } from '../collection';

export const rendicioncuentas = defineCollection({
  name: 'rendicioncuentas',
  label: 'Rendición de cuentas',
  cardinality: 'single',
  canCreate: false,
  canDelete: false,
  fields: {
    title: { kind: 'text', label: 'Título' },
    image: { kind: 'image', label: 'Imagen de cabecera (1920x650 px)', rule: 'banner', nameField: 'imageName' },
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
  },
});
