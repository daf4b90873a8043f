/**
 * Every section's records, for the admin home's latest changes and search (issue 27), read by the
 * home route's loader. One collection after another, not all at once: nineteen requests in
 * parallel would start nineteen function instances (the emulator starts a worker per concurrent
 * request). The admin's own reads carry `updatedBy` (who saved last).
 */
import { COLLECTION_NAMES, type AnyRecord, type CollectionName } from '@model';
import { listRecords } from '../api/admin-api';

export interface SectionRecords {
  collection: CollectionName;
  records: AnyRecord[];
}

/** `only`: the sections the role may edit (issue 26: an editor's home has no settings). */
export async function readAllSections(
  token: () => Promise<string>,
  signal: AbortSignal,
  only: (collection: CollectionName) => boolean = () => true,
): Promise<SectionRecords[]> {
  const sections: SectionRecords[] = [];
  for (const collection of COLLECTION_NAMES.filter(only)) {
    if (signal.aborted) break;
    try {
      sections.push({ collection, records: await listRecords(collection, await token(), signal) });
    } catch {
      // A section that cannot be read now is left out; its own list says why.
    }
  }
  return sections;
}
