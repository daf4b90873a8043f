/** "2026-02-23" → "lunes, 23 de febrero de 2026": a calendar date, so read and written in UTC. */
const format = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const longDate = (iso: string): string => format.format(new Date(`${iso}T00:00:00Z`));
