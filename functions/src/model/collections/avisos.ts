import { defineCollection } from '../collection';

/**
 * The urgent notice ("Mañana no hay clases por jornada pedagógica"): shown above the header of
 * every public page between `from` and `until` (docs/decisions/0013-notice-bar.md). Public
 * answers hold only the current notices (`schedule`).
 */
export const avisos = defineCollection({
  name: 'avisos',
  label: 'Avisos',
  cardinality: 'many',
  canCreate: true,
  canDelete: true,
  fields: {
    text: { kind: 'text', label: 'Texto del aviso', required: true },
    link: { kind: 'link', label: 'Enlace (opcional)' },
    level: {
      kind: 'choice',
      label: 'Nivel',
      required: true,
      options: [
        { value: 'info', label: 'Información' },
        { value: 'urgente', label: 'Urgente' },
      ],
    },
    from: { kind: 'datetime', label: 'Visible desde', required: true },
    until: { kind: 'datetime', label: 'Visible hasta', required: true },
  },
  notBefore: [{ field: 'until', than: 'from' }],
  schedule: { from: 'from', until: 'until' },
  listColumns: { Título: 'text', 'Texto uno': 'level', 'Texto dos': 'from', 'Texto tres': 'until', 'Texto cuatro': null, Imágen: null },
});
