/**
 * /horizonteinstitucional: the ten heading/text blocks of the horizonte record in alternating
 * coloured bands. The two list fields (stringfour, stringfive) are bullet lists; the mission and
 * vision blocks carry their own images.
 */
import { UPLOAD_RULES } from '@model/public';
import { MediaImage } from '@/components/media-image';
import type { PublicRecord } from '../api/get-collection';
import { list, text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { BulletList, Paragraphs } from '../components/rich-text';
import content from '../components/content.module.css';
import styles from './horizonte-page.module.css';

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
      // Lists stay lists; a text stays paragraphs (even if an older record holds the other kind).
      items: Array.isArray(body) ? list(body) : null,
      body: Array.isArray(body) ? '' : text(body),
      image: n === 'one' ? text(r.imagemision) : n === 'two' ? text(r.imagevision) : '',
    };
  }).filter((b) => b.title || b.body || (b.items && b.items.length > 0));
}

export default function HorizontePage() {
  return (
    <RecordPage collection="horizonte" banner={IMAGE}>
      {(r) => (
        <div className={styles.blocks}>
          {blocks(r).map((block, i) => (
            <section key={block.key} className={styles.block} data-tone={TONES[i % TONES.length]}>
              <div className={`container ${styles.inner}`} data-with-image={Boolean(block.image)}>
                <div className={content.prose}>
                  {block.title && <h2>{block.title}</h2>}
                  {block.items ? (
                    <BulletList items={block.items} className={content.list} />
                  ) : (
                    <Paragraphs text={block.body} />
                  )}
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
