/**
 * /transparencia and /transparencia/{category} (Ley 1712 de 2014; Resolución MinTIC 1519 de 2020,
 * Anexo 2, numeral 2.4.2): the whole tree, or one category of it. The headings come from the
 * annex data and show at once; the entries and the notes (two loaders, in parallel) fill the
 * sub-items when they arrive, each sub-item holding a one-line placeholder meanwhile.
 */
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TRANSPARENCY_ANNEX } from '@model/public';
import { useSettled } from '@/components/use-settled';
import { track } from '@/lib/settled';
import { EmptyState } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { PUBLIC_PATHS } from '@/config/paths';
import { RetryError, useCollectionData } from '../components/collection-data';
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import { TransparencyIndex } from '../components/transparency-index';
import type { TransparencyEntry, TransparencyNotes } from '../components/transparency-tree';
import content from '../components/content.module.css';

// The categories' items (links, documents, notes in <details>): in the HTML at once, their code
// when the visitor moves towards them (hydrate-when-near.tsx).
const TransparencyTree = hydrateWhenNear(() => import('../components/transparency-tree').then((m) => m.TransparencyTree));

const TITLE = 'Transparencia y acceso a la información pública';

/** A page given no notes to read: nothing to wait for (tracked, so settled by the first render). */
const NO_NOTES = track(Promise.resolve<TransparencyNotes[]>([]));

interface Loaded {
  entries: TransparencyEntry[];
  notes: TransparencyNotes | undefined;
}

export default function TransparencyPage() {
  const { category: slug } = useParams();
  const data = useCollectionData<'transparencia'>();
  // The tree stays mounted while the entries travel (its report may be read and shown first).
  const entries = useSettled(data.records);
  const notes = useSettled(data.also?.transparencianotas ?? NO_NOTES);
  const failed = [entries, notes].find((read) => read.settled && 'error' in read);
  const error = failed && 'error' in failed ? failed.error : undefined;
  useEffect(() => {
    if (error !== undefined) console.error('Error al cargar transparencia:', error);
  }, [error]);
  const category = slug === undefined ? undefined : TRANSPARENCY_ANNEX.find((c) => c.slug === slug);
  const title = category ? `${category.number}. ${category.name}` : slug ? 'Categoría no encontrada' : TITLE;
  usePageTitle(category ? `${title} | Transparencia` : title);

  // The same values from render to render: the tree is hydrated late (hydrate-when-near.tsx), and
  // new props before then would make React drop its server HTML.
  const categories = useMemo(() => (category ? [category] : TRANSPARENCY_ANNEX), [category]);
  const entryList = entries.settled && 'value' in entries ? entries.value : undefined;
  const noteList = notes.settled && 'value' in notes ? notes.value : undefined;
  const loaded: Loaded | undefined = useMemo(
    () => (entryList && noteList ? { entries: entryList, notes: noteList[0] } : undefined),
    [entryList, noteList],
  );

  if (slug !== undefined && !category) {
    return (
      <main className={`container ${content.page}`}>
        <h1 className={content.title}>{title}</h1>
        <EmptyState>
          Esta categoría no existe. Consulte el{' '}
          <Link to={PUBLIC_PATHS.transparencia}>menú de Transparencia</Link>.
        </EmptyState>
      </main>
    );
  }

  return (
    <main className={`container ${content.page}`}>
      {category && (
        <p className={content.breadcrumb}>
          <Link to={PUBLIC_PATHS.transparencia}>Transparencia</Link>
        </p>
      )}
      <h1 className={content.title}>{title}</h1>
      {!category && (
        <p className={content.prose}>
          Información pública de la institución según la Ley 1712 de 2014 y el Anexo 2 de la Resolución 1519
          de 2020 del MinTIC, organizada en sus categorías.
        </p>
      )}
      <TransparencyIndex categories={TRANSPARENCY_ANNEX} current={category} />
      {error !== undefined ? (
        <RetryError />
      ) : (
        <TransparencyTree categories={categories} loaded={loaded} collapsible={!category} />
      )}
    </main>
  );
}
