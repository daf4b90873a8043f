/**
 * `slug`: the record's address on the site, made by the server from the title (writes/slugs.ts).
 * Shown, never edited: what a form would send is ignored, and a published address never changes.
 */
export const SLUG_TEXT = {
  pending: 'Se asigna al guardar, a partir del título.',
  hint: 'La asigna el servidor a partir del título; no cambia una vez publicada.',
} as const;

export function SlugField({
  name,
  label,
  id,
  value,
}: {
  name: string;
  label: string;
  id: string;
  value: string;
}) {
  return (
    <div className="adm-field">
      <label className="adm-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="adm-input adm-input--readonly"
        type="text"
        value={value}
        placeholder={SLUG_TEXT.pending}
        readOnly
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="adm-field__hint">
        {SLUG_TEXT.hint}
      </p>
    </div>
  );
}
