import { pdfSection, singlePage } from './parts';

/** Accountability: three sections, each with a heading, a text and a PDF (750 px viewer). */
export const rendicioncuentas = singlePage('rendicioncuentas', 'Rendición de cuentas', {
  ...pdfSection('one', 1),
  ...pdfSection('two', 2),
  ...pdfSection('three', 3),
});
