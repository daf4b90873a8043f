/**
 * Handing over a colleague's invitation link: the server has mailed it already; here it can also be
 * copied, or shared by WhatsApp or e-mail with a ready message that says what to do and until
 * when. The invitation (the platform's own code, decision 0031) expires 72 hours after it is made;
 * the message says when.
 */
import { useId, useState } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from '@model';
import { formatStamp } from '../lib/format-stamp';

/** Lifetime of an invitation (functions/src/data/invitations.ts, INVITATION_MS). */
export const LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;

export const SHARE_TEXT = {
  label: 'Enlace para elegir la contraseña (un solo uso)',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado.',
  whatsapp: 'Compartir por WhatsApp',
  email: 'Compartir por correo',
  help: 'El sitio ya le envió este enlace por correo a la persona. Si no le llega, cópielo o compártalo por un medio seguro. Con él elegirá su contraseña; sirve una sola vez. Si más adelante olvida la contraseña, «¿Olvidó su contraseña?» en la página de ingreso le envía un correo.',
  until: (when: string) =>
    `Vence el ${when} (72 horas después de creado). Si vence, use «Generar un enlace nuevo» en la lista.`,
  // The role the account was given, by name (an editor was told "acceso de administrador").
  subject: (role: Role) => `Su acceso al sitio web del colegio: rol ${ROLE_LABELS[role]}`,
  message: (email: string, link: string, when: string, role: Role) =>
    `Hola. Le di acceso al área de administración del sitio web del colegio con su correo ${email}, con el rol ${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}\n\n` +
    `1. Abra este enlace y elija su contraseña: ${link}\n` +
    `2. Después entre con su correo y esa contraseña en la página de ingreso.\n\n` +
    `El enlace sirve una sola vez y vence el ${when}. Si vence, pídame uno nuevo.`,
} as const;

export function ShareLink({
  email,
  link,
  createdAt,
  role,
}: {
  email: string;
  link: string;
  createdAt: number;
  role: Role;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const when = formatStamp(new Date(createdAt + LINK_LIFETIME_MS).toISOString());
  const message = SHARE_TEXT.message(email, link, when, role);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is selected so Ctrl+C still works.
      document.getElementById(`${id}-link`)?.focus();
    }
  }

  return (
    <div className="adm-share">
      <label className="adm-field__label" htmlFor={`${id}-link`}>
        {SHARE_TEXT.label}
      </label>
      <div className="adm-admins__row">
        <input
          id={`${id}-link`}
          className="adm-input adm-input--readonly"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="adm-btn" onClick={() => void copy()}>
          {SHARE_TEXT.copy}
        </button>
      </div>
      <p className="adm-field__hint">{SHARE_TEXT.until(when)}</p>
      <div className="adm-share__buttons">
        <a
          className="adm-btn"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
        >
          {SHARE_TEXT.whatsapp}
        </a>
        <a
          className="adm-btn"
          href={`mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(SHARE_TEXT.subject(role))}&body=${encodeURIComponent(message)}`}
        >
          {SHARE_TEXT.email}
        </a>
      </div>
      <p className="adm-field__hint">{copied ? SHARE_TEXT.copied : SHARE_TEXT.help}</p>
    </div>
  );
}
