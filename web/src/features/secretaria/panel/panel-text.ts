/** The words of the console's table of schools. */
export const PANEL_TEXT = {
  label: 'Colegios',
  title: 'Colegios',
  subtitle:
    'Las cifras de cada colegio: se actualizan con cada cambio en su sitio y cada hora. Ordene la tabla con los títulos de sus columnas.',
  download: 'Descargar CSV',
  downloading: 'Preparando el CSV…',
  downloadFailed: 'No se pudo descargar el CSV.',
  filters: 'Filtrar la tabla',
  municipio: 'Municipio',
  comuna: 'Comuna',
  any: 'Todos',
  anyComuna: 'Todas',
  onlyOverdue: 'Solo colegios con PQRSD vencidas',
  clear: 'Quitar filtros',
  count: (shown: number, all: number) =>
    shown === all
      ? `${all} ${all === 1 ? 'colegio' : 'colegios'}.`
      : `${shown} de ${all} colegios con estos filtros.`,
  overdueSchools: (n: number) =>
    n === 0
      ? 'Ningún colegio tiene PQRSD vencidas.'
      : `${n} ${n === 1 ? 'colegio tiene' : 'colegios tienen'} PQRSD vencidas.`,
  none: 'Ningún colegio coincide con estos filtros.',
  caption: 'Cifras por colegio',
  scrollHint: 'Deslice la tabla hacia los lados para ver todas las columnas.',
  sortBy: (column: string) => `Ordenar por ${column}`,
  columns: {
    colegio: 'Colegio',
    municipio: 'Municipio',
    comuna: 'Comuna',
    abiertas: 'PQRSD abiertas',
    porVencer: 'Por vencer (3 días hábiles)',
    vencidas: 'Vencidas',
    ita: 'Índice de transparencia (ITA)',
    itaRevisado: 'ITA revisado el',
    publicacion: 'Última publicación',
    personal: 'Personal y último ingreso',
    conformidad: 'Accesibilidad y enlaces',
    ocultos: 'Comunicados ocultos en el inicio',
  },
  inbox: (name: string) => `Bandeja de PQRSD de ${name}`,
  ita: {
    cumple: 'Cumple',
    'no cumple': 'No cumple',
    pendiente: 'Pendiente',
    desactualizado: 'Desactualizado',
    'sin datos': 'Sin datos',
  },
  itaCounts: (c: number, n: number, p: number, d: number) =>
    `${c} cumplen · ${n} no cumplen · ${p} pendientes · ${d} desactualizados`,
  conformidad: {
    cumple: 'Cumple',
    fallos: (n: number) => `${n} ${n === 1 ? 'fallo' : 'fallos'}`,
    'sin revisar': 'Sin revisar',
  },
  missingFooter: (items: string[]) => `Falta en el pie de página: ${items.join(', ')}`,
  staff: (n: number) => `${n} ${n === 1 ? 'cuenta' : 'cuentas'}`,
  never: 'nunca',
  noDate: '—',
  calculated: (when: string) => `Cifras de PQRSD calculadas el ${when}.`,
} as const;
