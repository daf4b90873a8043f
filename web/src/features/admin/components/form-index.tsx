/**
 * A short index of a long form's sections (Datos del colegio is about 8,700 px tall on a
 * phone, the transparency notes 10,700): one link per section, jumping to its fieldset. Shown only
 * when a form has sections enough to need it.
 */
export const FORM_INDEX_TEXT = { label: 'Secciones de este formulario' } as const;

/** From this many sections on, a form gets its index. */
export const FORM_INDEX_MIN = 3;

export function FormIndex({ sections }: { sections: Array<{ id: string; title: string }> }) {
  if (sections.length < FORM_INDEX_MIN) return null;
  return (
    <nav className="adm-form-index" aria-label={FORM_INDEX_TEXT.label}>
      <p className="adm-form-index__title">{FORM_INDEX_TEXT.label}</p>
      <ul>
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
