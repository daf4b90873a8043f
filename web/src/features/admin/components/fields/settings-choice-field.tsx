/**
 * A `textList` chosen among a list of the school's settings (`choicesFrom`: an item's sedes and
 * grades for its notice): one checkbox per value the settings offer, read from the public settings
 * when the form opens. A value stored earlier and since removed from the settings stays listed, so
 * it can be unticked. None ticked: everyone. The server checks the same list on save.
 */
import { useEffect, useState } from 'react';
import { apiUrl } from '@/lib/api-client';
import { FieldError } from './field-error';
import { errorId, labelClass, type FieldProps } from './field-props';

export function SettingsChoiceField({
  label,
  id,
  value,
  onChange,
  disabled,
  error,
  required,
  field,
}: FieldProps<string[]> & { field: string }) {
  const [offered, setOffered] = useState<string[] | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetch(apiUrl('/api/sitio'), { signal: abort.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Array<Record<string, unknown>>>) : []))
      .then((list) => {
        const values = list[0]?.[field];
        setOffered(Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : []);
      })
      .catch(() => {
        if (!abort.signal.aborted) setOffered([]);
      });
    return () => abort.abort();
  }, [field]);
  const choices = [...(offered ?? []), ...value.filter((v) => !(offered ?? []).includes(v))];
  const toggle = (choice: string, on: boolean) =>
    onChange(on ? [...value, choice] : value.filter((v) => v !== choice));
  return (
    <fieldset
      id={id}
      className="adm-field adm-fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(id) : undefined}
    >
      <legend className={labelClass(required)}>{label}</legend>
      {offered === null ? (
        <p className="adm-field__hint">Cargando las opciones del colegio…</p>
      ) : choices.length === 0 ? (
        <p className="adm-field__hint">
          El colegio no ofrece esta opción a las familias (Datos del colegio, «Suscripciones de las
          familias»): el aviso va a todas.
        </p>
      ) : (
        choices.map((choice, i) => (
          <div key={choice} className="adm-choices__row">
            <input
              type="checkbox"
              id={`${id}-${i}`}
              className="adm-choices__box"
              checked={value.includes(choice)}
              disabled={disabled}
              onChange={(e) => toggle(choice, e.target.checked)}
            />
            <label htmlFor={`${id}-${i}`}>{choice}</label>
          </div>
        ))
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
