/**
 * The transparency tree of Anexo 2, numeral 2.4.2: the annex's categories in its order and with its
 * names, each sub-item with its published entries (date, a PDF to download or a link to another
 * site). A sub-item another page of the site already covers links there instead of repeating it
 * (the annex forbids duplicated information). A sub-item that does not apply shows the ITA
 * checklist's reason, the one place a "no aplica" is written (docs/decisions/0030); one with nothing
 * published otherwise shows the school's note (why nothing is there yet) instead of an empty box.
 */
import { noteKey, type AnnexCategory, type AnnexSubitem, type NoAplicaReason } from '@model/public';
import type { PublicRecord } from '@model/public';
import { text } from '../api/fields';
import { PqrsdReport, type ReportData } from './pqrsd-report';
import { PublicationEntry } from './publication-entry';
import styles from './transparency-tree.module.css';
import { useSiteHref } from '@/components/site-base';

export type TransparencyEntry = PublicRecord<'transparencia'>;
export type TransparencyNotes = PublicRecord<'transparencianotas'>;

/** Shown when a sub-item has no entry, no page of the site and no note from the school. */
export const NOTHING_PUBLISHED = 'Aún no hay publicaciones en este ítem.';

export { categoryPath } from './transparency-index';

interface Props {
  categories: readonly AnnexCategory[];
  entries: TransparencyEntry[];
  notes: TransparencyNotes | undefined;
  /** The checklist's published "no aplica" reasons (every one: the whole tree lists them at its end). */
  reasons: readonly NoAplicaReason[];
  /** The requests report's figures, null when they could not be computed. */
  report: ReportData | null;
  /**
   * The whole tree on /transparencia: each category a <details> with its h2 in the summary, so a
   * phone reader sees the ten headings and opens one; a category page's h1 already names its one.
   */
  collapsible: boolean;
}

export function TransparencyTree({ categories, entries, notes, reasons: list, report, collapsible }: Props) {
  // The checklist's "no aplica" reasons: the matrix asks for each to be published, under its
  // sub-item here, and every one (other annexes, Participa) in a list at the end of the tree.
  const reasons = new Map(list.filter((r) => r.subitem).map((r) => [r.subitem!, r.reason]));
  return (
    <div className={styles.tree}>
      {categories.map((category) => {
        // Under the category's h2, or right under a category page's h1 (no skipped level).
        const subitems = category.subitems.map((subitem) => (
          <Subitem
            key={subitem.number}
            subitem={subitem}
            entries={entries}
            notes={notes}
            report={report}
            Heading={collapsible ? 'h3' : 'h2'}
            notApplicable={reasons.get(subitem.number)}
          />
        ));
        if (!collapsible) {
          return (
            <section key={category.slug} className={styles.category}>
              {subitems}
            </section>
          );
        }
        // Closed in the markup (no script opens one); the stylesheet shows the content anyway on a
        // wide screen. A link to a sub-item's anchor opens its <details> by itself (the browser
        // does on fragment navigation and find-in-page).
        return (
          <details key={category.slug} className={styles.category}>
            <summary className={styles.summary}>
              <h2 id={`cat-${category.slug}`} className={styles.categoryHeading}>
                {`${category.number}. ${category.name}`}
              </h2>
            </summary>
            {subitems}
          </details>
        );
      })}
      {collapsible && list.length > 0 && <NotApplicableList reasons={list} />}
    </div>
  );
}

/** Every item of the checklist the school answered "no aplica", with its reason, as the matrix asks. */
function NotApplicableList({ reasons }: { reasons: readonly NoAplicaReason[] }) {
  return (
    <section aria-labelledby="no-aplica" className={styles.category}>
      <h2 id="no-aplica" className={styles.categoryHeading}>
        Ítems del Índice de Transparencia que no aplican a la institución
      </h2>
      <ul className={styles.entries}>
        {reasons.map((r) => (
          <li key={r.id} className={styles.note}>
            <strong>{`${r.number} ${r.name}`}</strong> ({r.annex}, {r.categoryName}): {r.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Subitem({
  subitem,
  entries: all,
  notes,
  report,
  Heading,
  notApplicable,
}: Omit<Props, 'categories' | 'reasons' | 'collapsible'> & {
  subitem: AnnexSubitem;
  Heading: 'h2' | 'h3';
  /** The checklist's published reason when the item does not apply. */
  notApplicable?: string;
}) {
  const href = useSiteHref();
  const entries = all.filter((e) => e.subitem === subitem.number);
  const covered = subitem.coveredBy;
  const note = text(notes?.[noteKey(subitem) as keyof TransparencyNotes]);
  return (
    <section aria-labelledby={subitem.slug} className={styles.subitem}>
      <Heading id={subitem.slug} className={styles.subitemHeading}>
        {subitem.number} {subitem.name}
      </Heading>
      {notApplicable && (
        <p className={styles.note}>
          <strong>No aplica a la institución:</strong> {notApplicable}
        </p>
      )}
      {covered && (
        <p className={styles.sitePage}>
          <a href={href(covered.path)}>Consulte «{covered.label}» en este sitio</a>
        </p>
      )}
      {subitem.report === 'pqrsd' && <PqrsdReport Heading={Heading === 'h2' ? 'h3' : 'h4'} report={report} />}
      {entries.length > 0 ? (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <PublicationEntry
              key={entry._id}
              entry={entry}
              datePrefix="Publicado el "
              linkLabel="Ir al sitio"
            />
          ))}
        </ul>
      ) : covered || subitem.report || notApplicable ? null : note ? (
        // "No aplica" has one source, the ITA checklist's reason: when it gives one, that text alone
        // is published here; the school's note says only why nothing is published yet.
        <p className={styles.note}>{note}</p>
      ) : (
        <p className={styles.note}>{NOTHING_PUBLISHED}</p>
      )}
    </section>
  );
}
