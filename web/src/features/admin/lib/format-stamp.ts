/**
 * Server times (ISO strings) as the school reads them: Colombian format and time zone, whatever
 * the administrator's computer is set to.
 */
const STAMP = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

export function formatStamp(iso: string | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? '—' : STAMP.format(time);
}
