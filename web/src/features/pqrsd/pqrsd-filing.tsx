/**
 * The /pqrsd page's island: the form, and once filed, the receipt: the radicado and the tracking
 * code (every request has one; the two together are the only way to read it), each with
 * "Copiar", the date the answer is due and a link to the look-up with both filled in.
 */
import { useEffect, useRef, useState } from 'react';
import type { Filed } from '@/lib/pqrsd-api';
import { CopyValue } from './copy-value';
import { lookupPath } from './lookup-query';
import { longDate } from './format-date';
import { PqrsdForm, type Prefill } from './pqrsd-form';
import styles from './pqrsd.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';
import { PUBLIC_PATHS } from '@/config/paths';

/** `withEmail`: the filer gave an address (every request but an anonymous one), where the acuse went. */
function Receipt({ filed, withEmail }: { filed: Filed; withEmail: boolean }) {
  const href = useSiteHref();
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
        <CopyValue
          label="Número de radicado"
          what="el número de radicado"
          value={filed.radicado}
          testId="radicado"
        />
        {code && (
          <CopyValue
            label="Código de seguimiento"
            what="el código de seguimiento"
            value={code}
            testId="tracking-code"
          />
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
            necesitará para consultar su solicitud y, como es anónima, no tenemos un correo al cual
            enviárselos.
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
          <a href={href(lookupPath(filed.radicado, code))}>Consultar esta solicitud</a>
        </p>
      )}
      <p className={styles.note} data-testid="subscribe-after-filing">
        ¿Quiere recibir las circulares, noticias y eventos del colegio en su correo?{' '}
        <a href={href(PUBLIC_PATHS.suscripcion)}>Suscríbase aquí</a>.
      </p>
    </section>
  );
}

/** `prefill`: the type and subject a link started the form with (prefillFrom). */
function PqrsdFilingContent({ prefill }: { prefill: Prefill }) {
  const [filed, setFiled] = useState<{ filed: Filed; anonymous: boolean } | null>(null);
  return filed ? (
    <Receipt filed={filed.filed} withEmail={!filed.anonymous} />
  ) : (
    <PqrsdForm prefill={prefill} onFiled={(f, anonymous) => setFiled({ filed: f, anonymous })} />
  );
}

export const PqrsdFiling = withSiteBase(PqrsdFilingContent);
