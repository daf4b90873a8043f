/** Texts of the edit and create forms. Button labels are spec §2 word for word. */
export const FORM_TEXT = {
  save: 'Guardar cambios',
  back: 'Volver a administración',
  remove: 'Eliminar',
  create: 'Crear',
  saving: 'Guardando…',
  creating: 'Creando…',
  deleting: 'Eliminando…',
  uploading: 'Subiendo archivos…',
  uploadProgress: 'Progreso de la subida',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  unsaved: 'Hay cambios sin guardar.',
  confirmDeleteTitle: '¿Eliminar este registro?',
  confirmDelete: '¿Eliminar este registro? Irá a la Papelera, donde podrá restaurarlo durante 30 días.',
  confirmDeleteBody: 'Irá a la Papelera, donde podrá restaurarlo durante 30 días.',
  confirmDeleteYes: 'Sí, eliminar',
  conflictOverwrite: 'Guardar mis cambios de todos modos',
  conflictReload: 'Descartar mis cambios y cargar la versión guardada',
  conflictHelp:
    'Puede guardar su versión encima de la guardada, o descartar sus cambios y cargar la versión guardada.',
  session:
    'No se pudo confirmar su sesión. Revise su conexión e intente de nuevo; si sigue fallando, cierre sesión y vuelva a entrar.',
  unexpected: 'Ocurrió un error inesperado. Intente de nuevo.',
  saved: 'Los cambios se guardaron.',
  restored: 'Se restauró la versión elegida del Historial.',
  created: 'El registro se creó.',
  deleted: 'El registro se eliminó. Puede deshacerlo ahora o restaurarlo desde la Papelera durante 30 días.',
} as const;
