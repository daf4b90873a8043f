/**
 * The ITA checklist's sample answers: the two tax sub-items of Anexo 2 (10.1 and 10.2) do not apply
 * to a school, and the checklist's reason is the one place a "no aplica" is written and published
 * (docs/decisions/0030), so the seed says it there, as the school would in «Índice de transparencia».
 *
 * Written straight to Firestore like the rest of the seed, shaped as the checklist's save stores
 * an answer (data/ita.ts) after the same check (model/ita-input.ts). Idempotent and resumable: an
 * item the school already answered (it has a status) is left alone; what the hourly evidence check
 * wrote on an unanswered item is kept beside the answer.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ITA_COLLECTION, type ItaStateDoc } from '../../functions/src/data/ita';
import { checkItaState } from '../../functions/src/model/ita-input';
import { ITA_ITEMS } from '../../functions/src/model/ita-matrix';

/** Who the sample answers say wrote them (the checklist shows it beside each answer). */
const SEED_AUTHOR = 'contenido de ejemplo';

/** The sample "no aplica" answers, by Anexo 2 sub-item, with the reason the transparency pages publish. */
export const SEED_NO_APLICA: ReadonlyArray<{ subitem: string; reason: string; responsible: string }> = [
  {
    subitem: '10.1',
    reason:
      'La institución educativa no recauda rentas locales. Esta información la publica la alcaldía municipal.',
    responsible: 'Rectoría',
  },
  {
    subitem: '10.2',
    reason: 'Las tarifas del Impuesto de Industria y Comercio las fija y publica la alcaldía municipal.',
    responsible: 'Rectoría',
  },
];

/** The checklist item of an Anexo 2 sub-item (model/ita-matrix.ts). */
export function itaItemOfSubitem(subitem: string) {
  const item = ITA_ITEMS.find((i) => i.subitem === subitem);
  if (!item) throw new Error(`La matriz ITA no tiene el subítem ${subitem}.`);
  return item;
}

/** Writes the sample answers still missing (San José's unless given); returns how many it wrote. */
export async function seedIta(
  db: Firestore,
  nowMs: number,
  samples: typeof SEED_NO_APLICA = SEED_NO_APLICA,
): Promise<number> {
  let written = 0;
  for (const sample of samples) {
    const item = itaItemOfSubitem(sample.subitem);
    const checked = checkItaState({
      status: 'no_aplica',
      reason: sample.reason,
      responsible: sample.responsible,
    });
    if (!checked.ok) throw new Error(`La respuesta de ejemplo del ítem ${item.number}: ${checked.message}`);
    const { input } = checked;
    const ref = db.collection(ITA_COLLECTION).doc(item.id);
    written += await db.runTransaction(async (tx) => {
      const before = (await tx.get(ref)).data() as ItaStateDoc | undefined;
      if (before?.status) return 0;
      const answer: ItaStateDoc = {
        ...before,
        status: input.status,
        evidence: input.evidence,
        reason: input.reason,
        responsible: input.responsible,
        reviewPeriodDays: input.reviewPeriodDays ?? item.reviewDays,
        updatedAt: new Date(nowMs).toISOString(),
        updatedBy: SEED_AUTHOR,
        checkProblem: null,
        statusBeforeCheck: null,
      };
      tx.set(ref, answer);
      return 1;
    });
  }
  return written;
}
