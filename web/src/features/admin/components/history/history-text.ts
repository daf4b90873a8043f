/** Texts of the "Historial" panel. */
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
  confirmTitle: '¿Restaurar esta versión?',
  confirmBody: (date: string) =>
    `Se guardará la versión anterior al cambio del ${date} en lugar de la actual; la actual queda en el Historial. Los cambios sin guardar de este formulario se descartarán.`,
  confirmYes: 'Sí, restaurar',
  restored: 'Se restauró la versión anterior.',
  showUnchanged: (n: number) => `Mostrar también los ${n} campos sin cambios`,
  hideUnchanged: 'Ocultar los campos sin cambios',
  versionOf: (date: string, email: string) =>
    `Versión anterior al cambio del ${date} (${email || 'administrador'})`,
} as const;
