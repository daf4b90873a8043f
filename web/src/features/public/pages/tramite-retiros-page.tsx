/** /tramiteretiros: an introduction and the five steps of the procedure as cards. */
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { hasRichText, RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';
import type { PageProps } from '@/config/page-props';
import { withSiteBase } from '@/components/site-base';

function TramiteRetirosPage({ records }: PageProps<'tramiteretiros'>) {
  return (
    <RecordPage collection="tramiteretiros" records={records.tramiteretiros}>
      {(r) => {
        const steps = [
          [r.titleone, r.stringone],
          [r.titletwo, r.stringtwo],
          [r.titlethree, r.stringthree],
          [r.titlefour, r.stringfour],
          [r.titlefive, r.stringfive],
        ]
          .map(([title, body]) => ({ title: text(title), body }))
          .filter((s) => s.title || hasRichText(s.body));
        return (
          <div className="container">
            <div className={styles.prose}>
              <RichText value={r.string} className={styles.lead} listClassName={styles.list} />
            </div>
            {steps.length > 0 && (
              <ol className={styles.cards}>
                {steps.map((step, i) => (
                  <li key={i} className={styles.card}>
                    {step.title && <h2>{step.title}</h2>}
                    <RichText value={step.body} listClassName={styles.list} headingLevel={3} />
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      }}
    </RecordPage>
  );
}

export default withSiteBase(TramiteRetirosPage);
