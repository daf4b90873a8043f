/** The checklist screen's words (usted), in one place for the screen and its test. */
import { ITA_STATUS_LABELS, type ItaStatus } from '@model';

export const ITA_TEXT = {
  title: 'Índice de transparencia',
  subtitle:
    'La matriz ITA de la Procuraduría (Ley 1712 de 2014 y Resolución 1519 de 2020): qué cumple el sitio, qué falta y qué debe revisarse.',
  back: 'Volver a administración',
  loading: 'Cargando el índice de transparencia…',
  retry: 'Reintentar',
  summary: 'Resumen',
  stale: 'Por revisar',
  byCategory: 'Avance por categoría',
  barLabel: (name: string, done: number, total: number, counts: Record<ItaStatus, number>) =>
    `${name}: ${done} de ${total} resueltos (${counts.cumple} cumplen, ${counts.no_aplica} no aplican, ${counts.no_cumple} no cumplen, ${counts.pendiente} pendientes).`,
  legend: 'Convenciones',
  attention: 'Revise primero',
  attentionIntro: 'Los ítems que no cumplen, deben revisarse de nuevo o siguen pendientes.',
  attentionNone:
    'Ningún ítem necesita atención: todos cumplen o no aplican, y ninguno debe revisarse de nuevo.',
  rest: 'Los demás ítems',
  csv: 'Descargar CSV',
  csvName: 'indice-transparencia.csv',
  copy: 'Copiar para hoja de cálculo',
  copied: 'Copiado: pegue en la hoja de cálculo (una fila por ítem, en el orden de columnas de la matriz).',
  copyFailed: 'El navegador no permitió copiar. Use «Descargar CSV».',
  inferred: 'Numeración inferida',
  norm: 'Norma',
  automatic: 'Evidencia automática del sitio',
  external: 'Direcciones externas para revisar a mano',
  checkProblem: 'Revisión automática',
  sampleText:
    'Pendiente: su página aún muestra el «Texto de ejemplo» de la Secretaría. Edite ese contenido para reemplazarlo.',
  updated: (date: string, by: string | null) => `Actualizado el ${date}${by ? ` por ${by}` : ''}.`,
  never: 'Sin actualizar.',
  reviewEvery: (days: number) => `Revisar cada ${days} días.`,
  save: 'Guardar',
  saving: 'Guardando…',
  saved: (number: string) => `Ítem ${number} guardado.`,
  evidenceHint: 'Una dirección por línea: https://… o una ruta de este sitio que empiece por /.',
  reasonHint:
    'Obligatoria si no aplica: la razón legal. Es el único texto de «no aplica» que se publica, en la página del ítem y en la lista de Transparencia.',
  status: ITA_STATUS_LABELS,
} as const;
