/**
 * `fileName` (imageName, pdfoneName…): the name people see for a file. Read-only: it always
 * follows the file, taken from the chosen file's name and stored by the save.
 */
export function FileNameField({
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
        readOnly
      />
      <p className="adm-field__hint">Se toma del nombre del archivo elegido.</p>
    </div>
  );
}
