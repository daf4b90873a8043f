/**
 * / (Inicio): carousel, citizen band, latest circular, pedagogical banner, community project,
 * services, news, social media and radio, next events, and the floating chat button (spec §2).
 * Server HTML from the school's settings and the page's records; the carousel and the chat button
 * are islands, placed by the page file (web/src/pages/index.astro) and handed in as `carousel` and
 * `chat`.
 */
import type { ReactNode } from 'react';
import { pageById } from '@/config/pages';
import type { SiteSettings } from '@/lib/site-settings';
import type { PageProps } from '@/config/page-props';
import { CitizenBand } from '../components/home/citizen-band';
import { CommunitySection } from '../components/home/community-section';
import { LatestCircular } from '../components/home/latest-circular';
import { NewsSection } from '../components/home/news-section';
import { PedagogyBanner } from '../components/home/pedagogy-banner';
import { ServicesSection } from '../components/home/services-section';
import { SocialSection } from '../components/home/social-section';
import { UpcomingEvents } from '../components/home/upcoming-events';
import { withSiteBase } from '@/components/site-base';

const PAGE = pageById('home').title;

export interface HomePageProps extends PageProps<'home'> {
  settings: SiteSettings;
  /** The carousel island (its slides come from `records.carousel`). */
  carousel?: ReactNode;
  /** The chat button island (chat-button.tsx), when the school has a chat number. */
  chat?: ReactNode;
}

function HomePage({ records, settings, carousel, chat }: HomePageProps) {
  const { title } = settings;
  return (
    <main>
      {/* The page's one h1; the school's name is what a visitor (and a search engine) looks for. */}
      <h1 className="sr-only">{title ? `${title}: ${PAGE.toLowerCase()}` : PAGE}</h1>
      {carousel}
      <CitizenBand />
      {/* Within a parent's first screens on a phone. */}
      <LatestCircular records={records.noticias} />
      <PedagogyBanner settings={settings} />
      <CommunitySection settings={settings} />
      <ServicesSection settings={settings} />
      <NewsSection records={records.noticias} />
      <SocialSection settings={settings} />
      <UpcomingEvents records={records.eventos} />
      {chat}
    </main>
  );
}

export default withSiteBase(HomePage);
