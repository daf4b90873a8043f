/**
 * / (Inicio): carousel, pedagogical banner, community project, services, social media and radio,
 * and the floating chat button (spec §2). The carousel reads its slides; every other text and
 * source is the school's settings (loaded before the first render).
 */
import { hydrateWhenNear } from '@/components/hydrate-when-near';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { useSiteSettings } from '@/lib/site-settings';
import { Carousel } from '../components/carousel/carousel';
import { useCollectionData } from '../components/collection-data';
import { ChatButton } from '../components/home/chat-button';
import { CitizenBand } from '../components/home/citizen-band';

// Everything under the citizen band: in the HTML at once, its code when the visitor scrolls
// towards it (a first screen only read needs the carousel's code alone).
const HomeBelowFold = hydrateWhenNear(() =>
  import('../components/home/home-below-fold').then((m) => m.HomeBelowFold),
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
      <HomeBelowFold noticias={carousel.also?.noticias} eventos={carousel.also?.eventos} />
      {/* Its code keeps it off the controls of the first screen (issue 48): loaded with the page. */}
      <ChatButton />
    </main>
  );
}
