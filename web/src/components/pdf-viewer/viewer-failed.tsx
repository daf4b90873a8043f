import styles from './pdf-viewer.module.css';

/** Shown when the document (or the viewer itself) could not be loaded. */
export function ViewerFailed() {
  return (
    <div className={styles.failed} role="alert">
      <p>
        <strong>No se pudo mostrar el documento.</strong>
      </p>
      <p>Puede descargarlo con el enlace «Descargar PDF» que aparece debajo, o intentarlo más tarde.</p>
    </div>
  );
}
