/**
 * A staff card's phone, WhatsApp or e-mail: typed as people write it; the shared
 * validation builds the tel:, wa.me or mailto: link the public card uses.
 */
import { LIMITS, type ContactKind } from '@model';
import type { FieldProps } from './field-props';
import { HintedTextInput } from './hinted-text-input';

const SHAPE: Record<ContactKind, { hint: string; inputMode: 'tel' | 'email'; placeholder: string }> = {
  phone: {
    hint: 'Escriba el número como se marca, por ejemplo 300 123 4567 o (604) 444 1234.',
    inputMode: 'tel',
    placeholder: '300 123 4567',
  },
  whatsapp: {
    hint: 'Escriba el número de celular, por ejemplo 300 123 4567; la página arma el enlace de WhatsApp.',
    inputMode: 'tel',
    placeholder: '300 123 4567',
  },
  email: {
    hint: 'Escriba la dirección, por ejemplo maria@colegio.edu.co.',
    inputMode: 'email',
    placeholder: 'nombre@colegio.edu.co',
  },
};

export function ContactField({ contact, ...props }: FieldProps<string> & { contact: ContactKind }) {
  return <HintedTextInput {...props} {...SHAPE[contact]} maxLength={LIMITS.link} />;
}
