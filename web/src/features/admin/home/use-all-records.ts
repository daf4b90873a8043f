/**
 * Every section's records, for the admin home's latest changes and search (issue 27). Read one
 * collection after another, not all at once: nineteen requests in parallel would start nineteen
 * function instances (the emulator starts a worker per concurrent request). The admin's own reads
 * carry `updatedBy` (who saved last).
 */
import { useEffect, useState } from 'react';
import { COLLECTION_NAMES, type AnyRecord, type CollectionName } from '@model';
import { useAdminUser } from '@/features/auth/auth-context';
import { listRecords } from '../api/admin-api';

export interface SectionRecords {
  collection: CollectionName;
  records: AnyRecord[];
}

export type AllRecords = { state: 'loading'; sections: SectionRecords[] } | { state: 'ready'; sections: SectionRecords[] };

export function useAllRecords(): AllRecords {
  const user = useAdminUser();
  const [all, setAll] = useState<AllRecords>({ state: 'loading', sections: [] });
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const sections: SectionRecords[] = [];
      for (const collection of COLLECTION_NAMES) {
        if (controller.signal.aborted) return;
        try {
          const records = await listRecords(collection, await user.getIdToken(), controller.signal);
          sections.push({ collection, records });
        } catch {
          // A section that cannot be read now is left out; its own list says why.
        }
        if (!controller.signal.aborted) setAll({ state: 'loading', sections: [...sections] });
      }
      if (!controller.signal.aborted) setAll({ state: 'ready', sections });
    })();
    return () => controller.abort();
  }, [user]);
  return all;
}
