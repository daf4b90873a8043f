/**
 * /pqrsd, Atención al ciudadano (Ley 1474 de 2011 art. 76, Ley 1755 de 2015): the form, and once
 * filed, the receipt: the radicado and the tracking code (every request has one; the two together
 * are the only way to read it, issue 46), each with "Copiar", the date the answer is due and a
 * link to the look-up with both filled in.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/paths';
import { pageById } from '@/config/pages';
import { usePageTitle } from '@/components/use-page-title';
import type { Filed } from '@/lib/pqrsd-api';
import { CopyValue } from './copy-value';
import { lookupPath } from './lookup-query';
import { longDate } from './format-date';
import { PqrsdForm } from './pqrsd-form';
import styles from './pqrsd.module.css';

const { title } = pageById('pqrsd');

/** `withEmail`: the filer gave an address (every request but an anonymous one), where the acuse went. */
function Receipt({ filed, withEmail }: { filed: Filed; withEmail: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers hear the receipt where the form was, and the page scrolls to it.
  useEffect(() => heading.current?.focus(), []);
  const code = filed.trackingCode;
  return (
    <section className={`${styles.panel} ${styles.success}`} aria-labelledby="pqrsd-radicada">
      <h2 id="pqrsd-radicada" ref={heading} tabIndex={-1}>
        Recibimos su solicitud
      </h2>
      <dl className={styles.keepList}>
        <CopyValue label="Número de radicado" what="el número de radicado" value={filed.radicado} testId="radicado" />
        {code && (
          <CopyValue label="Código de seguimiento" what="el código de seguimiento" value={code} testId="tracking-code" />
        )}
      </dl>
      <p className={styles.keepNote} data-testid="code-note">
        {withEmail ? (
          <>
            Necesitará el radicado y el código de seguimiento para consultar su solicitud. También se los
            enviamos a su correo electrónico.
          </>
        ) : (
          <>
            <strong>Anote el radicado y el código de seguimiento</strong> o cópielos en un lugar seguro: los
            necesitará para consultar su solicitud y, como es anónima, no tenemos un correo al cual enviárselos.
          </>
        )}
      </p>
      {filed.dueDate && (
        <p>
          Le responderemos a más tardar el <strong>{longDate(filed.dueDate)}</strong> (plazo en días hábiles).
        </p>
      )}
      {code && (
        <p>
          <Link to={lookupPath(filed.radicado, code)}>Consultar esta solicitud</Link>
        </p>
      )}
    </section>
  );
}

export default function PqrsdPage() {
  usePageTitle(title);
  const [filed, setFiled] = useState<{ filed: Filed; anonymous: boolean } | null>(null);
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">{title}</h1>
      <p className={styles.intro}>
        Envíenos peticiones, quejas, reclamos, sugerencias y denuncias, o pida información. Cada solicitud
        recibe un número de radicado, un código de seguimiento para consultarla y una fecha máxima de
        respuesta, según la ley.
      </p>
      <div className={styles.layout}>
        {filed ? (
          <Receipt filed={filed.filed} withEmail={!filed.anonymous} />
        ) : (
          <PqrsdForm onFiled={(f, anonymous) => setFiled({ filed: f, anonymous })} />
        )}
        <aside className={styles.aside} aria-labelledby="pqrsd-ayuda">
          <h2 id="pqrsd-ayuda">Antes de enviar</h2>
          <ul>
            <li>Los plazos se cuentan en días hábiles desde el día hábil siguiente a la recepción.</li>
            <li>Una solicitud recibida en fin de semana o festivo se cuenta desde el siguiente día hábil.</li>
            <li>Las quejas y denuncias pueden ser anónimas.</li>
          </ul>
          <p>
            <Link to={PUBLIC_PATHS.pqrsdconsulta}>¿Ya envió una? Consulte su estado</Link>
          </p>
        </aside>
      </div>
    </main>
  );
}
