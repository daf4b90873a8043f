/**
 * /modelopedagogico: an introduction and a sub-heading with its formatted text (stored before as
 * a list, shown as bullets, or a single text, a paragraph: both read the same, decision 0011).
 */
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';
import type { PageProps } from '@/config/page-props';
import { withSiteBase } from '@/components/site-base';

function ModeloPedagogicoPage({ records }: PageProps<'modelopedagogico'>) {
  return (
    <RecordPage collection="modelopedagogico" records={records.modelopedagogico}>
      {(r) => {
        const subheading = text(r.titleone);
        return (
          <div className={styles.article}>
            <RichText value={r.stringone} className={styles.lead} listClassName={styles.list} />
            <section className={styles.section}>
              {subheading && <h2>{subheading}</h2>}
              <RichText value={r.stringtwo} listClassName={styles.list} headingLevel={3} />
            </section>
          </div>
        );
      }}
    </RecordPage>
  );
}

export default withSiteBase(ModeloPedagogicoPage);
