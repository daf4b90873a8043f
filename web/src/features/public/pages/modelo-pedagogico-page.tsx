/**
 * /modelopedagogico: an introduction and a sub-heading whose content is either a list (shown as
 * bullets) or a single text (a paragraph), as the administrator entered it.
 */
import { list, text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { BulletList, Paragraphs } from '../components/rich-text';
import styles from '../components/content.module.css';

export default function ModeloPedagogicoPage() {
  return (
    <RecordPage collection="modelopedagogico">
      {(r) => {
        const subheading = text(r.titleone);
        const isList = Array.isArray(r.stringtwo);
        return (
          <div className={styles.article}>
            <Paragraphs text={text(r.stringone)} className={styles.lead} />
            <section className={styles.section}>
              {subheading && <h2>{subheading}</h2>}
              {isList ? (
                <BulletList items={list(r.stringtwo)} className={styles.list} />
              ) : (
                <Paragraphs text={text(r.stringtwo)} />
              )}
            </section>
          </div>
        );
      }}
    </RecordPage>
  );
}
