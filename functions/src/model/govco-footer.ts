/**
 * The footer every school's site shares (MinTIC's GOV.CO guidelines and Resolución 1519 de 2020,
 * Anexo 2 §2.3): the elements it must hold, each rendered inside an element carrying
 * `data-pie="<key>"` with non-empty text, so the conformity check can tell which one is missing.
 * The values come from the school's own settings (what the law lets a school differ in: its name,
 * address and postal code, hours, switchboard, e-mails, social links) and, where the school has
 * none or the element is the same for all, from the Secretaría's shell settings (platform/sitio).
 * An element whose value is missing is left out, never drawn as an empty label. No zod: the public
 * site imports it.
 */
import type { ShellDefaults } from './platform-directory';

export const FOOTER_ELEMENTS = [
  { key: 'entidad', label: 'Nombre de la entidad' },
  { key: 'direccion', label: 'Dirección con código postal' },
  { key: 'horario', label: 'Horario de atención' },
  { key: 'telefono', label: 'Teléfono conmutador' },
  { key: 'linea-gratuita', label: 'Línea gratuita' },
  { key: 'linea-anticorrupcion', label: 'Línea anticorrupción' },
  { key: 'correo', label: 'Correo institucional' },
  { key: 'notificaciones-judiciales', label: 'Correo para notificaciones judiciales' },
  { key: 'redes', label: 'Redes sociales' },
  { key: 'privacidad', label: 'Política de privacidad' },
  { key: 'terminos', label: 'Términos y condiciones' },
  { key: 'derechos-de-autor', label: 'Derechos de autor' },
  { key: 'accesibilidad', label: 'Accesibilidad' },
  { key: 'mapa-del-sitio', label: 'Mapa del sitio' },
] as const;

export type FooterKey = (typeof FOOTER_ELEMENTS)[number]['key'];

/** The footer's legal links: the registry page each element links to. */
export const FOOTER_PAGE_KEYS = {
  politicaprivacidad: 'privacidad',
  terminoscondiciones: 'terminos',
  derechosautor: 'derechos-de-autor',
  accesibilidad: 'accesibilidad',
  mapadelsitio: 'mapa-del-sitio',
} as const satisfies Record<string, FooterKey>;

/** The school's settings the footer reads (the `sitio` record, '' when not set). */
export interface SchoolFooterSettings {
  title: string;
  address: string;
  postalCode: string;
  hours: string;
  phoneOne: string;
  phoneTwo: string;
  email: string;
  judicialEmail: string;
  facebook: string;
  youtubeChannel: string;
  instagram: string;
  xAccount: string;
}

export interface SocialLink {
  network: 'facebook' | 'youtube' | 'instagram' | 'x';
  url: string;
  /** The link's words, naming whose account it is. */
  label: string;
}

/** What the footer's contact part shows; an absent value is an element not rendered. */
export interface FooterContact {
  entity: string;
  address?: string;
  postalCode?: string;
  hours?: string;
  phones: string[];
  tollFree?: string;
  anticorruption?: string;
  email?: string;
  judicialEmail?: string;
  social: SocialLink[];
}

const NETWORK_NAMES = { facebook: 'Facebook', youtube: 'YouTube', instagram: 'Instagram', x: 'X' } as const;

const present = (value: string | undefined) => {
  const v = value?.trim();
  return v ? v : undefined;
};

/**
 * The footer's contact part for a school: its own values, and the Secretaría's where the school
 * may not differ (toll-free and anti-corruption lines) or has set nothing (hours, social links:
 * the Secretaría's accounts, named as such).
 */
export function footerContact(school: SchoolFooterSettings, shell?: ShellDefaults): FooterContact {
  const own: SocialLink[] = (
    [
      ['facebook', school.facebook],
      ['youtube', school.youtubeChannel],
      ['instagram', school.instagram],
      ['x', school.xAccount],
    ] as const
  )
    .filter(([, url]) => present(url))
    .map(([network, url]) => ({
      network,
      url: url.trim(),
      label: `${NETWORK_NAMES[network]} de la institución`,
    }));
  const shared: SocialLink[] = shell
    ? (['facebook', 'youtube', 'instagram', 'x'] as const)
        .filter((network) => present(shell[network]))
        .map((network) => ({
          network,
          url: shell[network]!.trim(),
          label: `${NETWORK_NAMES[network]} de ${shell.name}`,
        }))
    : [];
  const contact: FooterContact = {
    entity: school.title.trim(),
    phones: [school.phoneOne, school.phoneTwo].map(present).filter((p): p is string => !!p),
    social: own.length > 0 ? own : shared,
  };
  const optional: Partial<FooterContact> = {
    address: present(school.address),
    postalCode: present(school.postalCode),
    hours: present(school.hours) ?? present(shell?.hours),
    tollFree: present(shell?.tollFree),
    anticorruption: present(shell?.anticorruption),
    email: present(school.email),
    judicialEmail: present(school.judicialEmail),
  };
  for (const [key, value] of Object.entries(optional)) if (value) Object.assign(contact, { [key]: value });
  return contact;
}
