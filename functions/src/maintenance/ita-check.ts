/**
 * The ITA checklist's own check, part of the hourly maintenance run: every internal
 * evidence of every item (the site's automatic evidence and the paths the school added) must
 * answer 200 and show something published (data/ita-evidence.ts judges it in-process, offline).
 * A broken or emptied one, or a stored path that cannot be read, turns its item to no_cumple with
 * the problem as its reason, and the others are checked all the same; once mended, the item gets
 * the school's status back. External addresses (https://…) are not fetched: GET
 * /api/ita lists them for a person to check. docs/decisions/0022-ita-checklist.md.
 * The last conformity check's verdicts (maintenance/conformity.ts: the footer, the accessibility
 * rules, the required pages and menus) join the evidence's: an item fails when either does.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readConformity } from '../data/conformity';
import { applyItaCheck, readItaStates, type ItaCheckResult } from '../data/ita';
import { EvidenceChecker } from '../data/ita-evidence';
import { RecordStore } from '../data/records';
import { isSitePath, ITA_ITEMS } from '../model/ita-matrix';

export interface ItaCheckReport {
  checked: number;
  failing: string[];
  written: number;
}

export async function runItaCheck(db: Firestore, at: number): Promise<ItaCheckReport> {
  const [states, conformity] = await Promise.all([readItaStates(db), readConformity(db)]);
  const found = conformity?.ita ?? {};
  const checker = new EvidenceChecker(new RecordStore(db));
  const results: ItaCheckResult[] = [];
  for (const item of ITA_ITEMS) {
    const state = states.get(item.id);
    // An item the school says does not apply has nothing to prove.
    if (state?.status === 'no_aplica' && !state.checkProblem) continue;
    // What an older version stored is read as it is: only texts count, each judged on its own.
    // A path that cannot be read fails its item (data/ita-evidence.ts), never the run; what
    // stops the run is the store failing, which judges no item.
    const stored: unknown = state?.evidence;
    const own = Array.isArray(stored)
      ? stored.filter((e): e is string => typeof e === 'string' && isSitePath(e))
      : [];
    const paths = [...new Set([...item.evidence, ...own])];
    if (paths.length === 0 && !found[item.id]) continue;
    const verdicts = await Promise.all(paths.map(async (path) => ({ path, ...(await checker.check(path)) })));
    const problem =
      [...verdicts.map((v) => v.problem), found[item.id]].filter((p): p is string => !!p).join(' ') || null;
    // The page's content date counts only for the site's own evidence (a calendar's last event).
    const dates = verdicts
      .filter((v) => item.evidence.includes(v.path))
      .map((v) => v.updatedAt)
      .filter((d): d is string => !!d);
    const contentUpdatedAt = dates.length ? dates.sort().at(-1)! : null;
    results.push({ id: item.id, problem, contentUpdatedAt });
  }
  const written = await applyItaCheck(db, results, at);
  return { checked: results.length, failing: results.filter((r) => r.problem).map((r) => r.id), written };
}
