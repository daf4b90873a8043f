import { singlePage } from './parts';

export const enfoquepedagogico = singlePage('enfoquepedagogico', 'Enfoque pedagógico', {
  stringone: { kind: 'longText', label: 'Texto de introducción' },
  titleone: { kind: 'text', label: 'Subtítulo' },
  stringtwo: { kind: 'longText', label: 'Texto del subtítulo' },
  stringthree: { kind: 'longText', label: 'Texto final' },
});
