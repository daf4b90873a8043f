/**
 * / (Inicio): carousel, pedagogical banner, community project, services, social media and radio,
 * and the floating chat button (spec §2). The carousel reads its slides; every other text and
 * source is the school's settings (loaded before the first render).
 */
import { lazy } from 'react';
import { usePageTitle } from '@/components/use-page-title';
import { WhenNear } from '@/components/when-near';
import { pageById } from '@/config/pages';
import { useSiteSettings } from '@/lib/site-settings';
import { Carousel } from '../components/carousel/carousel';
import { useCollectionData } from '../components/collection-data';
import { ChatButton } from '../components/home/chat-button';
import { CitizenBand } from '../components/home/citizen-band';
import { CommunitySection } from '../components/home/community-section';
import { LatestCircular } from '../components/home/latest-circular';
import { NewsSection } from '../components/home/news-section';
import { PedagogyBanner } from '../components/home/pedagogy-banner';
import { ServicesSection } from '../components/home/services-section';
import { SocialSection } from '../components/home/social-section';

// Last on the page and below the fold: its code (the event dates) comes when it nears the screen.
const UpcomingEvents = lazy(() =>
  import('../components/home/upcoming-events').then((m) => ({ default: m.UpcomingEvents })),
);

const PAGE = pageById('home').title;

export default function HomePage() {
  usePageTitle(PAGE);
  const { title } = useSiteSettings();
  const carousel = useCollectionData<'carousel'>();
  return (
    <main>
      {/* The page's one h1; the school's name is what a visitor (and a search engine) looks for. */}
      <h1 className="sr-only">{title ? `${title}: ${PAGE.toLowerCase()}` : PAGE}</h1>
      <Carousel data={carousel} />
      <CitizenBand />
      {/* Issue 48: the latest circular within a parent's first screens on a phone. */}
      <LatestCircular data={carousel.also?.noticias} />
      <PedagogyBanner />
      <CommunitySection />
      <ServicesSection />
      {/* Below the settings' sections: the list arrives after the first paint and must move nothing in view. */}
      <NewsSection data={carousel.also?.noticias} />
      <SocialSection />
      {carousel.also?.eventos && (
        <WhenNear placeholder={null} inFirstResponse>
          <UpcomingEvents records={carousel.also.eventos} />
        </WhenNear>
      )}
      <ChatButton />
    </main>
  );
}
