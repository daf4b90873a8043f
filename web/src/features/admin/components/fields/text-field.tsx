/**
 * `text`: one line. A declared format (https link, phone, e-mail, YouTube, Facebook) picks the
 * phone's keyboard and shows under the label what is expected.
 */
import { LIMITS, type TextFormat } from '@model';
import { FieldFrame, textControlProps } from './field-frame';
import type { FieldProps } from './field-props';
import { HintedTextInput } from './hinted-text-input';

/** The formats of a one-line field (`pendingNote` is a long text's). */
const FORMAT_INPUT: Partial<
  Record<TextFormat, { inputMode: 'url' | 'tel' | 'email'; placeholder: string; hint: string }>
> = {
  https: { inputMode: 'url', placeholder: 'https://…', hint: 'Enlace que empiece por https://.' },
  email: { inputMode: 'email', placeholder: 'nombre@dominio.edu.co', hint: 'Un correo electrónico.' },
  phone: {
    inputMode: 'tel',
    placeholder: '+57 300 555 1234',
    hint: 'Un número que se pueda marcar, con indicativo si es celular.',
  },
  youtube: {
    inputMode: 'url',
    placeholder: 'https://www.youtube.com/watch?v=…',
    hint: 'La dirección del video en YouTube (o su identificador de 11 caracteres).',
  },
  facebook: {
    inputMode: 'url',
    placeholder: 'https://www.facebook.com/…',
    hint: 'La dirección de la página en Facebook.',
  },
};

export function TextField({ format, ...props }: FieldProps<string> & { format?: TextFormat }) {
  const input = format && FORMAT_INPUT[format];
  if (input) return <HintedTextInput {...props} {...input} maxLength={LIMITS.text} />;
  return (
    <FieldFrame {...props}>
      <input className="adm-input" type="text" maxLength={LIMITS.text} {...textControlProps(props)} />
    </FieldFrame>
  );
}
