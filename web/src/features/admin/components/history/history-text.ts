/** Texts of the "Historial" panel (issue 13). */
export const HISTORY_TEXT = {
  title: 'Historial',
  loading: 'Cargando el historial…',
  empty:
    'Este registro aún no tiene versiones anteriores: el historial empieza con el próximo cambio guardado.',
  intro:
    'Cada cambio guardado, del más reciente al más antiguo: cuándo, quién y qué campos cambió. Elija uno para ver la versión de antes de ese cambio junto a la actual.',
  listLabel: 'Cambios guardados',
  changed: 'Cambió',
  nothingChanged: 'Sin cambios en los campos',
  deleted: 'Eliminó el registro',
  field: 'Campo',
  thisVersion: 'Esta versión',
  current: 'Actual',
  changedMark: 'cambió',
  restore: 'Restaurar esta versión',
  retry: 'Reintentar',
  restored: (date: string) =>
    `Se cargó en el formulario la versión anterior al cambio del ${date}: revise los campos y pulse «Guardar cambios» para guardarla; si no, use «Volver a administración».`,
  versionOf: (date: string, email: string) =>
    `Versión anterior al cambio del ${date} (${email || 'administrador'})`,
} as const;
