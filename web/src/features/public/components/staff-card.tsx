/**
 * One person of directivos, administrativos or docentes: photo, first names, surnames, position
 * and an icon link for each contact channel the record has (none is shown for an empty link).
 */
import { UPLOAD_RULES } from '@model/public';
import type { ComponentType } from 'react';
import { ExternalLink } from '@/components/external-link';
import { FacebookIcon, WhatsappIcon } from '@/components/content-icons';
import { MailIcon, PhoneIcon } from '@/components/icons';
import { MediaImage } from '@/components/media-image';
import type { PublicRecord } from '@model/public';
import { safeLink, text } from '../api/fields';
import styles from './staff-card.module.css';

export type StaffRecord = PublicRecord<'directivos'>;

/** Every photo has the exact size its upload rule demands. */
const PHOTO = UPLOAD_RULES.staff;

const CHANNELS: Array<{ field: keyof StaffRecord; label: string; Icon: ComponentType<{ size?: number }> }> = [
  { field: 'stringtwo', label: 'Red social de', Icon: FacebookIcon },
  { field: 'stringthree', label: 'Llamar a', Icon: PhoneIcon },
  { field: 'stringfour', label: 'WhatsApp de', Icon: WhatsappIcon },
  { field: 'stringfive', label: 'Escribir un correo a', Icon: MailIcon },
];

/** `priority`: the first card's photo is the page's largest element on a phone. */
export function StaffCard({ person, priority = false }: { person: StaffRecord; priority?: boolean }) {
  const names = text(person.title);
  const surnames = text(person.titleone);
  const fullName = [names, surnames].filter(Boolean).join(' ') || 'esta persona';
  const position = text(person.stringone);
  const links = CHANNELS.map((c) => ({ ...c, href: safeLink(person[c.field]) })).filter((c) => c.href);
  return (
    <article className={styles.card}>
      <MediaImage
        name={text(person.image)}
        alt={`Foto de ${fullName}`}
        width={PHOTO.width}
        height={PHOTO.height}
        sizes="(min-width: 48rem) 33vw, 100vw"
        className={styles.photo}
        priority={priority}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>
          {names}
          {surnames && <span className={styles.surnames}>{surnames}</span>}
        </h2>
        {position && <p className={styles.position}>{position}</p>}
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map(({ field, label, Icon, href }) => (
              <li key={String(field)}>
                <ExternalLink href={href} className={styles.link}>
                  <Icon size={20} />
                  <span className="sr-only">
                    {label} {fullName}
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
