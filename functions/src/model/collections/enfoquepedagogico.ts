import { singlePage } from './parts';

export const enfoquepedagogico = singlePage('enfoquepedagogico', 'Enfoque pedagógico', {
  stringone: { kind: 'richtext', label: 'Texto de introducción' },
  titleone: { kind: 'text', label: 'Subtítulo' },
  stringtwo: { kind: 'richtext', label: 'Texto del subtítulo' },
  stringthree: { kind: 'richtext', label: 'Texto final' },
});
