/**
 * The results of a search, grouped by kind, each with its date and a snippet with the words marked.
 * A hit inside a PDF opens the PDF at its page and says so; a menu link to another site opens in a
 * new tab. With no result, "Quizás quiso decir" links the query spelled as the site writes it.
 */
import { ExternalLink } from '@/components/external-link';
import { ExternalIcon } from '@/components/icons';
import { formatSchoolDay } from '@model/date-time';
import { SEARCH_KIND_LABELS, type SearchAnswer, type SearchHit } from '@model/search';
import styles from './search-page.module.css';
import { useSiteHref } from '@/components/site-base';

/** A day (`YYYY-MM-DD`) as "12 de marzo de 2026": noon in Bogotá is that day in any zone's reading. */
const dayText = (date: string) => formatSchoolDay(`${date}T17:00:00Z`);

/** What a hit says besides its title: its label and its date. */
const metaOf = (hit: SearchHit) =>
  [hit.label, hit.date ? dayText(hit.date) : null].filter(Boolean).join(' · ');

function Hit({ hit }: { hit: SearchHit }) {
  const href = useSiteHref();
  return (
    <li className={styles.hit}>
      {hit.external ? (
        <ExternalLink href={href(hit.url)} className={styles.hitTitle}>
          {hit.title}
          <ExternalIcon size={16} className={styles.externalIcon} />
        </ExternalLink>
      ) : hit.pdf ? (
        <a href={href(hit.url)} className={styles.hitTitle} type="application/pdf">
          {hit.title}
          <span className={styles.pdfTag}> (PDF, página {hit.pdf.page})</span>
        </a>
      ) : (
        <a href={href(hit.url)} className={styles.hitTitle}>
          {hit.title}
        </a>
      )}
      <p className={styles.meta}>{metaOf(hit)}</p>
      {hit.snippet.length > 0 && (
        <p className={styles.snippet}>
          {hit.snippet.map((part, i) =>
            part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
          )}
        </p>
      )}
    </li>
  );
}

export function SearchResults({ answer }: { answer: SearchAnswer | null }) {
  const href = useSiteHref();
  if (!answer || answer.query === '') {
    return (
      <p className={styles.note}>
        Escriba una o varias palabras: buscamos en las páginas, noticias, circulares, eventos, álbumes,
        personal y transparencia.
      </p>
    );
  }
  if (answer.limited) {
    return (
      <p role="status" className={styles.note}>
        Ha hecho muchas búsquedas seguidas. Espere un minuto e intente de nuevo.
      </p>
    );
  }
  if (answer.total === 0) {
    return (
      <div role="status" className={styles.empty}>
        <p>
          No encontramos resultados para <strong>«{answer.query}»</strong>.
        </p>
        {answer.suggestion && (
          <p className={styles.suggestion}>
            Quizás quiso decir:{' '}
            <a href={href(`/buscar?q=${encodeURIComponent(answer.suggestion)}`)}>«{answer.suggestion}»</a>
          </p>
        )}
        <ul>
          <li>Revise cómo está escrita la palabra, o pruebe con otra más general.</li>
          <li>Use menos palabras: «matrícula» en vez de «fechas de matrícula 2026».</li>
          <li>
            Vea las <a href={href('/noticias')}>noticias y circulares</a>, los{' '}
            <a href={href('/eventos')}>eventos</a> o el <a href={href('/mapa-del-sitio')}>mapa del sitio</a>.
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div>
      <p role="status" className={styles.note}>
        {answer.total === 1 ? '1 resultado' : `${answer.total} resultados`} para{' '}
        <strong>«{answer.query}»</strong>
      </p>
      {answer.groups.map((group) => (
        <section key={group.kind} className={styles.group} aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`} className={styles.groupTitle}>
            {SEARCH_KIND_LABELS[group.kind]} <span className={styles.count}>({group.hits.length})</span>
          </h2>
          <ol className={styles.hits}>
            {group.hits.map((hit) => (
              <Hit key={`${hit.url} ${hit.title}`} hit={hit} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
