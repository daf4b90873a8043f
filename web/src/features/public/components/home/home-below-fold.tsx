/**
 * The home page below its first screen: the latest circular, the school's sections, the news, the
 * social links and the next events. In the first response as HTML (the function renders it with
 * the page); its code is a chunk of its own that a first view fetches when it nears the screen
 * (hydrateWhenNear, decision 0019), so a visit's first load carries only the carousel's and the
 * citizen band's code. After the first view (a navigation back to Inicio) it renders at once.
 */
import type { CollectionData } from '../../api/get-collection';
import { CommunitySection } from './community-section';
import { LatestCircular } from './latest-circular';
import { NewsSection } from './news-section';
import { PedagogyBanner } from './pedagogy-banner';
import { ServicesSection } from './services-section';
import { SocialSection } from './social-section';
import { UpcomingEvents } from './upcoming-events';

interface Props {
  noticias: CollectionData<'noticias'>['records'] | undefined;
  eventos: CollectionData<'eventos'>['records'] | undefined;
}

export function HomeBelowFold({ noticias, eventos }: Props) {
  return (
    <>
      {/* Issue 48: the latest circular within a parent's first screens on a phone. */}
      <LatestCircular data={noticias} />
      <PedagogyBanner />
      <CommunitySection />
      <ServicesSection />
      <NewsSection data={noticias} />
      <SocialSection />
      {eventos && <UpcomingEvents records={eventos} />}
    </>
  );
}
