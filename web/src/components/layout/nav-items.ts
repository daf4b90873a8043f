/**
 * The navigation bar of spec §2, as data: order, labels and targets exactly as written there.
 * The menu component only renders this list.
 */
import { PUBLIC_PATHS } from '@/config/paths';
import { SITE } from '@/config/site';

export type NavLeaf =
  | { label: string; to: string }
  /** Another site: opens in a new tab. */
  | { label: string; href: string };

export type NavEntry =
  | { label: string; to: string }
  /** A parent title (links to /other, spec §2) with its submenu. */
  | { id: string; label: string; to: string; items: NavLeaf[] };

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Inicio', to: PUBLIC_PATHS.home },
  {
    id: 'institucion',
    label: 'Nuestra Institución',
    to: PUBLIC_PATHS.other,
    items: [
      { label: 'Reseña histórica', to: PUBLIC_PATHS.resenahistorica },
      { label: 'Horizonte institucional', to: PUBLIC_PATHS.horizonte },
      { label: 'Directivos', to: PUBLIC_PATHS.directivos },
      { label: 'Administrativos', to: PUBLIC_PATHS.administrativos },
      { label: 'Docentes', to: PUBLIC_PATHS.docentes },
    ],
  },
  {
    id: 'academica',
    label: 'Gestión Académica',
    to: PUBLIC_PATHS.other,
    items: [
      { label: 'Enfoque pedagógico', to: PUBLIC_PATHS.enfoquepedagogico },
      { label: 'Modelo pedagógico', to: PUBLIC_PATHS.modelopedagogico },
      { label: 'Manual de convivencia', to: PUBLIC_PATHS.manualconvivencia },
      { label: 'Gobierno estudiantil', to: PUBLIC_PATHS.other },
      { label: 'Aula extendida', to: PUBLIC_PATHS.other },
      { label: 'Boletín académico', href: SITE.external.boletinAcademico },
    ],
  },
  {
    id: 'administrativa',
    label: 'Gestión Administrativa',
    to: PUBLIC_PATHS.other,
    items: [
      { label: 'Ejecuciones presupuestales', to: PUBLIC_PATHS.other },
      { label: 'Rendición de cuentas', to: PUBLIC_PATHS.rendicioncuentas },
    ],
  },
  {
    id: 'servicios',
    label: 'Servicios',
    to: PUBLIC_PATHS.other,
    items: [
      { label: 'Trámites de matrícula', href: SITE.external.tramitesMatricula },
      { label: 'Trámite de retiros', to: PUBLIC_PATHS.tramiteretiros },
      { label: 'Protocolo de bioseguridad', to: PUBLIC_PATHS.protocolobioseguridad },
      { label: 'Contratación', to: PUBLIC_PATHS.convocatorias },
      { label: 'Administrar', to: PUBLIC_PATHS.login },
    ],
  },
  { label: 'Contacto', to: PUBLIC_PATHS.contacto },
];
