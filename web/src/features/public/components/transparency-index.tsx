/**
 * The index of the transparency categories (Anexo 2): on /transparencia and on every category
 * page, above the tree. A file apart from the tree (transparency-tree.tsx) so the page's first
 * load carries only this, and the tree's code comes as the visitor moves towards it.
 */
import { Link } from 'react-router-dom';
import type { AnnexCategory } from '@model/public';
import { PUBLIC_PATHS } from '@/config/paths';
import styles from './transparency-tree.module.css';

/** The address of a category's own page. */
export const categoryPath = (category: AnnexCategory) => `${PUBLIC_PATHS.transparencia}/${category.slug}`;

/**
 * The ten categories, each a link to its own page, the current one marked: at the top of
 * /transparencia and of every category page, so no category is more than one tap away.
 */
export function TransparencyIndex({
  categories,
  current,
}: {
  categories: readonly AnnexCategory[];
  current?: AnnexCategory;
}) {
  const list = (
    <ol className={styles.indexList}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={categoryPath(category)}
            aria-current={category === current ? 'page' : undefined}
            className={styles.indexLink}
          >
            <span className={styles.indexNumber}>{category.number}.</span> {category.name}
          </Link>
        </li>
      ))}
    </ol>
  );
  return (
    <nav aria-label="Categorías de transparencia" className={styles.index}>
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
