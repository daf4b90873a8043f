/** Calendar dates (YYYY-MM-DD) as the school reads them, and today's date in Bogotá. */
const DAY = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const ISO_IN_BOGOTA = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' });

/** "2026-02-23" → "23 feb 2026": a calendar date, so read and written in UTC. */
export const formatDay = (iso: string | null): string =>
  iso ? DAY.format(new Date(`${iso}T00:00:00Z`)) : '—';

/** Today in Bogotá, whatever the administrator's computer is set to (the legal terms count there). */
export const bogotaToday = (): string => ISO_IN_BOGOTA.format(new Date());
