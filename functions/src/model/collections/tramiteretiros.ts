import { singlePage } from './parts';

export const tramiteretiros = singlePage('tramiteretiros', 'Trámite de retiros', {
  string: { kind: 'richtext', label: 'Texto de introducción' },
  titleone: { kind: 'text', label: 'Título de la tarjeta 1' },
  stringone: { kind: 'richtext', label: 'Texto de la tarjeta 1' },
  titletwo: { kind: 'text', label: 'Título de la tarjeta 2' },
  stringtwo: { kind: 'richtext', label: 'Texto de la tarjeta 2' },
  titlethree: { kind: 'text', label: 'Título de la tarjeta 3' },
  stringthree: { kind: 'richtext', label: 'Texto de la tarjeta 3' },
  titlefour: { kind: 'text', label: 'Título de la tarjeta 4' },
  stringfour: { kind: 'richtext', label: 'Texto de la tarjeta 4' },
  titlefive: { kind: 'text', label: 'Título de la tarjeta 5' },
  stringfive: { kind: 'richtext', label: 'Texto de la tarjeta 5' },
});
