/** The school as schema.org data on the home page, from its stored settings (what search engines show). */
import type { SiteSettings } from '@/lib/site-settings';

export function schoolJsonLd(origin: string, settings: SiteSettings): Record<string, unknown> {
  const phones = [settings.phoneOne, settings.phoneTwo].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: settings.title,
    url: `${origin}/`,
    ...(settings.tagline ? { slogan: settings.tagline } : {}),
    ...(settings.address ? { address: settings.address } : {}),
    ...(phones.length ? { telephone: phones } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.facebook ? { sameAs: [settings.facebook] } : {}),
  };
}
