import type { FieldDef } from '../field-kinds';
import { pageCollection } from './parts';

/** Two fields (title and text) for each of a home section's four tiles, in one group. */
function tiles<const P extends string>(prefix: P, group: string, noun: string) {
  const words = ['One', 'Two', 'Three', 'Four'] as const;
  const spanish = ['uno', 'dos', 'tres', 'cuatro'];
  return Object.fromEntries(
    words.flatMap((w, i) => [
      [`${prefix}${w}Title`, { kind: 'text', label: `${noun} ${spanish[i]}: título`, group }],
      [`${prefix}${w}Text`, { kind: 'longText', label: `${noun} ${spanish[i]}: texto`, group }],
    ]),
  ) as {
    [K in `${P}${(typeof words)[number]}${'Title' | 'Text'}`]: FieldDef & { kind: 'text' | 'longText' };
  };
}

const IDENTITY = 'Identidad';
const CONTACT = 'Contacto';
const LINKS = 'Enlaces y redes';
const CHAT = 'Chat de WhatsApp';
const MEDIA = 'Video, Facebook y emisora';
const PEDAGOGY = 'Inicio: banner pedagógico';
const COMMUNITY = 'Inicio: proyecto comunitario';
const SERVICES = 'Inicio: servicios';
const SEARCH = 'Búsqueda del sitio';
const FAMILIES = 'Suscripciones de las familias';

/**
 * The school's own settings: identity, contact block, external links, chat, media sources and the
 * texts of the home page. One record, read by the header, footer, contact page and home page, so
 * changing the phone number is an edit, not a deploy. Formats are checked on both sides.
 */
