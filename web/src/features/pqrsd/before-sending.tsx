/**
 * "Antes de enviar": how the terms are counted, inside the form just before its send button, where
 * a citizen reads it before sending; the receipt replaces the form, and the box goes with it.
 */
import styles from './pqrsd.module.css';

export function BeforeSending() {
  return (
    <section className={styles.beforeSending} aria-labelledby="pqrsd-ayuda">
      <h2 id="pqrsd-ayuda">Antes de enviar</h2>
      <ul>
        <li>Los plazos se cuentan en días hábiles desde el día hábil siguiente a la recepción.</li>
        <li>Una solicitud recibida en fin de semana o festivo se cuenta desde el siguiente día hábil.</li>
        <li>Las quejas y denuncias pueden ser anónimas.</li>
      </ul>
    </section>
  );
}
