import { singlePage } from './parts';

export const tramiteretiros = singlePage('tramiteretiros', 'Trámite de retiros', {
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
});
