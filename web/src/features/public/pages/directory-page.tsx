/**
 * The platform's directory (`/` on the Secretaría's domain): its name, logo and contact in the
 * header, a search of its schools (a GET form: it works without JavaScript; the server filters)
 * and a card per school with its municipality, comuna and sedes, linking to the school's site.
 */
import { ExternalLink } from '@/components/external-link';
import { MailIcon, PhoneIcon } from '@/components/icons';
import { SITE } from '@/config/site';
import { schoolCount, type PlatformSettings, type SchoolSummary } from '@model/platform-directory';
import styles from './directory-page.module.css';

const LOGO_SIZE = 52;

export interface DirectoryPageProps {
  settings: PlatformSettings;
  /** Every active school's count. */
  total: number;
  query: string;
  schools: SchoolSummary[];
}

function Header({ settings: s }: { settings: PlatformSettings }) {
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <ExternalLink href={SITE.govCo} className={styles.govCo}>
            GOV.CO
          </ExternalLink>
          <span className={styles.topContact}>
            {s.phone && (
              <span>
                <PhoneIcon size={14} />
                {s.phone}
              </span>
            )}
            {s.email && (
              <span>
                <MailIcon size={14} />
                {s.email}
              </span>
            )}
          </span>
        </div>
      </div>
      <div className={`container ${styles.brandRow}`}>
        <a href="/" className={styles.brand}>
          {s.logo && (
            <img
              src={s.logo}
              alt=""
              width={LOGO_SIZE}
              height={LOGO_SIZE}
              decoding="async"
              className={styles.logo}
            />
          )}
          <span>
            <span className={styles.name}>{s.name}</span>
            <span className={styles.tagline}>Colegios oficiales</span>
          </span>
        </a>
      </div>
    </header>
  );
}

function SchoolCard({ school }: { school: SchoolSummary }) {
  const place = [school.municipio, school.comuna].filter(Boolean).join(' · ');
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <a href={school.href}>{school.name}</a>
      </h2>
      {place && <p className={styles.place}>{place}</p>}
      {school.sedes.length > 0 && (
        <div className={styles.sedes}>
          <p className={styles.sedesLabel}>
            {school.sedes.length === 1 ? 'Sede' : `Sedes (${school.sedes.length})`}
          </p>
          <ul>
            {school.sedes.map((sede) => (
              <li key={sede}>{sede}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** What the search found, said in words: the count, and for a search its words. */
function resultLine(found: number, total: number, query: string): string {
  if (!query) return `${schoolCount(total)} en el directorio.`;
  if (found === 0) return `Ningún colegio coincide con «${query}».`;
  return `${schoolCount(found)} de ${total} ${found === 1 ? 'coincide' : 'coinciden'} con «${query}».`;
}

export default function DirectoryPage({ settings, total, query, schools }: DirectoryPageProps) {
  const contact = [settings.address, settings.phone, settings.email].some(Boolean);
  return (
    <>
      <Header settings={settings} />
      <main id="contenido" tabIndex={-1} className={`container ${styles.main}`}>
        <h1 className="page-title">Directorio de colegios</h1>
        <p className={styles.intro}>
          Encuentre aquí el sitio web de cada colegio de la {settings.name}: sus noticias, trámites, atención
          al ciudadano y datos de contacto.
        </p>
        <form role="search" method="get" action="/" className={styles.search}>
          <label htmlFor="buscar-colegio" className={styles.searchLabel}>
            Buscar un colegio
          </label>
          <span id="buscar-colegio-ayuda" className={styles.searchHint}>
            Por el nombre del colegio o de una sede, el municipio o la comuna.
          </span>
          <span className={styles.searchRow}>
            <input
              id="buscar-colegio"
              type="search"
              name="q"
              defaultValue={query}
              maxLength={100}
              autoComplete="off"
              aria-describedby="buscar-colegio-ayuda"
              className={styles.searchInput}
            />
            <button type="submit" className="button">
              Buscar
            </button>
          </span>
        </form>
        <p className={styles.count}>
          {resultLine(schools.length, total, query)}
          {query && (
            <>
              {' '}
              <a href="/">Ver todos los colegios</a>
            </>
          )}
        </p>
        {schools.length > 0 ? (
          <ul className={styles.cards} aria-label="Colegios">
            {schools.map((school) => (
              <SchoolCard key={school.id} school={school} />
            ))}
          </ul>
        ) : (
          query && (
            <p className={styles.empty}>
              Revise cómo lo escribió, o busque por el municipio o por el nombre de una de sus sedes.
            </p>
          )
        )}
      </main>
      <footer className={styles.footer}>
        <div className={`container ${styles.footerInner}`}>
          <p className={styles.footerName}>{settings.name}</p>
          {contact && (
            <ul className={styles.contact} aria-label="Contacto de la Secretaría">
              {settings.address && <li>{settings.address}</li>}
              {settings.phone && (
                <li>
                  <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>{settings.phone}</a>
                </li>
              )}
              {settings.email && (
                <li>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </li>
              )}
            </ul>
          )}
        </div>
      </footer>
    </>
  );
}
