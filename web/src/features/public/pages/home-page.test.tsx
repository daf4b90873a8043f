import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { PublicRecord } from '@model/public';
import { settingsOf } from '@/lib/site-settings';
import * as fx from '@/testing/fixtures';
import { SEED_CONTENT } from '../../../../../scripts/seed/content';
import { Carousel } from '../components/carousel/carousel';
import { toSlides } from '../components/carousel/slides';
import { ChatButton, chatLink } from '../components/home/chat-button';
import HomePage, { type HomePageProps } from './home-page';

const SEEDED = settingsOf(SEED_CONTENT.sitio[0]);
const NO_RECORDS: HomePageProps['records'] = { carousel: [], noticias: [], eventos: [] };

/** The page as its page file composes it, with its islands in their slots. */
function show(props: Partial<HomePageProps> = {}) {
  const records = props.records ?? NO_RECORDS;
  const settings = props.settings ?? SEEDED;
  const chat = chatLink(settings);
  return render(
    <HomePage
      settings={settings}
      records={records}
      carousel={<Carousel slides={toSlides(records.carousel)} />}
      chat={chat && <ChatButton href={chat} />}
    />,
  );
}

it('has every section of the home page', () => {
  show({ records: { ...NO_RECORDS, carousel: fx.carousel } });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('img', { name: 'Bienvenidos al año escolar' })).toBeTruthy();

  expect(
    screen.getByRole('heading', { level: 2, name: '¿Quién dijo que la educación es aburrida?' }),
  ).toBeTruthy();
  for (const tile of ['Aprendiendo', 'Filosofía', 'Práctica', 'Juegos']) {
    expect(screen.getByRole('heading', { level: 3, name: tile })).toBeTruthy();
  }
  expect(screen.getByText(/estrategia de comunicación mediada por las TIC/)).toBeTruthy();
  for (const level of ['Preescolar', 'Primaria', 'Secundaria', 'Sabatinos']) {
    expect(screen.getByRole('heading', { level: 3, name: level })).toBeTruthy();
  }
  const citizen = screen.getByRole('region', { name: 'Atención al ciudadano' });
  expect([...citizen.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
    '/pqrsd',
    '/pqrsd/consulta',
  ]);

  const chat = screen.getByRole('link', { name: /WhatsApp/ });
  expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*matr%C3%ADcula/);
  expect(chat.getAttribute('target')).toBe('_blank');

  const radio = document.querySelector('audio')!;
  expect(radio.getAttribute('preload')).toBe('none');
  expect(radio.hasAttribute('controls')).toBe(true);
  // No news yet: the section says so; no events planned: no section.
  expect(screen.getByText('Todavía no hay noticias publicadas.')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Próximos eventos' })).toBeNull();
});

it('has the video and the social feed in its HTML, loaded by the browser only as they near the viewport', () => {
  show();
  const video = screen.getByTitle('Video del proyecto comunitario de la institución');
  expect(video.getAttribute('src')).toMatch(/autoplay=1&mute=1&loop=1/);
  expect(video.getAttribute('loading')).toBe('lazy');
  const feed = screen.getByTitle('Publicaciones recientes de la institución en Facebook');
  expect(feed.tagName).toBe('IFRAME');
  expect(feed.getAttribute('loading')).toBe('lazy');
});

it('shows the texts, chat link and media the administrator set in the school settings', () => {
  show({
    settings: settingsOf({
      ...SEED_CONTENT.sitio[0],
      title: 'Colegio Las Palmas',
      pedagogyTitle: '¿Aprender jugando?',
      tileTwoTitle: '',
      tileTwoText: '',
      communityText: 'Primer párrafo.\n\nSegundo párrafo.',
      communityVideo: 'https://youtu.be/dQw4w9WgXcQ',
      serviceFourTitle: 'Nocturna',
      chatNumber: '+57 311 222 3344',
      chatMessage: 'Hola, ¿hay cupos?',
      radioStream: '',
    }),
  });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Colegio Las Palmas: inicio');
  expect(screen.getByRole('heading', { level: 2, name: '¿Aprender jugando?' })).toBeTruthy();
  // An emptied tile is left out; the others keep their places.
  expect(screen.queryByRole('heading', { level: 3, name: 'Filosofía' })).toBeNull();
  expect(screen.getByRole('heading', { level: 3, name: 'Juegos' })).toBeTruthy();
  expect(screen.getByText('Primer párrafo.').tagName).toBe('P');
  expect(screen.getByText('Segundo párrafo.').tagName).toBe('P');
  expect(screen.getByRole('heading', { level: 3, name: 'Nocturna' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
    'https://wa.me/573112223344?text=Hola%2C%20%C2%BFhay%20cupos%3F',
  );
  expect(screen.getByTitle('Video del proyecto comunitario de la institución').getAttribute('src')).toMatch(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
  );
  // No stream: no player.
  expect(document.querySelector('audio')).toBeNull();
});

it('renders without the settings (the function down): a neutral name, no empty boxes', () => {
  show({ settings: settingsOf(null) });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Institución educativa: inicio');
  expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  expect(screen.queryByRole('heading', { level: 2, name: /Quién dijo/ })).toBeNull();
  expect(document.querySelector('audio')).toBeNull();
  expect(document.querySelector('iframe')).toBeNull();
});

const news = (n: number, kind: 'noticia' | 'circular', attachment = '') =>
  ({
    _id: `n${n}`,
    title: `${kind === 'circular' ? 'Circular' : 'Noticia'} ${n}`,
    kind,
    summary: `Resumen ${n}`,
    slug: `${kind}-${n}`,
    image: '',
    attachment,
    publishAt: new Date(Date.UTC(2026, 2, n, 15)).toISOString(),
  }) as PublicRecord<'noticias'>;

it('shows the latest circular right after the citizen band, its PDF one tap away', () => {
  // The newest item is a news item: the card shows the newest circular, not the newest item.
  show({
    records: {
      ...NO_RECORDS,
      noticias: [
        news(1, 'circular', 'noticias/uno.pdf'),
        news(3, 'circular', 'noticias/tres.pdf'),
        news(4, 'noticia'),
      ],
    },
  });
  const heading = screen.getByRole('heading', { level: 2, name: /Última circular/ });
  expect(heading.textContent).toBe('Última circular · 3 de marzo de 2026');
  const card = heading.closest('section')!;
  // Right after the citizen band, before the pedagogical banner: within a phone's first screens.
  const citizen = screen
    .getByRole('heading', { level: 2, name: 'Atención al ciudadano' })
    .closest('section')!;
  const sections = [...document.querySelectorAll('main section')];
  expect(sections[sections.indexOf(citizen) + 1]).toBe(card);
  const links = [...card.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['Circular 3', '/noticias/circular-3'],
    ['Ver el PDF', '/media/noticias%2Ftres.pdf'],
    ['Todas las circulares', '/circulares'],
  ]);
});

it('shows the three latest news items, newest first, and links to all of them', () => {
  show({ records: { ...NO_RECORDS, noticias: [1, 5, 2, 4].map((n) => news(n, 'noticia')) } });
  const section = screen.getByRole('region', { name: 'Noticias' });
  expect([...section.querySelectorAll('h3 a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Noticia 5', '/noticias/noticia-5'],
    ['Noticia 4', '/noticias/noticia-4'],
    ['Noticia 2', '/noticias/noticia-2'],
  ]);
  expect(screen.getByText('Resumen 5')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ver todas las noticias y circulares' }).getAttribute('href')).toBe(
    '/noticias',
  );
  // No circular: no card for one.
  expect(screen.queryByRole('heading', { name: /Última circular/ })).toBeNull();
});
