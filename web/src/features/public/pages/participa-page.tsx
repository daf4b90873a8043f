/**
 * /participa and /participa/{seccion} (Resolución MinTIC 1519 de 2020, Anexo 2, category 6, and
 * Función Pública's guideline for the "Participa" menu): the six sections in the guideline's
 * order, or one of the five that are pages here, with what the school published in it (the
 * `participa` collection: texts, documents, links, dates). Rendición de cuentas is the existing
 * /rendicioncuentas, linked instead of repeated. The names and purposes come from
 * model/participa.ts; the page file finds the section (an unknown one is the site's 404).
 * Server HTML with no script.
 */
import { PARTICIPA_SECTIONS, participaPath, type NoAplicaReason, type ParticipaSection } from '@model/public';
import { pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import type { PageProps } from '@/config/page-props';
import type { PublicRecord } from '@model/public';
import { text } from '../api/fields';
import content from '../components/content.module.css';
import { NoAplicaNotes } from '../components/no-aplica-notes';
import { PublicationEntry } from '../components/publication-entry';
import styles from './participa-page.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

type Entry = PublicRecord<'participa'>;

const TITLE = pageById('participa').title;
/** How many of a section's entries the index names under it (the section's page has them all). */
const LATEST = 3;

/** The entries of one section, in the order the school set (the public list's order). */
const entriesOf = (records: Entry[], section: ParticipaSection) =>
  records.filter((r) => r.seccion === section.slug);

export interface ParticipaPageProps extends PageProps<'participa'> {
  /** The section of /participa/{seccion}; none on /participa. */
  section?: ParticipaSection;
  /** The checklist's "no aplica" reasons (a section's page shows its own). */
  reasons?: readonly NoAplicaReason[];
}

function ParticipaPage({ records, section, reasons = [] }: ParticipaPageProps) {
  return section ? (
    <SectionPage section={section} records={records.participa} reasons={reasons} />
  ) : (
    <IndexPage records={records.participa} />
  );
}

function IndexPage({ records }: { records: Entry[] }) {
  const href = useSiteHref();
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{TITLE}</h1>
      {/* Anexo 2, 6.1 "Descripción general": what the menu is for and the law behind it. */}
      <p className={content.prose}>
        En este menú la institución publica los espacios en los que usted puede participar en su gestión:
        identificar problemas, planear, opinar sobre proyectos, proponer soluciones, conocer sus cuentas y
        vigilarla (Ley 1757 de 2015, Ley 1712 de 2014 y Resolución 1519 de 2020 del MinTIC). Para una
        propuesta o una pregunta, escríbanos en <a href={href(PUBLIC_PATHS.pqrsd)}>Atención al ciudadano</a>.
      </p>
      {/* Anexo 2, 6.2 "Estructura y secciones del menú Participa". */}
      <Sections records={records} />
    </main>
  );
}

/**
 * The six sections as cards, each a link to its page (or to /rendicioncuentas) with its purpose and
 * the latest entries' titles.
 */
function Sections({ records }: { records: Entry[] }) {
  const href = useSiteHref();
  return (
    <ol className={styles.sections}>
      {PARTICIPA_SECTIONS.map((section) => {
        const entries = entriesOf(records, section);
        const path = participaPath(section);
        return (
          <li key={section.slug} className={styles.card}>
            <h2 className={styles.cardHeading}>
              <a href={href(path)}>{section.name}</a>
            </h2>
            <p>{section.purpose}</p>
            {section.path ? (
              <p className={styles.note}>Consulte los informes en «{pageById('rendicioncuentas').title}».</p>
            ) : entries.length === 0 ? (
              <p className={styles.note}>Aún no hay publicaciones en esta sección.</p>
            ) : (
              <>
                <h3 className={styles.latestHeading}>Lo más reciente</h3>
                <ul className={styles.latest}>
                  {entries.slice(0, LATEST).map((entry) => (
                    <li key={entry._id}>
                      <a href={href(`${path}#${entryAnchor(entry)}`)}>{text(entry.title)}</a>
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

function SectionPage({
  section,
  records,
  reasons,
}: {
  section: ParticipaSection;
  records: Entry[];
  reasons: readonly NoAplicaReason[];
}) {
  const href = useSiteHref();
  const entries = entriesOf(records, section);
  return (
    <main className={`container ${content.page}`}>
      <p className={content.breadcrumb}>
        <a href={href(PUBLIC_PATHS.participa)}>Participa</a>
      </p>
      <h1 className={content.title}>{section.name}</h1>
      <p className={content.prose}>{section.purpose}</p>
      {entries.length === 0 ? (
        <p className={styles.note}>
          Aún no hay publicaciones en esta sección. Si desea proponer un espacio de participación, escríbanos
          en <a href={href(PUBLIC_PATHS.pqrsd)}>Atención al ciudadano</a>.
        </p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <PublicationEntry
              key={entry._id}
              id={entryAnchor(entry)}
              entry={entry}
              titleAs="h2"
              linkLabel="Abrir el enlace"
            />
          ))}
        </ul>
      )}
      <NoAplicaNotes path={participaPath(section)} reasons={reasons} />
      <SectionIndex current={section} />
    </main>
  );
}

/** The six sections under a section's content, the current one marked: the next is one tap away. */
function SectionIndex({ current }: { current: ParticipaSection }) {
  const href = useSiteHref();
  return (
    <nav aria-labelledby="participa-secciones" className={styles.index}>
      <h2 id="participa-secciones" className={styles.indexHeading}>
        Secciones de Participa
      </h2>
      <ul className={styles.indexList}>
        {PARTICIPA_SECTIONS.map((section) => (
          <li key={section.slug}>
            <a
              href={href(participaPath(section))}
              aria-current={section === current ? 'page' : undefined}
              className={styles.indexLink}
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default withSiteBase(ParticipaPage);
