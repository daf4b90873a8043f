/**
 * The families' messages: a publication's notice, the weekly digest and «Enterado»'s reminder.
 * Each has a text and an HTML part and carries only the school's own words (the item's title,
 * summary, date and links) and the subscriber's personal links; never anything a subscriber
 * typed, so nobody can make the school's sender mail a stranger their text. Everything put into
 * the HTML is escaped.
 */
import { formatSchoolDateTime, formatSchoolDay } from '../model/date-time';
import { escapeHtml } from '../model/share-pages/html';
import { mailButton, mailPage } from './mail-frame';
import { TOPIC_LABELS, type NoticeDoc, type Topic } from '../model/subscriptions';
import type { Mail } from '../pqrsd/outbox';
import { unsubscribeHeaders, type SubscriberLinks } from './links';

/** One item of a message: what the notice says of it. */
export type NoticeItem = Pick<
  NoticeDoc,
  'coleccion' | 'tema' | 'titulo' | 'resumen' | 'fecha' | 'enlace' | 'pdf'
>;

const WHAT: Record<Topic, string> = {
  circulares: 'una circular',
  noticias: 'una noticia',
  eventos: 'un evento',
};
const ONE: Record<Topic, string> = { circulares: 'Circular', noticias: 'Noticia', eventos: 'Evento' };

/** The item's date as the site says it: an event's start with its time, a publication's day. */
const dateOf = (item: NoticeItem) =>
  item.coleccion === 'eventos' ? formatSchoolDateTime(item.fecha) : formatSchoolDay(item.fecha);

const textItem = (item: NoticeItem) => [
  item.titulo,
  ...(item.resumen ? [item.resumen] : []),
  `${item.coleccion === 'eventos' ? 'Fecha' : 'Publicada el'}: ${dateOf(item)}`,
  `Ver en el sitio: ${item.enlace}`,
  ...(item.pdf ? [`Documento PDF de la circular: ${item.pdf}`] : []),
];

const htmlItem = (item: NoticeItem) =>
  [
    `<h2 style="font-size:1.15em;margin:1em 0 .3em">${escapeHtml(item.titulo)}</h2>`,
    item.resumen ? `<p style="margin:.3em 0">${escapeHtml(item.resumen)}</p>` : '',
    `<p style="margin:.3em 0;color:#444">${item.coleccion === 'eventos' ? 'Fecha' : 'Publicada el'}: ${escapeHtml(dateOf(item))}</p>`,
    `<p style="margin:.3em 0"><a href="${escapeHtml(item.enlace)}">Ver en el sitio</a>`,
    item.pdf ? ` · <a href="${escapeHtml(item.pdf)}">Documento PDF de la circular</a>` : '',
    `</p>`,
  ].join('');

const textFooter = (links: SubscriberLinks, school: string) => [
  ``,
  `—`,
  `Recibe este correo porque se suscribió a los avisos del sitio web de ${school || 'el colegio'}.`,
  `Cambiar sus preferencias: ${links.preferencias}`,
  `Darse de baja: ${links.baja}`,
];

const htmlFooter = (links: SubscriberLinks, school: string) =>
  `<hr style="margin:1.5em 0 .8em;border:0;border-top:1px solid #ccc">` +
  `<p style="font-size:.9em;color:#444">Recibe este correo porque se suscribió a los avisos del sitio web de ${escapeHtml(school || 'el colegio')}.<br>` +
  `<a href="${escapeHtml(links.preferencias)}">Cambiar sus preferencias</a> · <a href="${escapeHtml(links.baja)}">Darse de baja</a></p>`;

const enteradoText = (links: SubscriberLinks) =>
  links.enterado ? [``, `Confirmo que leí esta circular: ${links.enterado}`] : [];
const enteradoHtml = (links: SubscriberLinks) =>
  links.enterado ? mailButton(links.enterado, 'Confirmo que leí esta circular') : '';

const page = (school: string, body: string) => mailPage(school || 'El colegio', school || 'El colegio', body);

interface Whom {
  /** The notice's id (`aviso`) and the subscriber's (`suscriptor`), for the staff's counts. */
  aviso: string;
  suscriptor: string;
  email: string;
}

const base = (whom: Whom, links: SubscriberLinks) => ({
  radicado: '',
  to: { email: whom.email, subscriber: true as const },
  headers: unsubscribeHeaders(links),
  aviso: whom.aviso,
  suscriptor: whom.suscriptor,
});

/** A publication's message to one immediate subscriber. */
export function noticeMail(notice: NoticeItem, whom: Whom, links: SubscriberLinks, school: string): Mail {
  const intro = `${school || 'El colegio'} publicó ${WHAT[notice.tema]}:`;
  return {
    ...base(whom, links),
    kind: 'aviso',
    subject: `${ONE[notice.tema]}: ${notice.titulo}`,
    text: [intro, ``, ...textItem(notice), ...enteradoText(links), ...textFooter(links, school)].join('\n'),
    html: page(
      school,
      `<p>${escapeHtml(intro)}</p>${htmlItem(notice)}${enteradoHtml(links)}${htmlFooter(links, school)}`,
    ),
  };
}

/** «Enterado»'s reminder to one who received the circular and has not confirmed it. */
export function reminderMail(notice: NoticeItem, whom: Whom, links: SubscriberLinks, school: string): Mail {
  const intro = `${school || 'El colegio'} le pide confirmar que leyó esta circular:`;
  return {
    ...base(whom, links),
    kind: 'aviso-recordatorio',
    subject: `Recordatorio: ${notice.titulo}`,
    text: [intro, ``, ...textItem(notice), ...enteradoText(links), ...textFooter(links, school)].join('\n'),
    html: page(
      school,
      `<p>${escapeHtml(intro)}</p>${htmlItem(notice)}${enteradoHtml(links)}${htmlFooter(links, school)}`,
    ),
  };
}

/** The weekly digest: the week's items of the subscriber's topics, grouped by topic. */
export function digestMail(
  items: readonly NoticeItem[],
  week: { from: string; to: string },
  whom: Whom,
  links: SubscriberLinks,
  school: string,
): Mail {
  const span = `del ${formatSchoolDay(week.from)} al ${formatSchoolDay(new Date(Date.parse(week.to) - 1).toISOString())}`;
  const intro = `Lo que publicó ${school || 'el colegio'} en su sitio web ${span}:`;
  const topics = (Object.keys(TOPIC_LABELS) as Topic[]).filter((t) => items.some((i) => i.tema === t));
  return {
    ...base(whom, links),
    kind: 'aviso-resumen',
    subject: `Resumen semanal de ${school || 'su colegio'}: ${items.length} ${items.length === 1 ? 'publicación' : 'publicaciones'}`,
    text: [
      intro,
      ...topics.flatMap((t) => [
        ``,
        `== ${TOPIC_LABELS[t]} ==`,
        ...items.filter((i) => i.tema === t).flatMap((i) => [``, ...textItem(i)]),
      ]),
      ...textFooter(links, school),
    ].join('\n'),
    html: page(
      school,
      `<p>${escapeHtml(intro)}</p>` +
        topics
          .map(
            (t) =>
              `<h1 style="font-size:1.3em;margin:1.2em 0 .2em">${escapeHtml(TOPIC_LABELS[t])}</h1>` +
              items
                .filter((i) => i.tema === t)
                .map(htmlItem)
                .join(''),
          )
          .join('') +
        htmlFooter(links, school),
    ),
  };
}
