/** `slug`: the address the server made from the title on create; shown, never edited (a shared link stays). */
export function SlugField({ name, label, id, value, prefix }: { name: string; label: string; id: string; value: string; prefix: string }) {
  return (
    <div className="adm-field">
      <label className="adm-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} className="adm-input adm-input--readonly" type="text" value={value ? `${prefix}${value}` : ''} readOnly />
      <p className="adm-field__hint">
        {value ? 'Se creó con el título y no cambia, para que los enlaces compartidos sigan funcionando.' : 'Se crea con el título al guardar.'}
      </p>
    </div>
  );
}
