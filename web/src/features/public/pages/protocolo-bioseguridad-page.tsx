/**
 * /protocolobioseguridad: an introduction, a heading with its text, and the button
 * 'Ir a encuesta' that opens the stored survey address in a new tab.
 */
import { ExternalLink } from '@/components/external-link';
import { ExternalIcon } from '@/components/icons';
import { text, webLink } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { Paragraphs } from '../components/rich-text';
import { hasRichText, RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';
import type { PageProps } from '@/config/page-props';
import { withSiteBase } from '@/components/site-base';

function ProtocoloBioseguridadPage({ records }: PageProps<'protocolobioseguridad'>) {
  return (
    <RecordPage collection="protocolobioseguridad" records={records.protocolobioseguridad}>
      {(r) => {
        const survey = webLink(r.stringtwo);
        return (
          <div className={styles.article}>
            <RichText value={r.string} className={styles.lead} listClassName={styles.list} />
            {(text(r.titleone) || hasRichText(r.stringone)) && (
              <section className={styles.section}>
                {text(r.titleone) && <h2>{text(r.titleone)}</h2>}
                <RichText value={r.stringone} listClassName={styles.list} headingLevel={3} />
              </section>
            )}
            {survey && (
              <div className={styles.callout}>
                <Paragraphs text={text(r.titletwo)} />
                <ExternalLink href={survey} className="button">
                  Ir a encuesta
                  <ExternalIcon size={18} />
                </ExternalLink>
              </div>
            )}
          </div>
        );
      }}
    </RecordPage>
  );
}

export default withSiteBase(ProtocoloBioseguridadPage);
