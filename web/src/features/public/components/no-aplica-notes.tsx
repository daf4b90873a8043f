/**
 * The ITA checklist's "no aplica" answers for the items this page is the evidence of (issue 50:
 * the matrix asks for each reason to be published on the item's page): Participa's sections and
 * the accessibility statement. The page file reads them (`readExtra(Astro, (reads) =>
 * reads.noAplica())`) and passes them all; the ones of `path` are shown.
 */
import type { NoAplicaReason } from '@model/public';
import styles from './content.module.css';

export function NoAplicaNotes({ path, reasons }: { path: string; reasons: NoAplicaReason[] }) {
  const here = reasons.filter((r) => r.paths?.includes(path));
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
