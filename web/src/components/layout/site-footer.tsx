/**
 * The footer of spec §2: institutional text items (deliberately without links, as in the spec),
 * the contact block as fixed text, four icon links and the copyright line with the current year.
 */
import { ExternalLink } from '@/components/external-link';
import {
  ClockIcon,
  FacebookIcon,
  GlobeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  UserIcon,
  YoutubeIcon,
} from '@/components/icons';
import { SITE } from '@/config/site';
import styles from './site-footer.module.css';

const INSTITUTIONAL_ITEMS = [
  'Misión y visión',
  'Valores institucionales',
  'Proyecto Educativo Institucional (PEI)',
  'Objetivos',
  'Filosofía',
  'Circulares',
  'Rendición de cuentas',
  'Noticias',
  'Galería de fotos',
  'Política de privacidad',
  'Tratamiento de datos personales',
];

const ICON_LINKS = [
  { href: SITE.social.facebook, label: 'Facebook de la institución', Icon: FacebookIcon },
  { href: SITE.social.youtube, label: 'Canal de YouTube de la institución', Icon: YoutubeIcon },
  { href: SITE.url, label: 'Sitio web de la institución', Icon: GlobeIcon },
  {
    href: SITE.external.studentSystemLogin,
    label: 'Ingreso a la plataforma académica de estudiantes',
    Icon: UserIcon,
  },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-institucion">
          <h2 id="footer-institucion" className={styles.heading}>
            Institución
          </h2>
          <ul className={styles.items}>
            {INSTITUTIONAL_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contacto">
          <h2 id="footer-contacto" className={styles.heading}>
            Contáctenos
          </h2>
          <ul className={styles.contact}>
            <li>
              <MapPinIcon size={18} />
              <span>{SITE.contact.address}</span>
            </li>
            <li>
              <PhoneIcon size={18} />
              <span>{SITE.contact.phones.join(' · ')}</span>
            </li>
            <li>
              <MailIcon size={18} />
              <span>{SITE.contact.email}</span>
            </li>
            <li>
              <ClockIcon size={18} />
              <span>{SITE.contact.hours}</span>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-redes">
          <h2 id="footer-redes" className={styles.heading}>
            Síganos
          </h2>
          <ul className={styles.icons}>
            {ICON_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <ExternalLink href={href} className={styles.iconLink}>
                  <Icon size={22} />
                  <span className="sr-only">{label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {SITE.name}. Todos los derechos reservados.
      </p>
    </footer>
  );
}
