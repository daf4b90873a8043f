/**
 * The school's contact block (address, phones, e-mail, hours) from its settings, shown in the
 * footer and on the contact page. Phones and e-mail are links a phone can act on; a line the
 * school left empty is not shown.
 */
import { telHref } from '@model/public';
import { ClockIcon, MapPinIcon } from '@/components/content-icons';
import { MailIcon, PhoneIcon } from '@/components/icons';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './contact-details.module.css';

export function ContactDetails({
  settings: s,
  iconSize,
  className,
}: {
  settings: SiteSettings;
  iconSize: number;
  className?: string;
}) {
  const phones = [s.phoneOne, s.phoneTwo].filter(Boolean);
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {s.address && (
        <li>
          <MapPinIcon size={iconSize} />
          <span>{s.address}</span>
        </li>
      )}
      {phones.length > 0 && (
        <li>
          <PhoneIcon size={iconSize} />
          <span>
            {phones.map((phone, i) => (
              <span key={phone}>
                {i > 0 && ' · '}
                <a href={telHref(phone)}>{phone}</a>
              </span>
            ))}
          </span>
        </li>
      )}
      {s.email && (
        <li>
          <MailIcon size={iconSize} />
          <span>
            <a href={`mailto:${s.email}`}>{s.email}</a>
          </span>
        </li>
      )}
      {s.hours && (
        <li>
          <ClockIcon size={iconSize} />
          <span>{s.hours}</span>
        </li>
      )}
    </ul>
  );
}
