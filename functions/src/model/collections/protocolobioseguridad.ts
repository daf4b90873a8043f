import { singlePage } from './parts';

export const protocolobioseguridad = singlePage('protocolobioseguridad', 'Protocolo de bioseguridad', {
  string: { kind: 'richtext', label: 'Texto de introducción' },
  titleone: { kind: 'text', label: 'Subtítulo' },
  stringone: { kind: 'richtext', label: 'Texto del subtítulo' },
  titletwo: { kind: 'text', label: 'Texto junto al botón de la encuesta' },
  stringtwo: { kind: 'link', label: 'Enlace de la encuesta (botón «Ir a encuesta»)' },
});
