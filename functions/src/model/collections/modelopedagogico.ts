import { singlePage } from './parts';

export const modelopedagogico = singlePage('modelopedagogico', 'Modelo pedagógico', {
  stringone: { kind: 'longText', label: 'Texto de introducción' },
  titleone: { kind: 'text', label: 'Subtítulo' },
  /** A bullet list on the public page when a list, a paragraph when a single text. */
  stringtwo: { kind: 'textOrList', label: 'Texto o lista del subtítulo' },
});
