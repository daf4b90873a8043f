/**
 * `imageOfList` (an album's cover): one of the photos of its list, as a native select naming each
 * by its number and text alternative. Empty means the first photo (the server fills it so).
 */
import type { ListImage } from '@model';
import { FieldFrame, textControlProps } from './field-frame';
import type { FieldProps } from './field-props';

export function ImageOfListField({
  photos,
  ...props
}: FieldProps<string> & { photos: readonly ListImage[] }) {
  const known = props.value === '' || photos.some((p) => p.image === props.value);
  return (
    <FieldFrame
      {...props}
      hint={<p className="adm-field__hint">Si no elige una, la portada es la primera foto.</p>}
    >
      <select className="adm-input adm-input--select" {...textControlProps(props)}>
        <option value="">La primera foto</option>
        {!known && <option value={props.value}>Foto que ya no está en el álbum</option>}
        {photos.map((p, i) => (
          <option key={p.image} value={p.image}>
            {`Foto ${i + 1}${p.alt ? `: ${p.alt.slice(0, 80)}` : ''}`}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
