import type { DateField, RichTextField, TextField } from '../field-kinds';
import { pageCollection } from './parts';

/**
 * The accessibility statement (Resolución MinTIC 1519 de 2020, Anexo 1) at /accesibilidad:
 * one record of texts the school writes. The structure is the page's, fixed: the conformance target
 * (WCAG 2.1 AA), how the site is checked (the automated checks the tests run, with the date of the
 * build they ran on), the school's known limitations and alternatives, how to report a barrier (a
 * prefilled PQRSD) and the date the school last reviewed the statement. No banner: a reading page.
 */
export const accesibilidad = pageCollection('accesibilidad', 'Declaración de accesibilidad', {
  title: { kind: 'text', label: 'Título', required: true } satisfies TextField,
  reviewed: { kind: 'date', label: 'Fecha de la última revisión de esta declaración' } satisfies DateField,
  string: { kind: 'richtext', label: 'Compromiso de la institución (introducción)' } satisfies RichTextField,
  limitations: { kind: 'richtext', label: 'Limitaciones conocidas' } satisfies RichTextField,
  alternatives: {
    kind: 'richtext',
    label: 'Alternativas para acceder al contenido (atención presencial, por teléfono, formatos)',
  } satisfies RichTextField,
});
