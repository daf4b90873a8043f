/**
 * Lists whose items are chosen among a list of the school's settings (`choicesFrom`: an item's
 * sedes and grades for its notice, among those the families may choose): the form offers only
 * those, and a save is refused with any other (a request is never trusted to have used the form).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import type { CollectionDef, FieldValue, RecordIssue } from '../model';

/** The problems of `values`' settings-bound lists, one per field (none when every item is offered). */
export async function checkSettingsChoices(
  db: Firestore,
  def: CollectionDef,
  values: Record<string, FieldValue>,
): Promise<RecordIssue[]> {
  const bound = Object.entries(def.fields).flatMap(([key, field]) =>
    'choicesFrom' in field && field.choicesFrom && Array.isArray(values[key]) && values[key].length > 0
      ? [{ key, label: field.label, from: field.choicesFrom }]
      : [],
  );
  if (bound.length === 0) return [];
  const snap = await withDeadline('Firestore', db.collection('sitio').limit(1).get());
  const settings = snap.docs[0]?.data() ?? {};
  const issues: RecordIssue[] = [];
  for (const { key, label, from } of bound) {
    const offered = Array.isArray(settings[from.field]) ? (settings[from.field] as unknown[]) : [];
    const wrong = (values[key] as unknown[]).find((v) => !offered.includes(v));
    if (wrong !== undefined)
      issues.push({
        field: key,
        message: `«${label}»: «${String(wrong)}» no está entre las que el colegio ofrece a las familias (Datos del colegio, «Suscripciones de las familias»).`,
      });
  }
  return issues;
}
