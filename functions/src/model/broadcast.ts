/**
 * A Secretaría's broadcast (comunicado) as each chosen school holds it: an ordinary record of the
 * school's own collection (a circular in `noticias`, a notice in `avisos`: the declarations say
 * `broadcast: true`), carrying the server's mark `comunicado` ({id, version, de}). Only the
 * server writes the mark and the school's "hide from my home page" flag (`ocultoEnInicio`):
 * neither is a declared field, so a client that sends them is refused like any unknown field.
 * Plain data: the public pages, the admin form and the server read it.
 */
export const BROADCAST_FIELD = 'comunicado';
export const HIDDEN_AT_HOME_FIELD = 'ocultoEnInicio';
/** Every server-only key of a copy: a record read and sent back whole drops them first. */
export const BROADCAST_KEYS = [BROADCAST_FIELD, HIDDEN_AT_HOME_FIELD] as const;

/** What every copy shows: on its page, its card, the notice bar, the feeds and the search results. */
export const BROADCAST_LABEL = 'De la Secretaría de Educación';

/** Why a school's write to a copy is refused (403). */
export const BROADCAST_READ_ONLY =
  'Este comunicado es de la Secretaría de Educación: solo ella puede modificarlo o retirarlo. Puede ocultarlo de la página de inicio de su sitio.';

export interface BroadcastMark {
  /** The broadcast's id in the Secretaría's list. */
  id: string;
  /** Which edit of the broadcast this copy holds (1 at creation). */
  version: number;
  /** Who sent it, as shown to visitors. */
  de: string;
}

/** The mark of a record that is a Secretaría's copy, or null for the school's own records. */
export function broadcastOf(record: unknown): BroadcastMark | null {
  const mark = (record as Record<string, unknown> | null | undefined)?.[BROADCAST_FIELD];
  if (typeof mark !== 'object' || mark === null) return null;
  const { id, version, de } = mark as Partial<BroadcastMark>;
  return typeof id === 'string' && id
    ? {
        id,
        version: typeof version === 'number' ? version : 0,
        de: typeof de === 'string' && de ? de : BROADCAST_LABEL,
      }
    : null;
}

/** Whether the school chose to leave this copy off its home page (it stays in lists, feeds, search). */
export const hiddenAtHome = (record: unknown): boolean =>
  broadcastOf(record) !== null && (record as Record<string, unknown>)[HIDDEN_AT_HOME_FIELD] === true;
