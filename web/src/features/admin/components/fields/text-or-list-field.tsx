/**
 * `textOrList` (modelopedagogico.stringtwo): one paragraph or a list of texts; the public page
 * shows a paragraph or bullets accordingly. Switching keeps the text: a paragraph becomes the
 * first item, a list is joined back into one paragraph line by line.
 */
import { LIMITS } from '@model';
import { FieldError } from './field-error';
import { errorAria, errorId, labelClass, type FieldProps } from './field-props';
import { TextListEditor } from './text-list-editor';

export const TEXT_OR_LIST_TEXT = {
  single: 'Un solo texto',
  list: 'Lista de textos',
} as const;

export function TextOrListField({
  name,
  label,
  id,
  value,
  onChange,
  disabled,
  error,
  required,
}: FieldProps<string | string[]>) {
  const isList = Array.isArray(value);
  const toList = () => {
    if (!isList) onChange(value === '' ? [''] : value.split(/\n+/).filter((line) => line.trim() !== ''));
  };
  const toSingle = () => {
    if (isList) onChange(value.join('\n'));
  };
  return (
    <fieldset className="adm-field adm-fieldset">
      <legend className={labelClass(required)}>{label}</legend>
      <div className="adm-toggle" role="radiogroup" aria-label={`Forma de «${label}»`}>
        <label className="adm-toggle__option">
          <input
            type="radio"
            name={`${name}-mode`}
            checked={!isList}
            disabled={disabled}
            onChange={toSingle}
          />
          {TEXT_OR_LIST_TEXT.single}
        </label>
        <label className="adm-toggle__option">
          <input type="radio" name={`${name}-mode`} checked={isList} disabled={disabled} onChange={toList} />
          {TEXT_OR_LIST_TEXT.list}
        </label>
      </div>
      {isList ? (
        <TextListEditor
          id={id}
          label={label}
          items={value}
          onChange={onChange}
          disabled={disabled}
          describedBy={error ? errorId(id) : undefined}
        />
      ) : (
        <>
          <label className="adm-sr-only" htmlFor={id}>
            {label}
          </label>
          <textarea
            id={id}
            name={name}
            className="adm-input adm-input--area"
            rows={5}
            maxLength={LIMITS.longText}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            {...errorAria(id, error)}
          />
        </>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
