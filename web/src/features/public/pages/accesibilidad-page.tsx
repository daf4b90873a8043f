/**
 * /accesibilidad: the accessibility statement (Resolución MinTIC 1519 de 2020, Anexo 1),
 * linked from every footer. The structure is fixed here (what the norm asks a statement to say);
 * the texts that are the school's to write (its commitment, the limitations it knows, the other
 * ways to get the content, the date it last reviewed the statement) come from the `accesibilidad`
 * record. The checks named are the ones the site's own tests run on every version (tests/e2e:
 * axe-core on every public page, no sideways scroll on a 390 px phone), said in plain Spanish
 * (no tool names, no pixel counts: a visitor reads this); the date shown is this build's
 * (VITE_BUILD_DATE, set once per build).
 */
import { hasRichText, RichText } from '@/components/rich-text';
import { PUBLIC_PATHS } from '@/config/paths';
import { formatDay, text } from '../api/fields';
import type { NoAplicaReason } from '@model/public';
import type { PageProps } from '@/config/page-props';
import { NoAplicaNotes } from '../components/no-aplica-notes';
import { RecordPage } from '../components/record-page';
import styles from '../components/content.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

/** The day this version of the site was built (yyyy-mm-dd, web/scripts/build.mjs); absent outside a build (tests). */
const BUILD_DATE: string = import.meta.env.VITE_BUILD_DATE ?? '';

/**
 * A barrier report is a PQRSD of its own kind: a reclamo (a service that did not work as it should)
 * with its subject written, so it reaches the inbox named and with the legal term (Ley 1755 de 2015).
 * The form reads both from the address (pqrsd-form.tsx); the server checks the request as always.
 */
export const BARRIER_REPORT = `${PUBLIC_PATHS.pqrsd}?tipo=reclamo&asunto=${encodeURIComponent('Barrera de accesibilidad')}`;

interface Props extends PageProps<'accesibilidad'> {
  /** The ITA checklist's published "no aplica" reasons (all of them: the page shows its own). */
  noAplica: NoAplicaReason[];
  /** The build's date (yyyy-mm-dd); the page file leaves it out, tests give one. */
  buildDate?: string;
}

function AccesibilidadPage({ records, noAplica, buildDate = BUILD_DATE }: Props) {
  const href = useSiteHref();
  return (
    <RecordPage collection="accesibilidad" records={records.accesibilidad}>
      {(statement) => {
        const reviewed = text(statement.reviewed);
        return (
          <div className={styles.article}>
            <RichText value={statement.string} listClassName={styles.list} />

            <section className={styles.section} aria-labelledby="a11y-estandar">
              <h2 id="a11y-estandar">Estándar que aplicamos</h2>
              <p>
                Este sitio busca cumplir el nivel <strong>AA</strong> de las Pautas de Accesibilidad para el
                Contenido Web (<span lang="en">WCAG</span>) 2.1 del W3C, como lo pide el Anexo 1 de la
                Resolución 1519 de 2020 del Ministerio de Tecnologías de la Información y las Comunicaciones:
                que se pueda usar con teclado, con lector de pantalla, con el texto ampliado y en la pantalla
                de un celular.
              </p>
            </section>

            <section className={styles.section} aria-labelledby="a11y-revision">
              <h2 id="a11y-revision">Cómo revisamos el sitio</h2>
              <p>
                Las pruebas automáticas del sitio, que se ejecutan en un navegador real con cada versión,
                revisan que:
              </p>
              <ul className={styles.list}>
                <li>
                  ninguna página pública, ni el formulario de Atención al ciudadano, tenga errores graves de
                  accesibilidad según un verificador automático de las pautas;
                </li>
                <li>cada página se pueda leer en la pantalla de un celular sin moverla hacia los lados;</li>
                <li>el menú y el visor de fotos se puedan usar con el teclado y en pantallas táctiles.</li>
              </ul>
              {formatDay(buildDate) && (
                <p>
                  La versión del sitio que usted ve se construyó el{' '}
                  <time dateTime={buildDate}>{formatDay(buildDate)}</time>.
                </p>
              )}
              <p>
                Las herramientas automáticas encuentran solo una parte de las barreras posibles; por eso su
                reporte nos ayuda.
              </p>
            </section>

            <section className={styles.section} aria-labelledby="a11y-limitaciones">
              <h2 id="a11y-limitaciones">Limitaciones conocidas</h2>
              {hasRichText(statement.limitations) ? (
                <RichText value={statement.limitations} listClassName={styles.list} headingLevel={3} />
              ) : (
                <p>La institución no conoce por ahora limitaciones de accesibilidad en este sitio.</p>
              )}
              {hasRichText(statement.alternatives) && (
                <RichText value={statement.alternatives} listClassName={styles.list} headingLevel={3} />
              )}
            </section>

            <section className={styles.section} aria-labelledby="a11y-reporte">
              <h2 id="a11y-reporte">Reporte una barrera de accesibilidad</h2>
              <p>
                Si no puede usar alguna parte del sitio (un documento que su lector de pantalla no lee, un
                formulario que no puede completar con el teclado, un texto que no alcanza a leer), cuéntenos
                qué página era y qué pasó. Su reporte recibe un número de radicado y una respuesta en los
                plazos de ley.
              </p>
              <p>
                <a href={href(BARRIER_REPORT)} className="button">
                  Reportar una barrera de accesibilidad
                </a>
              </p>
            </section>

            <NoAplicaNotes path={PUBLIC_PATHS.accesibilidad} reasons={noAplica} />

            {formatDay(reviewed) && (
              <p>
                Última revisión de esta declaración: <time dateTime={reviewed}>{formatDay(reviewed)}</time>.
              </p>
            )}
          </div>
        );
      }}
    </RecordPage>
  );
}

export default withSiteBase(AccesibilidadPage);
