/**
 * Phone numbers as people write them. Its own module because every page's footer turns the
 * school's phones into links, while the other format helpers are needed only by the home page and
 * the admin: a small module, so what imports it takes nothing else.
 */
/** The digits a phone dials (with a leading + kept), or null when it is not a dialable number. */
export function dialable(value: string): string | null {
  const v = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(v)) return null;
  const digits = v.replace(/[^0-9]/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return v.startsWith('+') ? `+${digits}` : digits;
}

/** `tel:` link of a phone number as people write it ("(604) 444 1234" → "tel:6044441234"). */
export function telHref(phone: string): string {
  return `tel:${dialable(phone) ?? phone.replace(/\s/g, '')}`;
}
