/**
 * The legal policies of Anexo 2, numeral 2.3, each an editable single page linked from the footer:
 * a title, the date it took effect, an introduction and four headed sections. No banner: they are
 * reading pages, and a picture would only slow them down.
 */
import type { DateField, RichTextField, TextField } from '../field-kinds';
import { pageCollection } from './parts';

const SECTIONS = [
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
] as const;
type SectionKey = (typeof SECTIONS)[number][0];

function policyPage(name: string, label: string) {
  const sections = Object.fromEntries(
    SECTIONS.flatMap(([n, position]) => [
      [`title${n}`, { kind: 'text', label: `Título de la sección ${position}` }],
      [`string${n}`, { kind: 'richtext', label: `Texto de la sección ${position}` }],
    ]),
  ) as { [K in `title${SectionKey}`]: TextField } & { [K in `string${SectionKey}`]: RichTextField };
  return pageCollection(name, label, {
    title: { kind: 'text', label: 'Título', required: true } satisfies TextField,
    date: { kind: 'date', label: 'Vigente desde' } satisfies DateField,
    string: { kind: 'richtext', label: 'Texto de introducción' } satisfies RichTextField,
    ...sections,
  });
}

/** Ley 1581 de 2012: the contact form's consent links here. */
export const politicaprivacidad = policyPage(
  'politicaprivacidad',
  'Política de privacidad y tratamiento de datos personales',
);
export const terminoscondiciones = policyPage('terminoscondiciones', 'Términos y condiciones');
export const derechosautor = policyPage('derechosautor', 'Política de derechos de autor');
