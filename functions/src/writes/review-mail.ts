/**
 * The mail of drafts and review (docs/decisions/0021, 0031), queued through the outbox
 * (pqrsd/outbox.ts) in the same write that changes the record's state, so a notice is sent exactly
 * when the change happened:
 *   - a record sent to review (a create that asks for it, or "Enviar a revisión"): to the editors
 *     and administrators (the accounts that may publish), but not to whoever sent it;
 *   - a record in review or a draft published, or one in review returned to draft: to its author
 *     (`createdBy`), unless the author did it.
 * Each carries the record's address in the admin. The addresses are the accounts' own (never typed
 * by a visitor), so the caps on citizens' mail do not apply (`staff`).
 */
import type { Auth } from 'firebase-admin/auth';
import {
  draftStateOf,
  getCollection,
  overviewTitle,
  reviewNoteOf,
  type Actor,
  type AnyRecord,
  type CollectionName,
} from '../model';
import { staffAddresses } from '../data/staff-addresses';
import { siteOrigin } from '../tenancy/site-origin';
import type { Mail } from '../pqrsd/outbox';

const AUTOMATIC = 'Este es un mensaje automático del sitio web del colegio; no responda a este correo.';

/** The record's edit screen in the admin (web/src/config/paths.ts, ADMIN_PATHS.edit). */
export function adminRecordLink(collection: CollectionName, id: string): string {
  const origin = siteOrigin();
  return `${origin}/${collection}Edit/${encodeURIComponent(id)}`;
}

const who = (actor: Actor) => actor.email || 'Una cuenta del personal';

/** What a save that took the record from `before` (null: a create) to `after` tells, and to whom. */
export interface ReviewMailer {
  mailsFor(
    collection: CollectionName,
    before: AnyRecord | null,
    after: AnyRecord,
    actor: Actor,
  ): Promise<Mail[]>;
}

export function reviewMailer(auth: Auth): ReviewMailer {
  return {
    async mailsFor(collection, before, after, actor) {
      const def = getCollection(collection);
      if (!def.drafts) return [];
      const from = before ? draftStateOf(def, before) : null;
      const to = draftStateOf(def, after);
      if (from === to) return [];
      const title = overviewTitle(collection, after) || '(sin título)';
      const link = adminRecordLink(collection, after._id);
      const label = def.label;

      if (to === 'revision') {
        const reviewers = (await staffAddresses(auth, 'content')).filter((s) => s.uid !== actor.uid);
        return reviewers.map((reviewer) => ({
          kind: 'revision-enviada',
          radicado: '',
          to: { email: reviewer.email, staff: true },
          subject: `Para revisar: «${title}» (${label})`,
          text: [
            `${who(actor)} envió a revisión «${title}» en ${label}.`,
            ``,
            `Revíselo y publíquelo, o devuélvalo a su autor con una nota, en:`,
            link,
            ``,
            AUTOMATIC,
          ].join('\n'),
        }));
      }

      const author = after.createdBy as Partial<Actor> | undefined;
      if (!author?.email || author.uid === actor.uid) return [];
      const authorTo = { email: author.email, staff: true } as const;
      if (to === 'publicado' && from !== null) {
        return [
          {
            kind: 'revision-publicada',
            radicado: '',
            to: authorTo,
            subject: `Publicado: «${title}» (${label})`,
            text: [
              `${who(actor)} publicó «${title}» en ${label}. Ya está visible en el sitio, o lo estará en la fecha programada.`,
              ``,
              `Véalo en el área de administración:`,
              link,
              ``,
              AUTOMATIC,
            ].join('\n'),
          },
        ];
      }
      if (to === 'borrador' && from === 'revision') {
        const note = reviewNoteOf(after);
        return [
          {
            kind: 'revision-devuelta',
            radicado: '',
            to: authorTo,
            subject: `Devuelto con una nota: «${title}» (${label})`,
            text: [
              `${who(actor)} le devolvió «${title}» en ${label}: volvió a ser un borrador.`,
              ...(note ? [``, `Nota de la revisión:`, note] : []),
              ``,
              `Haga los cambios y envíelo de nuevo a revisión en:`,
              link,
              ``,
              AUTOMATIC,
            ].join('\n'),
          },
        ];
      }
      return [];
    },
  };
}
