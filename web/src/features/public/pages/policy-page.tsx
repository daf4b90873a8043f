/**
 * The legal policies of Anexo 2, numeral 2.3 (privacidad y datos personales, términos y condiciones,
 * derechos de autor): one page per collection, the same shape for all three — the date it took
 * effect, an introduction and up to four headed sections.
 */
import type { PublicRecord } from '@model/public';
import { formatDay, text } from '../api/fields';
import { RecordPage } from '../components/record-page';
import { hasRichText, RichText } from '@/components/rich-text';
import styles from '../components/content.module.css';
import { withSiteBase } from '@/components/site-base';
import { SUBSCRIPTION_PURPOSE } from '@model/subscriptions';

/**
 * The privacy policy's inventory of the databases this site itself keeps (Ley 1581 de 2012): what
 * each holds, for what, and how long. Said by the platform, below the school's own policy text.
 */
const DATABASES = [
  {
    name: 'Suscriptores a los avisos por correo y en el teléfono',
    holds:
      'El correo electrónico (o la suscripción del navegador del teléfono), los temas, la sede y los grados elegidos, y cuándo se confirmó.',
    purpose: SUBSCRIPTION_PURPOSE,
    retention:
      'Una suscripción no confirmada se borra a los 7 días; una confirmada, 12 meses después de su última confirmación o en cuanto la persona se da de baja (un enlace en cada correo). La de un teléfono, cuando la persona deja de recibir avisos, cuando su servicio de notificaciones dice que ya no existe, o 12 meses después del último aviso que le llegó.',
  },
];

function DatabaseInventory() {
  return (
    <section className={styles.section} aria-labelledby="bases-de-datos">
      <h2 id="bases-de-datos">Bases de datos de este sitio</h2>
      {DATABASES.map((db) => (
        <div key={db.name}>
          <h3>{db.name}</h3>
          <p>
            <strong>Datos:</strong> {db.holds}
          </p>
          <p>
            <strong>Finalidad:</strong> {db.purpose}
          </p>
          <p>
            <strong>Conservación:</strong> {db.retention}
          </p>
        </div>
      ))}
    </section>
  );
}

type PolicyCollection = 'politicaprivacidad' | 'terminoscondiciones' | 'derechosautor';

function sections(p: PublicRecord<PolicyCollection>) {
  return [
    { title: p.titleone, body: p.stringone },
    { title: p.titletwo, body: p.stringtwo },
    { title: p.titlethree, body: p.stringthree },
    { title: p.titlefour, body: p.stringfour },
  ]
    .map((s) => ({ title: text(s.title), body: s.body }))
    .filter((s) => s.title || hasRichText(s.body));
}

interface Props<N extends PolicyCollection> {
  collection: N;
  /** The collection's published records (its page's `records[collection]`): the first is the policy. */
  records: PublicRecord<N>[];
}

function PolicyPageContent<N extends PolicyCollection>({ collection, records }: Props<N>) {
  return (
    <RecordPage collection={collection} records={records}>
      {(policy) => (
        <div className={styles.article}>
          {formatDay(text(policy.date)) && (
            <p>
              Vigente desde el <time dateTime={text(policy.date)}>{formatDay(text(policy.date))}</time>.
            </p>
          )}
          <RichText value={policy.string} listClassName={styles.list} />
          {sections(policy).map((s, i) => (
            <section key={i} className={styles.section}>
              {s.title && <h2>{s.title}</h2>}
              <RichText value={s.body} listClassName={styles.list} headingLevel={3} />
            </section>
          ))}
          {collection === 'politicaprivacidad' && <DatabaseInventory />}
        </div>
      )}
    </RecordPage>
  );
}

export const PolicyPage = withSiteBase(PolicyPageContent);
