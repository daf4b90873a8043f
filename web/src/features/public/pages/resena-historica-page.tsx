/** /resenahistorica: the school's history, four texts under a banner. */
import { RecordPage } from '../components/record-page';
import { RichText } from '@/components/rich-text';
import type { PageProps } from '@/config/page-props';
import styles from '../components/content.module.css';
import { withSiteBase } from '@/components/site-base';

function ResenaHistoricaPage({ records }: PageProps<'resenahistorica'>) {
  return (
    <RecordPage collection="resenahistorica" records={records.resenahistorica}>
      {(r) => (
        <div className={styles.article}>
          {[r.stringone, r.stringtwo, r.stringthree, r.stringfour].map((value, i) => (
            <RichText
              key={i}
              value={value}
              className={i === 0 ? styles.lead : undefined}
              listClassName={styles.list}
            />
          ))}
        </div>
      )}
    </RecordPage>
  );
}

export default withSiteBase(ResenaHistoricaPage);
