/**
 * The ITA checklist's "no aplica" answers for the items this page is the evidence of (issue 50:
 * the matrix asks for each reason to be published on the item's page): Participa's sections and
 * the accessibility statement. From the page's data on a first view (lib/served-no-aplica.ts).
 */
import { useEffect, useState } from 'react';
import type { NoAplicaReason } from '@model/public';
import { noAplicaReasons } from '@/lib/served-no-aplica';
import { settledOf } from '@/lib/settled';
import styles from './content.module.css';

const NONE: NoAplicaReason[] = [];

export function NoAplicaNotes({ path }: { path: string }) {
  // Settled at once when the page came with them (server and hydration alike); else read once.
  const [all, setAll] = useState(() => {
    const known = settledOf(noAplicaReasons());
    return known.settled && 'value' in known ? known.value : NONE;
  });
  useEffect(() => {
    let live = true;
    void noAplicaReasons().then((found) => live && setAll(found));
    return () => {
      live = false;
    };
  }, []);
  const here = all.filter((r) => r.paths?.includes(path));
  if (here.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="no-aplica-aqui">
      <h2 id="no-aplica-aqui">No aplica a la institución</h2>
      <ul className={styles.list}>
        {here.map((r) => (
          <li key={r.id}>
            <strong>{`${r.number} ${r.name}`}</strong>: {r.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