export const sitio = pageCollection('sitio', 'Datos del colegio', {
  title: { kind: 'text', label: 'Nombre de la institución', required: true, group: IDENTITY },
  tagline: { kind: 'text', label: 'Lema (debajo del nombre)', group: IDENTITY },
  logo: {
    kind: 'image',
    label: 'Escudo o logotipo (512x512 px)',
    rule: 'logo',
    nameField: 'logoName',
    group: IDENTITY,
  },
  logoName: { kind: 'fileName', label: 'Nombre del archivo del escudo', group: IDENTITY },
  siteUrl: { kind: 'text', label: 'Dirección de este sitio web', format: 'https', group: IDENTITY },
  // The footer's "Proyecto Educativo Institucional (PEI)" links to it once uploaded.
  pei: {
    kind: 'pdf',
    label: 'Proyecto Educativo Institucional (PEI) en PDF',
    nameField: 'peiName',
    saveAs: 'Proyecto Educativo Institucional (PEI)',
    group: IDENTITY,
  },
  peiName: { kind: 'fileName', label: 'Nombre del PDF del PEI', group: IDENTITY },

  address: { kind: 'text', label: 'Dirección', group: CONTACT },
  // The GOV.CO footer shows the address with its postal code (model/govco-footer.ts).
  postalCode: { kind: 'text', label: 'Código postal (6 dígitos)', format: 'postalCode', group: CONTACT },
  phoneOne: { kind: 'text', label: 'Teléfono principal (conmutador)', format: 'phone', group: CONTACT },
  phoneTwo: { kind: 'text', label: 'Otro teléfono', format: 'phone', group: CONTACT },
  email: { kind: 'text', label: 'Correo electrónico', format: 'email', group: CONTACT },
  hours: { kind: 'text', label: 'Horario de atención', group: CONTACT },
  // CPACA art. 197: a mailbox only for judicial notifications, apart from the contact e-mail.
  judicialEmail: {
    kind: 'text',
    label: 'Correo para notificaciones judiciales (distinto del correo de contacto)',
    format: 'email',
    group: CONTACT,
  },
  formRecipient: {
    kind: 'text',
    label: 'Correo que recibe los mensajes del formulario de contacto',
    format: 'email',
    group: CONTACT,
  },
  pqrsdRetentionYears: {
    kind: 'choice',
    label:
      'Años que se conservan las solicitudes de Atención al ciudadano (luego se borran con sus archivos)',
    group: CONTACT,
    // Ley 594 de 2000: the school's records retention table (TRD) says how long; 5 when not chosen.
    options: [
      { value: '2', label: '2 años' },
      { value: '3', label: '3 años' },
      { value: '5', label: '5 años' },
      { value: '10', label: '10 años' },
    ],
  },

  // What a family may choose when it subscribes (model/subscriptions.ts): empty, nobody chooses.
  sedesSuscripcion: {
    kind: 'textList',
    label: 'Sedes que las familias pueden elegir al suscribirse (una por línea)',
    group: FAMILIES,
  },
  gradosSuscripcion: {
    kind: 'textList',
    label: 'Grados que las familias pueden elegir al suscribirse (uno por línea)',
    group: FAMILIES,
  },

  boletinAcademico: { kind: 'text', label: 'Boletín académico (enlace)', format: 'https', group: LINKS },
  tramitesMatricula: { kind: 'text', label: 'Trámites de matrícula (enlace)', format: 'https', group: LINKS },
  studentSystemLogin: {
    kind: 'text',
    label: 'Plataforma académica (enlace de ingreso)',
    format: 'https',
    group: LINKS,
  },
  facebook: { kind: 'text', label: 'Página de Facebook', format: 'facebook', group: LINKS },
  youtubeChannel: { kind: 'text', label: 'Canal de YouTube (enlace)', format: 'https', group: LINKS },
  instagram: { kind: 'text', label: 'Cuenta de Instagram (enlace)', format: 'https', group: LINKS },
  xAccount: { kind: 'text', label: 'Cuenta de X (antes Twitter, enlace)', format: 'https', group: LINKS },

  chatNumber: {
    kind: 'text',
    label: 'Número de WhatsApp (con indicativo, p. ej. +57 300 555 1234)',
    format: 'phone',
    group: CHAT,
  },
  chatMessage: { kind: 'longText', label: 'Mensaje con el que empieza el chat', group: CHAT },

  communityVideo: {
    kind: 'text',
    label: 'Video del proyecto comunitario (YouTube)',
    format: 'youtube',
    group: MEDIA,
  },
  facebookFeed: {
    kind: 'text',
    label: 'Página de Facebook cuyas publicaciones se muestran',
    format: 'facebook',
    group: MEDIA,
  },
  radioName: { kind: 'text', label: 'Nombre de la emisora', group: MEDIA },
  radioDescription: { kind: 'longText', label: 'Descripción de la emisora', group: MEDIA },
  radioStream: {
    kind: 'text',
    label: 'Transmisión de la emisora (enlace https)',
    format: 'https',
    group: MEDIA,
  },

  pedagogyTitle: { kind: 'text', label: 'Pregunta del banner', group: PEDAGOGY },
  pedagogyTagline: { kind: 'text', label: 'Frase del banner', group: PEDAGOGY },
  ...tiles('tile', PEDAGOGY, 'Recuadro'),

  communityEyebrow: { kind: 'text', label: 'Antetítulo del proyecto comunitario', group: COMMUNITY },
  communityTitle: { kind: 'text', label: 'Título del proyecto comunitario', group: COMMUNITY },
  communityText: {
    kind: 'longText',
    label: 'Texto del proyecto comunitario (una línea en blanco separa los párrafos)',
    group: COMMUNITY,
  },

  servicesTitle: { kind: 'text', label: 'Título de los servicios', group: SERVICES },
  servicesLine: { kind: 'longText', label: 'Presentación de los servicios', group: SERVICES },
  ...tiles('service', SERVICES, 'Servicio'),

  // Read by the site search's index (search/site-index.ts): an edit is found within its minute.
  searchSynonyms: {
    kind: 'textList',
    label:
      'Sinónimos de la búsqueda: en cada texto, palabras que significan lo mismo separadas por «=» (por ejemplo: PEI = Proyecto Educativo Institucional)',
    format: 'synonyms',
    group: SEARCH,
  },
});
