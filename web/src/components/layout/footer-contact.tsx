/**
 * The footer's contact part as the GOV.CO footer and Resolución 1519 ask it (model/govco-footer.ts):
 * the entity's name, its address with the postal code, opening hours, switchboard, the toll-free
 * and anti-corruption lines, the institutional e-mail and the separate e-mail for judicial
 * notifications. Each element sits inside `data-pie="<key>"`; one without a value is not drawn.
 */
import type { ReactNode } from 'react';
import { telHref } from '@model/public';
import type { FooterContact as Contact, FooterKey } from '@model/govco-footer';
import { ClockIcon, MapPinIcon } from '@/components/content-icons';
import { MailIcon, PhoneIcon } from '@/components/icons';
import styles from './site-footer.module.css';

const ICON = 18;

function Item({
  pie,
  icon,
  label,
  children,
}: {
  pie: FooterKey;
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li data-pie={pie}>
      {icon}
      <span>
        <span className={styles.label}>{label}: </span>
        {children}
      </span>
    </li>
  );
}

const Phone = ({ phone }: { phone: string }) => <a href={telHref(phone)}>{phone}</a>;
const Mail = ({ email }: { email: string }) => <a href={`mailto:${email}`}>{email}</a>;

export function FooterContact({ contact: c }: { contact: Contact }) {
  return (
    <>
      <p data-pie="entidad" className={styles.entity}>
        {c.entity}
      </p>
      <ul className={styles.contact}>
        {c.address && (
          <Item pie="direccion" icon={<MapPinIcon size={ICON} />} label="Dirección">
            {c.address}
            {c.postalCode && <>. Código postal {c.postalCode}</>}
          </Item>
        )}
        {c.hours && (
          <Item pie="horario" icon={<ClockIcon size={ICON} />} label="Horario de atención">
            {c.hours}
          </Item>
        )}
        {c.phones.length > 0 && (
          <Item pie="telefono" icon={<PhoneIcon size={ICON} />} label="Conmutador">
            {c.phones.map((phone, i) => (
              <span key={phone}>
                {i > 0 && ' · '}
                <Phone phone={phone} />
              </span>
            ))}
          </Item>
        )}
        {c.tollFree && (
          <Item pie="linea-gratuita" icon={<PhoneIcon size={ICON} />} label="Línea gratuita">
            <Phone phone={c.tollFree} />
          </Item>
        )}
        {c.anticorruption && (
          <Item pie="linea-anticorrupcion" icon={<PhoneIcon size={ICON} />} label="Línea anticorrupción">
            <Phone phone={c.anticorruption} />
          </Item>
        )}
        {c.email && (
          <Item pie="correo" icon={<MailIcon size={ICON} />} label="Correo institucional">
            <Mail email={c.email} />
          </Item>
        )}
        {c.judicialEmail && (
          <Item
            pie="notificaciones-judiciales"
            icon={<MailIcon size={ICON} />}
            label="Notificaciones judiciales"
          >
            <Mail email={c.judicialEmail} />
          </Item>
        )}
      </ul>
    </>
  );
}
