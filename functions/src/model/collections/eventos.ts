import { defineCollection } from '../collection';
import { DRAFT_FIELD } from '../drafts';
import { NOTICE_FIELDS } from './parts';

/**
 * The school's calendar (/eventos, /eventos.ics, each event's page /eventos/{slug}, the home
 * page's next three). Public answers hold only the events that have not ended (`schedule`); the
 * administrator sees all of them.
 */
export const eventos = defineCollection({
  name: 'eventos',
  label: 'Eventos',
  singular: 'evento',
  gender: 'm',
  cardinality: 'many',
  canCreate: true,
  canDelete: true,
  fields: {
    title: { kind: 'text', label: 'Título', required: true },
    start: { kind: 'datetime', label: 'Inicio', required: true },
    // An hour after the start unless changed: the form moves it with «Inicio».
    end: { kind: 'datetime', label: 'Fin', required: true, follows: { field: 'start', minutes: 60 } },
    allDay: {
      kind: 'choice',
      label: 'Todo el día',
      options: [
        { value: 'no', label: 'No: tiene hora de inicio y de fin' },
        { value: 'si', label: 'Sí: dura el día entero (las horas no se muestran)' },
      ],
    },
    location: { kind: 'text', label: 'Lugar' },
    description: { kind: 'richtext', label: 'Descripción' },
    // Its own page (/eventos/{slug}) and its file (/eventos/{slug}.ics), made by the server.
    slug: { kind: 'slug', label: 'Dirección del evento', from: 'title' },
    estado: DRAFT_FIELD,
    ...NOTICE_FIELDS,
  },
  notBefore: [{ field: 'end', than: 'start' }],
  // Public until it ends (an all-day event, until the end of its last day): model/schedule.ts.
  schedule: { until: 'end', allDay: 'allDay' },
  drafts: 'estado',
  listColumns: {
    'Texto uno': 'start',
    'Texto dos': 'location',
    'Texto tres': null,
    'Texto cuatro': null,
    Imágen: null,
  },
});
