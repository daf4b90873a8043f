/**
 * /horizonteinstitucional: the ten heading/text blocks of the horizonte record in alternating
 * coloured bands, each text formatted (the two that were lists, stringfour and stringfive, read as
 * bullet lists when stored that way: decision 0011); the mission and vision blocks carry their
 * own images.
 */
import { UPLOAD_RULES } from '@model/public';
import { MediaImage } from '@/components/media-image';
import type { PublicRecord } from '@model/public';
import { text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { hasRichText, RichText } from '@/components/rich-text';
import content from '../components/content.module.css';
import styles from './horizonte-page.module.css';
import type { PageProps } from '@/config/page-props';
import { withSiteBase } from '@/components/site-base';

/** Every horizonte image has the exact size its upload rule demands. */
const IMAGE = UPLOAD_RULES.horizonte;
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;
const TONES = ['blue', 'light', 'gold'] as const;

function blocks(r: PublicRecord<'horizonte'>) {
  return NUMBERS.map((n) => {
    const body = r[`string${n}`];
    return {
      key: n,
      title: text(r[`title${n}`]),
      body,
      image: n === 'one' ? text(r.imagemision) : n === 'two' ? text(r.imagevision) : '',
    };
  }).filter((b) => b.title || hasRichText(b.body));
}

function HorizontePage({ records }: PageProps<'horizonte'>) {
  return (
    <RecordPage collection="horizonte" records={records.horizonte} banner={IMAGE}>
      {(r) => (
        <div className={styles.blocks}>
          {blocks(r).map((block, i) => (
            <section key={block.key} className={styles.block} data-tone={TONES[i % TONES.length]}>
              <div className={`container ${styles.inner}`} data-with-image={Boolean(block.image)}>
                <div className={content.prose}>
                  {block.title && <h2>{block.title}</h2>}
                  <RichText value={block.body} listClassName={content.list} headingLevel={3} />
                </div>
                {block.image && (
                  <MediaImage
                    name={block.image}
                    alt={block.title || 'Imagen institucional'}
                    width={IMAGE.width}
                    height={IMAGE.height}
                    sizes="(min-width: 64rem) 30rem, 100vw"
                    className={styles.image}
                  />
                )}
              </div>
            </section>
          ))}
        </div>
      )}
    </RecordPage>
  );
}

export default withSiteBase(HorizontePage);
