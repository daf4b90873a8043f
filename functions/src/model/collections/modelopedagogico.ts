import { singlePage } from './parts';

export const modelopedagogico = singlePage('modelopedagogico', 'Modelo pedagógico', {
  stringone: { kind: 'richtext', label: 'Texto de introducción' },
  titleone: { kind: 'text', label: 'Subtítulo' },
  /** Formatted text; stored before as a paragraph or a list of texts, read as such (decision 0011). */
  stringtwo: { kind: 'richtext', label: 'Texto o lista del subtítulo' },
});
