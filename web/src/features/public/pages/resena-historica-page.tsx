/** /resenahistorica: the school's history, four texts under a banner. */
import { RecordPage } from '../components/record-page';
import { RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';

export default function ResenaHistoricaPage() {
  return (
    <RecordPage collection="resenahistorica">
      {(r) => (
        <div className={styles.article}>
          {[r.stringone, r.stringtwo, r.stringthree, r.stringfour].map((value, i) => (
            <RichText key={i} value={value} className={i === 0 ? styles.lead : undefined} listClassName={styles.list} />
          ))}
        </div>
      )}
    </RecordPage>
  );
}
