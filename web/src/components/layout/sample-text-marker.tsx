/**
 * The "Texto de ejemplo" marker: on a page whose texts are still the Secretaría's template (a new
 * school's first texts, model/sample-text.ts), a visible note above the content saying so. It
 * goes away by itself once the school saves the record.
 */
import { SAMPLE_MARKER } from '@model/sample-text';
import styles from './sample-text-marker.module.css';

export function SampleTextMarker() {
  return (
    <div className="container">
      <p className={styles.marker} data-ejemplo="">
        <strong>{SAMPLE_MARKER}.</strong> La institución aún no ha escrito este contenido: lo que sigue es la
        plantilla de la Secretaría de Educación.
      </p>
    </div>
  );
}
