/** The Spanish words of the image-list widget, in one place for the widget and its tests. */
export const PHOTOS_TEXT = {
  prompt: 'Arrastre y suelte aquí las fotos, o elija varias a la vez con el botón',
  pick: 'Elegir fotos',
  hint: (maxSide: number, max: number) =>
    `Fotos JPEG, PNG o WebP (hasta ${max}). Cada foto se endereza y se reduce a ${maxSide} px en su lado más largo antes de subirla.`,
  overall: (done: number, total: number) => `${done} de ${total}`,
  overallLabel: 'Fotos subidas',
  uploading: (name: string) => `Subiendo ${name}`,
  waiting: 'En espera',
  failed: 'No se subió:',
  retry: 'Reintentar',
  retryAll: 'Reintentar las fallidas',
  cancel: 'Cancelar',
  cancelAll: 'Cancelar las subidas',
  photo: (n: number) => `Foto ${n}`,
  alt: (n: number) => `Texto alternativo de la foto ${n}`,
  altHint:
    'Describa lo que muestra la foto para quien no la ve (por ejemplo: «Estudiantes de grado quinto en la feria de la ciencia»).',
  missingAlt: (n: number) =>
    n === 1 ? 'Falta el texto alternativo de 1 foto.' : `Falta el texto alternativo de ${n} fotos.`,
  up: (n: number) => `Subir la foto ${n}`,
  down: (n: number) => `Bajar la foto ${n}`,
  remove: (n: number) => `Quitar la foto ${n}`,
  moved: (from: number, to: number, total: number) => `Foto ${from} movida a la posición ${to} de ${total}.`,
  removed: (n: number) => `Foto ${n} quitada del álbum.`,
  none: 'Aún no hay fotos en el álbum.',
  drag: 'Arrastre para cambiar el orden',
  sortGroup: 'Ordenar las fotos',
  sortByName: 'Ordenar por nombre',
  sortByDate: 'Ordenar por fecha de la foto',
  sortHint:
    'Las fotos quedan en el orden en que las eligió. Puede ordenar las que subió ahora por el nombre del archivo o por la fecha en que se tomaron.',
  sortedByName: 'Fotos ordenadas por nombre.',
  sortedByDate: 'Fotos ordenadas por la fecha en que se tomaron.',
  // One photo's file, and one description for several photos at once
  fileName: (name: string) => `Archivo: ${name}`,
  noFileName: 'Archivo: nombre no guardado (foto subida antes)',
  select: (n: number, name?: string) => `Seleccionar la foto ${n}${name ? ` (${name})` : ''}`,
  bulkGroup: 'Una descripción para varias fotos',
  bulkHint:
    'Marque las fotos que muestran lo mismo, escriba la descripción una vez y aplíquela a todas. Después puede ajustar cada una.',
  selected: (n: number) =>
    n === 0 ? 'Ninguna foto marcada.' : n === 1 ? '1 foto marcada.' : `${n} fotos marcadas.`,
  selectAll: 'Marcar todas',
  selectMissing: 'Marcar las que no tienen texto',
  selectNone: 'Desmarcar todas',
  bulkText: 'Texto alternativo para las fotos marcadas',
  apply: 'Aplicar a las marcadas',
  applied: (n: number) =>
    n === 1 ? 'Texto alternativo aplicado a 1 foto.' : `Texto alternativo aplicado a ${n} fotos.`,
  applyNeeds: 'Marque al menos una foto y escriba el texto antes de aplicarlo.',
} as const;
