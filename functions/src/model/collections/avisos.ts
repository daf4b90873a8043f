import { defineCollection } from '../collection';
import { DRAFT_FIELD } from '../drafts';

/**
 * The urgent notice ("Mañana no hay clases por jornada pedagógica"): shown above the header of
 * every public page between `from` and `until` (docs/decisions/0013-notice-bar.md). Public
 * answers hold only the current notices (`schedule`).
 */
export const avisos = defineCollection({
  name: 'avisos',
  label: 'Avisos',
  singular: 'aviso',
  gender: 'm',
  cardinality: 'many',
  canCreate: true,
  canDelete: true,
  fields: {
    text: { kind: 'text', label: 'Texto del aviso', required: true },
    // A page of this site (/eventos) or another site.
    link: { kind: 'link', label: 'Enlace (opcional)', sitePath: true },
    level: {
      kind: 'choice',
      label: 'Nivel',
      required: true,
      options: [
        { value: 'info', label: 'Información' },
        { value: 'urgente', label: 'Urgente' },
      ],
    },
    // A notice is usually for now (an empty start would make the first save fail).
    from: { kind: 'datetime', label: 'Visible desde', required: true, startsNow: true },
    // A week after the start unless changed: the form moves it with «Visible desde».
    until: {
      kind: 'datetime',
      label: 'Visible hasta',
      required: true,
      follows: { field: 'from', minutes: 7 * 24 * 60 },
    },
    estado: DRAFT_FIELD,
  },
  notBefore: [{ field: 'until', than: 'from' }],
  schedule: { from: 'from', until: 'until' },
  drafts: 'estado',
  // A circular (or a notice) of the Secretaría de Educación reaches each school as one of these.
  broadcast: true,
  listColumns: {
    Título: 'text',
    'Texto uno': 'level',
    'Texto dos': 'from',
    'Texto tres': 'until',
    'Texto cuatro': null,
    Imágen: null,
  },
});
