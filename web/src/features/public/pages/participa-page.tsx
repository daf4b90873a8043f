/**
 * /participa and /participa/{seccion} (issue 50; Resolución MinTIC 1519 de 2020, Anexo 2, category
 * 6, and Función Pública's guideline for the "Participa" menu): the six sections in the guideline's
 * order, or one of the five that are pages here, with what the school published in it (the
 * `participa` collection: texts, documents, links, dates). Rendición de cuentas is the existing
 * /rendicioncuentas, linked instead of repeated. The names and purposes come from model/participa.ts,
 * which only this chunk (and the site map) loads. An unknown section is the function's 404 (its server render refuses
 * the address); after a navigation in the browser it says so here.
 */
import { Link, useParams } from 'react-router-dom';
import { findParticipaPage, PARTICIPA_SECTIONS, participaPath, type ParticipaSection } from '@model/public';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import type { PublicRecord } from '../api/get-collection';
import { text } from '../api/fields';
import { CollectionRecords, RetryError, useCollectionData } from '../components/collection-data';
import content from '../components/content.module.css';
import { PublicationEntry } from '../components/publication-entry';
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import styles from './participa-page.module.css';

/** The checklist's "no aplica" answers for this page's items: in the HTML, their code late (text only). */
const NoAplicaNotes = hydrateWhenNear(() => import('../components/no-aplica-notes').then((m) => m.NoAplicaNotes));

type Entry = PublicRecord<'participa'>;

const TITLE = pageById('participa').title;
/** How many of a section's entries the index names under it (the section's page has them all). */
const LATEST = 3;

/** The entries of one section, in the order the school set (the public list's order). */
const entriesOf = (records: Entry[], section: ParticipaSection) => records.filter((r) => r.seccion === section.slug);

export default function ParticipaPage() {
  const { seccion } = useParams();
  const section = findParticipaPage(seccion);
  const title = section ? section.name : seccion !== undefined ? 'Sección no encontrada' : TITLE;
  // As the function titles it (server-render/public-routes.ts), so nothing changes on hydration.
  usePageTitle(section ? `${section.name} | Participa` : title);

  if (seccion !== undefined && !section) {
    return (
      <main className={`container ${content.page}`}>
        <h1 className={content.title}>{title}</h1>
        <EmptyState>
          Esta sección no existe. Consulte el <Link to={PUBLIC_PATHS.participa}>menú Participa</Link>.
        </EmptyState>
      </main>
    );
  }
  return section ? <SectionPage section={section} /> : <IndexPage />;
}

function IndexPage() {
  const data = useCollectionData<'participa'>();
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{TITLE}</h1>
      {/* Anexo 2, 6.1 "Descripción general": what the menu is for and the law behind it. */}
      <p className={content.prose}>
        En este menú la institución publica los espacios en los que usted puede participar en su gestión:
        identificar problemas, planear, opinar sobre proyectos, proponer soluciones, conocer sus cuentas y
        vigilarla (Ley 1757 de 2015, Ley 1712 de 2014 y Resolución 1519 de 2020 del MinTIC). Para una
        propuesta o una pregunta, escríbanos en <Link to={PUBLIC_PATHS.pqrsd}>Atención al ciudadano</Link>.
      </p>
      {/* Anexo 2, 6.2 "Estructura y secciones del menú Participa". */}
      {/* Unreadable entries: "Reintentar", and the six sections all the same (their links need no data). */}
      <CollectionRecords
        data={data}
        loading={<Sections />}
        failed={
          <>
            <RetryError />
            <Sections failed />
          </>
        }
      >
        {(records) => <Sections records={records} />}
      </CollectionRecords>
    </main>
  );
}

/**
 * The six sections as cards, each a link to its page (or to /rendicioncuentas) with its purpose and
 * the latest entries' titles; while loading, the same cards with a one-line placeholder each.
 */
function Sections({ records, failed }: { records?: Entry[]; failed?: boolean }) {
  return (
    <ol className={styles.sections}>
      {PARTICIPA_SECTIONS.map((section) => {
        const entries = records ? entriesOf(records, section) : [];
        const path = participaPath(section);
        return (
          <li key={section.slug} className={styles.card}>
            <h2 className={styles.cardHeading}>
              <Link to={path}>{section.name}</Link>
            </h2>
            <p>{section.purpose}</p>
            {section.path ? (
              <p className={styles.note}>Consulte los informes en «{pageById('rendicioncuentas').title}».</p>
            ) : !records ? (
              failed ? null : <span className={styles.placeholder} aria-hidden="true" />
            ) : entries.length === 0 ? (
              <p className={styles.note}>Aún no hay publicaciones en esta sección.</p>
            ) : (
              <>
                <h3 className={styles.latestHeading}>Lo más reciente</h3>
                <ul className={styles.latest}>
                  {entries.slice(0, LATEST).map((entry) => (
                    <li key={entry._id}>
                      <Link to={`${path}#${entryAnchor(entry)}`}>{text(entry.title)}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const entryAnchor = (entry: Entry) => `p-${entry._id}`;

function SectionPage({ section }: { section: ParticipaSection }) {
  const data = useCollectionData<'participa'>();
  return (
    <main className={`container ${content.page}`}>
      <p className={content.breadcrumb}>
        <Link to={PUBLIC_PATHS.participa}>Participa</Link>
      </p>
      <h1 className={content.title}>{section.name}</h1>
      <p className={content.prose}>{section.purpose}</p>
      <CollectionRecords data={data} loading={<LoadingBlock lines={3} />}>
        {(records) => {
          const entries = entriesOf(records, section);
          return entries.length === 0 ? (
            <p className={styles.note}>
              Aún no hay publicaciones en esta sección. Si desea proponer un espacio de participación, escríbanos en{' '}
              <Link to={PUBLIC_PATHS.pqrsd}>Atención al ciudadano</Link>.
            </p>
          ) : (
            <ul className={styles.entries}>
              {entries.map((entry) => (
                <PublicationEntry key={entry._id} id={entryAnchor(entry)} entry={entry} titleAs="h2" linkLabel="Abrir el enlace" />
              ))}
            </ul>
          );
        }}
      </CollectionRecords>
      <NoAplicaNotes path={participaPath(section)} />
      <SectionIndex current={section} />
    </main>
  );
}


/** The six sections under a section's content, the current one marked: the next is one tap away. */
function SectionIndex({ current }: { current: ParticipaSection }) {
  return (
    <nav aria-labelledby="participa-secciones" className={styles.index}>
      <h2 id="participa-secciones" className={styles.indexHeading}>
        Secciones de Participa
      </h2>
      <ul className={styles.indexList}>
        {PARTICIPA_SECTIONS.map((section) => (
          <li key={section.slug}>
            <Link
              to={participaPath(section)}
              aria-current={section === current ? 'page' : undefined}
              className={styles.indexLink}
            >
              {section.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
