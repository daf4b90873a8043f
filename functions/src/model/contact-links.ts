/**
 * Staff contact fields: the administrator types a phone number or an e-mail address as
 * people write them ("300 123 4567", "maria@colegio.edu.co"); what is stored is the link the
 * public card uses (tel:, https://wa.me/…, mailto:). The validation (schema.ts) turns the typed
 * value into the link on both sides, so the server accepts plain input too; the form shows the
 * stored link back as the plain value. A link typed in full (older records) is kept as it is.
 */
import type { CollectionDef } from './collection';
import type { FieldValue } from './field-kinds';
import { isFormatValid } from './format-rules';
import { dialable } from './phone';

export type ContactKind = 'phone' | 'whatsapp' | 'email';

/** What a wrong value must be, said after "El campo «…» …". */
export const CONTACT_MESSAGES: Record<ContactKind, string> = {
  phone: 'debe ser un número de teléfono como 300 123 4567 o (604) 444 1234',
  whatsapp: 'debe ser un número de celular como 300 123 4567 (o con el indicativo: +57 300 123 4567)',
  email: 'debe ser un correo electrónico como nombre@colegio.edu.co',
};

const ALREADY_LINK: Record<ContactKind, RegExp> = {
  phone: /^tel:\+?[0-9]{7,15}$/i,
  whatsapp: /^https:\/\/(?:wa\.me|api\.whatsapp\.com)\//i,
  email: /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i,
};

/** Colombia's country code: a 10-digit mobile number starting with 3 gets it for wa.me. */
const COUNTRY = '57';

/** The link for a typed value; '' for empty; null when it is neither a link nor a valid value. */
export function contactHref(kind: ContactKind, input: string): string | null {
  const v = input.trim();
  if (v === '') return '';
  if (ALREADY_LINK[kind].test(v)) return v;
  if (kind === 'email') return isFormatValid('email', v) ? `mailto:${v}` : null;
  const number = dialable(v);
  if (!number) return null;
  if (kind === 'phone') return `tel:${number}`;
  let digits = number.replace('+', '');
  if (!number.startsWith('+') && digits.length === 10 && digits.startsWith('3'))
    digits = `${COUNTRY}${digits}`;
  return `https://wa.me/${digits}`;
}

/** A Colombian 10-digit number as people write it: 300 123 4567. */
function spaced(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : digits;
}

/** The stored link as the administrator typed it (what the form shows when editing). */
export function contactPlain(kind: ContactKind, href: string): string {
  const v = href.trim();
  if (kind === 'email') {
    const m = /^mailto:([^?]*)/i.exec(v);
    if (!m) return v;
    try {
      return decodeURIComponent(m[1]!);
    } catch {
      // A stored address with a malformed escape is shown as stored, never a broken form.
      return m[1]!;
    }
  }
  if (kind === 'phone') {
    const m = /^tel:(\+?)([0-9]+)$/i.exec(v);
    return m ? (m[1] ? `+${m[2]}` : spaced(m[2]!)) : v;
  }
  const m = /^https:\/\/wa\.me\/([0-9]+)\/?$/i.exec(v);
  if (!m) return v;
  const digits = m[1]!;
  return digits.length === 12 && digits.startsWith(`${COUNTRY}3`) ? spaced(digits.slice(2)) : `+${digits}`;
}

/**
 * The values with every contact field turned into its link (a value that is not valid stays as
 * typed: the validation refuses it). The form sends what the server would store.
 */
export function withContactLinks<V extends Record<string, FieldValue>>(def: CollectionDef, values: V): V {
  const out: Record<string, FieldValue> = { ...values };
  for (const [key, field] of Object.entries(def.fields)) {
    const value = out[key];
    if (field.kind === 'link' && field.contact && typeof value === 'string')
      out[key] = contactHref(field.contact, value) ?? value;
  }
  return out as V;
}
