import { singlePage } from './parts';

export const manualconvivencia = singlePage('manualconvivencia', 'Manual de convivencia', {
  titleone: { kind: 'text', label: 'Subtítulo' },
  stringone: { kind: 'richtext', label: 'Texto' },
  pdfone: { kind: 'pdf', label: 'Manual en PDF', nameField: 'pdfoneName' },
  pdfoneName: { kind: 'fileName', label: 'Nombre del PDF' },
});
