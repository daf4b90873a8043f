/**
 * The index of the transparency categories (Anexo 2): on /transparencia and on every category
 * page, above the tree: links, the category page's fold a <details> (no script).
 */
import type { AnnexCategory } from '@model/public';
import { PUBLIC_PATHS } from '@/config/paths';
import styles from './transparency-tree.module.css';
import { useSiteHref } from '@/components/site-base';

/** The address of a category's own page. */
export const categoryPath = (category: AnnexCategory) => `${PUBLIC_PATHS.transparencia}/${category.slug}`;

/**
 * The ten categories, each a link to its own page, the current one marked: at the top of
 * /transparencia and of every category page, so no category is more than one tap away. On a
 * phone /transparencia shows it not: its tree is the same ten headings, each opening in place,
 * and the list twice over was a screen and a half of the same words.
 */
export function TransparencyIndex({
  categories,
  current,
}: {
  categories: readonly AnnexCategory[];
  current?: AnnexCategory;
}) {
  const href = useSiteHref();
  const list = (
    <ol className={styles.indexList}>
      {categories.map((category) => (
        <li key={category.slug}>
          <a
            href={href(categoryPath(category))}
            aria-current={category === current ? 'page' : undefined}
            className={styles.indexLink}
          >
            <span className={styles.indexNumber}>{category.number}.</span> {category.name}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav
      aria-label="Categorías de transparencia"
      className={current ? styles.index : `${styles.index} ${styles.indexWhole}`}
    >
      {current ? (
        // On a category page the list folds on a phone (a screen of links above the content
        // otherwise); a wide screen shows it open, as on /transparencia.
        <details className={styles.indexFold}>
          <summary className={styles.indexSummary}>Ver las 10 categorías</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </nav>
  );
}
