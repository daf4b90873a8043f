/**
 * Subscribers, phones, notices, their messages in the families' queue and «Enterado» marks,
 * written straight into a school's Firestore (as the subscribe flow, the fan-out and the sender
 * would leave them) for the staff side's tests, and removed after: the API and browser tests of
 * «Suscripciones» share it.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { subscriberId } from '../../functions/src/subscriptions/tokens';
import {
  NOTICES_COLLECTION,
  noticeId,
  PUSH_SUBSCRIBERS_COLLECTION,
  READ_CONFIRMATIONS,
  readConfirmationId,
  SUBSCRIBERS_COLLECTION,
  type Mode,
  type NoticeDoc,
  type PushSubscriberDoc,
  type SubscriberDoc,
  type Topic,
} from '../../functions/src/model/subscriptions';
import { SUBSCRIBER_OUTBOX } from '../../functions/src/pqrsd/outbox';

export const HELD_REASON =
  'Retenido: se alcanzó el límite total de correos por hora a los suscriptores (1000). Se enviará automáticamente en la hora siguiente.';

export function subscriber(
  email: string,
  temas: Topic[],
  modo: Mode,
  estado: SubscriberDoc['estado'] = 'confirmada',
): SubscriberDoc {
  const at = new Date().toISOString();
  return {
    email,
    temas,
    modo,
    estado,
    sedes: [],
    grados: [],
    nonce: 'nonce-de-prueba',
    consentimiento: '2026-12',
    creadaEl: at,
    confirmadaEl: estado === 'confirmada' ? at : null,
    ultimaConfirmacion: estado === 'confirmada' ? at : null,
  };
}

/** What a test wrote in one school, to remove it after. */
export class SubscriptionData {
  readonly subscribers: string[] = [];
  readonly push: string[] = [];
  readonly notices: string[] = [];
  readonly messages: string[] = [];
  readonly reads: Array<[string, string]> = [];

  constructor(readonly db: Firestore) {}

  async addSubscriber(doc: SubscriberDoc): Promise<string> {
    const id = subscriberId(doc.email);
    await this.db.collection(SUBSCRIBERS_COLLECTION).doc(id).set(doc);
    this.subscribers.push(id);
    return id;
  }

  async addPush(id: string, temas: Topic[]): Promise<void> {
    const doc: PushSubscriberDoc = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
      keys: { p256dh: 'clave', auth: 'auth' },
      temas,
      sedes: [],
      grados: [],
      creadaEl: new Date().toISOString(),
      renovadaEl: new Date().toISOString(),
    };
    await this.db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id).set(doc);
    this.push.push(id);
  }

  async addNotice(registro: string, fields: Partial<NoticeDoc> = {}): Promise<string> {
    const doc: NoticeDoc = {
      coleccion: 'noticias',
      registro,
      tema: 'circulares',
      titulo: `Circular ${registro}`,
      resumen: 'Resumen',
      fecha: new Date().toISOString(),
      enlace: `http://127.0.0.1:5000/noticias/${registro}`,
      pdf: null,
      enterado: false,
      version: 1,
      estado: 'hecho',
      creadoEl: new Date().toISOString(),
      encolados: 0,
      push: 0,
      recordatorioEl: null,
      sedes: [],
      grados: [],
      ...fields,
    };
    const id = noticeId(doc.coleccion, registro, doc.version);
    await this.db.collection(NOTICES_COLLECTION).doc(id).set(doc);
    this.notices.push(id);
    return id;
  }

  /** A message of notice `aviso` to a subscriber, in the state the sender left it. */
  async addMessage(
    aviso: string,
    email: string,
    state: 'pending' | 'sent' | 'failed',
    lastError: string | null = null,
  ): Promise<string> {
    const at = Timestamp.now();
    const ref = this.db.collection(SUBSCRIBER_OUTBOX).doc();
    await ref.set({
      kind: 'aviso',
      radicado: '',
      to: { email, subscriber: true },
      subject: `Aviso ${aviso}`,
      text: 'Texto',
      aviso,
      suscriptor: subscriberId(email),
      state,
      attempts: state === 'pending' ? 0 : 1,
      createdAt: at,
      // Due an hour from now, as a message held for the next window is: the sender that any notice's
      // creation starts (its trigger) must leave the fixture's messages as they were written.
      ...(state === 'pending' ? { nextAttemptAt: Timestamp.fromMillis(at.toMillis() + 3_600_000) } : {}),
      lastError: state === 'failed' ? 'Buzón inexistente' : lastError,
      sentAt: state === 'sent' ? at : null,
    });
    this.messages.push(ref.id);
    return ref.id;
  }

  async addRead(aviso: string, email: string): Promise<void> {
    const id = subscriberId(email);
    await this.db
      .collection(READ_CONFIRMATIONS)
      .doc(readConfirmationId(aviso, id))
      .set({ aviso, suscriptor: id, confirmadoEl: new Date().toISOString() });
    this.reads.push([aviso, id]);
  }

  async remove(): Promise<void> {
    const batch = this.db.batch();
    for (const id of this.subscribers) batch.delete(this.db.collection(SUBSCRIBERS_COLLECTION).doc(id));
    for (const id of this.push) batch.delete(this.db.collection(PUSH_SUBSCRIBERS_COLLECTION).doc(id));
    for (const id of this.messages) batch.delete(this.db.collection(SUBSCRIBER_OUTBOX).doc(id));
    for (const [aviso, id] of this.reads)
      batch.delete(this.db.collection(READ_CONFIRMATIONS).doc(readConfirmationId(aviso, id)));
    for (const id of this.notices) batch.delete(this.db.collection(NOTICES_COLLECTION).doc(id));
    await batch.commit();
  }
}
