/** /enfoquepedagogico: an introduction, a sub-heading with its text, and a closing text. */
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { Paragraphs } from '../components/rich-text';
import styles from '../components/content.module.css';

export default function EnfoquePedagogicoPage() {
  return (
    <RecordPage collection="enfoquepedagogico">
      {(r) => {
        const subheading = text(r.titleone);
        const closing = text(r.stringthree);
        return (
          <div className={styles.article}>
            <Paragraphs text={text(r.stringone)} className={styles.lead} />
            {(subheading || text(r.stringtwo)) && (
              <section className={styles.section}>
                {subheading && <h2>{subheading}</h2>}
                <Paragraphs text={text(r.stringtwo)} />
              </section>
            )}
            {closing && (
              <div className={styles.callout}>
                <Paragraphs text={closing} />
              </div>
            )}
          </div>
        );
      }}
    </RecordPage>
  );
}
