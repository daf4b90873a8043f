/** /resenahistorica: the school's history, four texts under a banner. */
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { Paragraphs } from '../components/rich-text';
import styles from '../components/content.module.css';

export default function ResenaHistoricaPage() {
  return (
    <RecordPage collection="resenahistorica">
      {(r) => (
        <div className={styles.article}>
          {[r.stringone, r.stringtwo, r.stringthree, r.stringfour].map((value, i) => (
            <Paragraphs key={i} text={text(value)} className={i === 0 ? styles.lead : undefined} />
          ))}
        </div>
      )}
    </RecordPage>
  );
}
