/**
 * `richtext`: formatted text. The label names the editable area (aria-labelledby: a <label> cannot
 * name a contenteditable), the error is tied to it like any field's; the editor itself is a lazy
 * chunk (Tiptap, rich-text/), fetched when a form shows this field.
 */
import { lazy, Suspense } from 'react';
import type { RichTextDoc } from '@model';
import { FieldError } from './field-error';
import { labelClass, type FieldProps } from './field-props';

const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'));

export function RichTextField({
  id,
  label,
  value,
  onChange,
  disabled,
  error,
  required,
}: FieldProps<RichTextDoc>) {
  const labelId = `${id}-label`;
  return (
    <div className="adm-field">
      <span id={labelId} className={labelClass(required)}>
        {label}
      </span>
      <Suspense fallback={<p className="adm-input adm-rich__loading">Cargando el editor…</p>}>
        <RichTextEditor
          id={id}
          labelId={labelId}
          value={value}
          onChange={onChange}
          disabled={disabled}
          required={required}
          error={error}
        />
      </Suspense>
      <FieldError id={id} error={error} />
    </div>
  );
}
