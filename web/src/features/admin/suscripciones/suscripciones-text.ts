/** The words of «Suscripciones», the «Enterado» list and «Notificar de nuevo» (Spanish, usted). */
import type { NoticeRow } from '@model/subscriptions-staff';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-CO')} ${n === 1 ? one : many}`;

export const SUBS_TEXT = {
  title: 'Suscripciones',
  subtitle: 'Familias que reciben por correo o en su teléfono lo que el colegio publica',
  back: 'Volver a administración',
  retry: 'Reintentar',
  loadingCounts: 'Cargando los conteos…',
  loadingNotices: 'Cargando los avisos…',
  loadingList: 'Cargando las direcciones…',

  countsTitle: 'Suscriptores por tema',
  countsCaption: 'Suscriptores confirmados por tema: por correo, según la frecuencia, y en teléfonos',
  topic: 'Tema',
  mailNow: 'Correo: cada publicación',
  mailWeekly: 'Correo: resumen semanal',
  phones: 'Teléfonos',
  total: 'Total por correo',
  tileConfirmed: 'Direcciones confirmadas',
  tilePending: 'Sin confirmar',
  tilePhones: 'Teléfonos o navegadores',
  pendingHint:
    'Una suscripción sin confirmar no recibe nada hasta que la persona abre el enlace de su correo; si no lo hace, se elimina a los 7 días.',
  countsNote: 'Una familia puede seguir varios temas: por eso los totales por tema no se suman.',

  addressesTitle: 'Direcciones',
  addressesIntro:
    'Solo los administradores ven las direcciones. Úselas únicamente para lo que la familia autorizó: recibir lo que el colegio publica (Ley 1581 de 2012).',
  editorNote: 'Las direcciones de las familias solo las ven los administradores.',
  search: 'Buscar por correo',
  anyTopic: 'Todos',
  anyState: 'Todos',
  anyMode: 'Todas',
  topicFilter: 'Tema',
  stateFilter: 'Estado',
  modeFilter: 'Frecuencia',
  filter: 'Filtrar',
  clear: 'Quitar filtros',
  csv: 'Descargar CSV',
  csvName: 'suscripciones.csv',
  email: 'Correo',
  state: 'Estado',
  topics: 'Temas',
  mode: 'Frecuencia',
  since: 'Suscrita el',
  action: 'Acción',
  remove: 'Eliminar',
  shown: (shown: number, total: number) =>
    shown === total
      ? plural(total, 'dirección', 'direcciones')
      : `Se muestran ${shown.toLocaleString('es-CO')} de ${total.toLocaleString('es-CO')} direcciones: descargue el CSV para verlas todas, o filtre.`,
  noneFound: 'Ninguna dirección coincide con el filtro.',
  none: 'Todavía no hay familias suscritas.',
  removeTitle: '¿Eliminar esta suscripción?',
  removeBody: (email: string) =>
    `Se borrarán la dirección ${email}, sus preferencias, los correos que aún no se le enviaron y sus confirmaciones de lectura. Hágalo cuando la persona lo pida (Ley 1581 de 2012). No se puede deshacer.`,
  removeConfirm: 'Eliminar la suscripción',
  removed: (email: string) => `Se eliminó la suscripción de ${email}.`,
  removeFailed: (email: string, why: string) => `No se pudo eliminar la suscripción de ${email}: ${why}`,

  noticesTitle: 'Avisos a las familias',
  noticesIntro:
    'Cada publicación se avisa una vez a quienes siguen su tema. Los correos salen poco a poco, dentro del límite por hora del colegio: «Retenidos» saldrán solos en la hora siguiente.',
  noticesCaption: 'Avisos a las familias, del más reciente al más antiguo, con el estado de sus correos',
  noNotices: 'Todavía no se ha avisado ninguna publicación.',
  item: 'Publicación',
  noticeState: 'Estado',
  queued: 'En cola',
  sent: 'Enviados',
  waiting: 'Pendientes',
  held: 'Retenidos',
  failed: 'Fallidos',
  push: 'Teléfonos',
  reading: 'Enterado',
  noReading: 'No pide',
  received: (n: number, m: number) =>
    `Recibieron ${n.toLocaleString('es-CO')} · Confirmaron ${m.toLocaleString('es-CO')}`,
  readList: 'Ver lista',
  remind: 'Enviar recordatorio',
  reminded: (date: string) => `Recordatorio enviado el ${date}`,
  remindTitle: '¿Enviar el recordatorio?',
  remindBody: (n: number) =>
    `Se enviará una sola vez, a ${plural(n, 'familia que recibió la circular y todavía no confirmó', 'familias que recibieron la circular y todavía no confirmaron')} su lectura. No se podrá enviar otro.`,
  remindConfirm: 'Enviar el recordatorio',
  remindDone: (title: string) => `Se está enviando el recordatorio de «${title}».`,
  remindFailed: (title: string, why: string) => `No se envió el recordatorio de «${title}»: ${why}`,
  version: (v: number) => (v > 1 ? ` (aviso n.º ${v})` : ''),
  notCounted: 'sin dato',

  readTitle: 'Enterado',
  readBack: 'Volver a Suscripciones',
  readLoading: 'Cargando la lista…',
  readCaption: 'Familias que recibieron la circular, primero las que no han confirmado su lectura',
  recipient: 'Destinatario',
  sentAt: 'Enviado el',
  confirmedAt: 'Confirmó el',
  notYet: 'Todavía no',
  family: (i: number) => `Familia ${i + 1}`,
  readCsvName: 'enterado.csv',
  readNoAddresses:
    'Las direcciones solo las ven los administradores: aquí se muestra cada familia por número.',
  readEmpty: 'Todavía no se ha enviado esta circular a ninguna familia.',
  tileReceived: 'Recibieron',
  tileRead: 'Confirmaron',
  readPublished: (date: string) => `Aviso creado el ${date}`,

  notifyAgain: 'Notificar de nuevo',
  notifyHint: 'Una edición no vuelve a avisar a las familias. Si el cambio es importante, avíseles de nuevo.',
  notifyTitle: '¿Notificar de nuevo a las familias?',
  notifyBody: (mail: number | null, phones: number | null, topic: string) =>
    mail === null || phones === null
      ? `Se avisará de nuevo a las familias que siguen «${topic}».`
      : `Lo recibirán hasta ${plural(mail, 'familia', 'familias')} por correo (las que siguen «${topic}» y lo reciben cada vez que se publica) y hasta ${plural(phones, 'teléfono', 'teléfonos')}. Quienes eligieron el resumen semanal lo verán el lunes.`,
  notifyConfirm: 'Enviar el aviso de nuevo',
  notifyDone: 'Se está avisando de nuevo a las familias suscritas. Vea el envío en «Suscripciones».',
  notifyFailed: (why: string) => `No se avisó de nuevo a las familias: ${why}`,
} as const;

/** A notice's queue in words: what a person would want to know first. */
export function noticeStateLabel(row: NoticeRow): string {
  if (row.estado === 'pendiente') return 'Por preparar';
  if (row.estado === 'en-cola') return 'Preparando los envíos';
  if ((row.retenidos ?? 0) > 0) return 'Enviando (con retenidos)';
  if (row.pendientes > 0) return 'Enviando';
  if (row.fallidos > 0) return 'Enviado, con fallos';
  return 'Enviado';
}
