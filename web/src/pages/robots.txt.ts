/**
 * robots.txt: the public pages are for everyone, the administration area is not for search
 * engines. Rules match by prefix, so /admin alone would also hide /administrativos: the longer
 * Allow wins. Both sitemaps by their absolute address, as the format asks.
 */
import type { APIRoute } from 'astro';
import { contextOf } from '@/site/load-page';

export const GET: APIRoute = (astro) => {
  const { origin } = contextOf(astro);
  const text = [
    'User-agent: *',
    'Allow: /',
    'Allow: /administrativos',
    'Disallow: /login',
    'Disallow: /admin',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/noticias/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' } });
};
