/** /enfoquepedagogico: an introduction, a sub-heading with its text, and a closing text. */
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { hasRichText, RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';
import type { PageProps } from '@/config/page-props';
import { withSiteBase } from '@/components/site-base';

function EnfoquePedagogicoPage({ records }: PageProps<'enfoquepedagogico'>) {
  return (
    <RecordPage collection="enfoquepedagogico" records={records.enfoquepedagogico}>
      {(r) => {
        const subheading = text(r.titleone);
        return (
          <div className={styles.article}>
            <RichText value={r.stringone} className={styles.lead} listClassName={styles.list} />
            {(subheading || hasRichText(r.stringtwo)) && (
              <section className={styles.section}>
                {subheading && <h2>{subheading}</h2>}
                <RichText value={r.stringtwo} listClassName={styles.list} headingLevel={3} />
              </section>
            )}
            {hasRichText(r.stringthree) && (
              <div className={styles.callout}>
                <RichText value={r.stringthree} listClassName={styles.list} />
              </div>
            )}
          </div>
        );
      }}
    </RecordPage>
  );
}

export default withSiteBase(EnfoquePedagogicoPage);
