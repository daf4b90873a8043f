/**
 * The mail of "¿Perdió su código?": a request's new tracking code, to the address stored with the
 * request (never one the asker types). Like the acuse, it carries nothing a visitor typed: the
 * radicado, the code, the link that reads the request, and the school's own words.
 */
import { groupTrackingCode, PQRSD_TYPE_LABELS } from '../model/pqrsd';
import type { Mail } from './outbox';
import { trackingLink } from './tracking-link';
import type { PqrsdDoc } from './stored';

export const codeMail = (doc: PqrsdDoc, code: string): Mail => ({
  kind: 'pqrsd-codigo',
  radicado: doc.radicado,
  to: { email: doc.email },
  subject: `Nuevo código de seguimiento de la solicitud ${doc.radicado}`,
  text: [
    `Se pidió en el sitio web del colegio un código de seguimiento nuevo para la solicitud ${doc.radicado} (${PQRSD_TYPE_LABELS[doc.tipo].toLowerCase()}).`,
    ``,
    `Código de seguimiento: ${groupTrackingCode(code)}`,
    `El código anterior ya no sirve. Consulte el estado de la solicitud aquí:`,
    trackingLink(doc.radicado, code),
    ``,
    `Si usted no pidió este código, no tiene que hacer nada: solo quien lea este correo puede usarlo.`,
    `Este es un mensaje automático; no responda a este correo.`,
  ].join('\n'),
});
