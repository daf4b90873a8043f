/**
 * A value the citizen must keep (the radicado, the tracking code), large and easy to read, with a
 * "Copiar" button. The clipboard needs a secure page and the browser's consent; when it is not
 * there (an old browser, a refusal), the value is selected instead and the visitor is told to copy
 * it by hand, so the button never fails silently. The value is selectable with one tap too.
 */
import { useRef, useState } from 'react';
import styles from './pqrsd.module.css';

type Outcome = 'copied' | 'selected' | null;

function selectContents(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.addRange(range);
}

export function CopyValue({
  label,
  value,
  what,
  testId,
}: {
  /** The term above the value ("Número de radicado"). */
  label: string;
  value: string;
  /** The value's name inside the button's accessible name: "Copiar {what}". */
  what: string;
  testId: string;
}) {
  const valueRef = useRef<HTMLSpanElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      if (valueRef.current) selectContents(valueRef.current);
      setOutcome('selected');
    }
  };

  // A <dt>/<dd> pair: the receipt lists the values in a <dl>.
  return (
    <div className={styles.keep}>
      <dt>{label}</dt>
      <dd>
        <div className={styles.keepRow}>
          <span ref={valueRef} className={styles.keepValue} data-testid={testId}>
            {value}
          </span>
          <button type="button" className={`button button-outline ${styles.copy}`} onClick={copy}>
            Copiar<span className="sr-only"> {what}</span>
          </button>
        </div>
        {/* Announced when it changes; empty (and silent) before the first click. */}
        <p className={styles.copyOutcome} role="status">
          {outcome === 'copied' && '✓ Copiado. Péguelo donde quiera guardarlo.'}
          {outcome === 'selected' &&
            'No pudimos copiarlo: quedó seleccionado. Cópielo con Ctrl+C (o manteniendo el dedo sobre él) y guárdelo.'}
        </p>
      </dd>
    </div>
  );
}
