/**
 * Everything school-specific that the content collections do not hold: names, addresses,
 * external systems, social links, the chat number and the media sources of the home page.
 * A school that reuses this site edits this one file; no component spells any of these values.
 * The values below are plausible placeholders.
 */

/** Digits only, with the country code (57 = Colombia), as the chat service's links expect. */
const CHAT_NUMBER = '573005551234';

/** YouTube id of the community-project video (embedded muted, autoplaying and looping). */
const COMMUNITY_VIDEO_ID = 'aqz-KE-bpKQ';

export const SITE = {
  name: 'Institución Educativa San José',
  /** Shown under the name in the header. */
  tagline: 'Educación pública de calidad · Municipio de San José',
  /** Public address of the site itself (footer icon "sitio web"). */
  url: 'https://www.iesanjose.edu.co',

  contact: {
    address: 'Calle 10 # 12-34, barrio Centro, San José',
    phones: ['(604) 444 1234', '(+57) 300 555 1234'],
    email: 'contacto@iesanjose.edu.co',
    /** Where the contact form's messages go (sent as a template parameter to the e-mail service). */
    formRecipient: 'secretaria@iesanjose.edu.co',
    hours: 'Lunes a viernes, 7:00 a. m. a 3:00 p. m.',
  },

  /** External systems linked from the menu and the footer. */
  external: {
    boletinAcademico: 'https://notas.iesanjose.edu.co/boletines',
    tramitesMatricula: 'https://matriculas.iesanjose.edu.co',
    /** The student-information system's login (footer icon). */
    studentSystemLogin: 'https://notas.iesanjose.edu.co/login',
    /** The national portal every Colombian public entity links from its top bar. */
    govCo: 'https://www.gov.co',
  },

  social: {
    facebook: 'https://www.facebook.com/iesanjose',
    youtube: 'https://www.youtube.com/@iesanjose',
  },

  /** Floating chat button of the home page. */
  chat: {
    label: 'WhatsApp',
    url: `https://wa.me/${CHAT_NUMBER}?text=${encodeURIComponent(
      'Hola, quisiera recibir información sobre el proceso de matrícula para el próximo año escolar.',
    )}`,
  },

  /** Community-project video; youtube-nocookie sets no cookies until the visitor plays. */
  communityVideo: {
    title: 'Video del proyecto comunitario de la institución',
    embedUrl: `https://www.youtube-nocookie.com/embed/${COMMUNITY_VIDEO_ID}?autoplay=1&mute=1&loop=1&playlist=${COMMUNITY_VIDEO_ID}&playsinline=1&rel=0`,
  },

  /** The social-network page feed of the home page (Facebook page plugin). */
  socialFeed: {
    title: 'Publicaciones recientes de la institución en Facebook',
    embedUrl: `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(
      'https://www.facebook.com/iesanjose',
    )}&tabs=timeline&width=500&height=560&small_header=true&adapt_container_width=true&hide_cover=false`,
  },

  /** The school radio, streamed live. */
  radio: {
    name: 'Emisora escolar San José Estéreo',
    description: 'Música, noticias de la institución y programas hechos por nuestros estudiantes.',
    streamUrl: 'https://radio.iesanjose.edu.co/stream',
  },
} as const;

/** "Nombre | Institución", the form of every document title. */
export function documentTitle(page: string): string {
  return page ? `${page} | ${SITE.name}` : SITE.name;
}
