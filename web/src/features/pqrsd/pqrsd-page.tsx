/**
 * /pqrsd, Atención al ciudadano (Ley 1474 de 2011 art. 76, Ley 1755 de 2015): the form, and once
 * filed, the radicado, the date the answer is due and (anonymous) the tracking code.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/paths';
import { usePageTitle } from '@/components/use-page-title';
import type { Filed } from '@/lib/pqrsd-api';
import { longDate } from './format-date';
import { PqrsdForm } from './pqrsd-form';
import styles from './pqrsd.module.css';

function Receipt({ filed, anonymous }: { filed: Filed; anonymous: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.panel} ${styles.success}`} aria-labelledby="pqrsd-radicada">
      <h2 id="pqrsd-radicada" ref={heading} tabIndex={-1}>
        Recibimos su solicitud
      </h2>
      <p>Su número de radicado es:</p>
      <p className={styles.radicado} data-testid="radicado">
        {filed.radicado}
      </p>
      {filed.dueDate && (
        <p>
          Le responderemos a más tardar el <strong>{longDate(filed.dueDate)}</strong> (plazo en días hábiles).
        </p>
      )}
      {anonymous && filed.trackingCode ? (
        <>
          <p>Guarde este código de seguimiento: es la única forma de consultar su solicitud anónima.</p>
          <p className={styles.radicado} data-testid="tracking-code">
            {filed.trackingCode}
          </p>
        </>
      ) : (
        <p>También le enviamos el radicado a su correo electrónico.</p>
      )}
      <p>
        <Link to={PUBLIC_PATHS.pqrsdconsulta}>Consultar el estado de una solicitud</Link>
      </p>
    </section>
  );
}

export default function PqrsdPage() {
  usePageTitle('Atención al ciudadano');
  const [filed, setFiled] = useState<{ filed: Filed; anonymous: boolean } | null>(null);
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">Atención al ciudadano</h1>
      <p className={styles.intro}>
        Envíenos peticiones, quejas, reclamos, sugerencias y denuncias, o pida información. Cada solicitud
        recibe un número de radicado y una fecha máxima de respuesta, según la ley.
      </p>
      <div className={styles.layout}>
        {filed ? (
          <Receipt filed={filed.filed} anonymous={filed.anonymous} />
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
