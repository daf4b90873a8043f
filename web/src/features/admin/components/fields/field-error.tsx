import { errorId } from './field-props';

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="adm-field__error">
      {error}
    </p>
  );
}
