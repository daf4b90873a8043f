/** sitemap.xml: every fixed public address of the registry (a record's page is in /noticias/sitemap.xml). */
import type { APIRoute } from 'astro';
import { contextOf } from '@/site/load-page';
import { publicRoutes } from '@/site/public-routes';
import { sitemapXml } from '@/site/sitemap';

export const GET: APIRoute = (astro) =>
  new Response(
    sitemapXml(
      contextOf(astro).origin,
      publicRoutes().map((route) => route.path),
    ),
    {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=0, s-maxage=3600',
      },
    },
  );
