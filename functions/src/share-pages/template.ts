/**
 * The built site's HTML for a request-time page: the prerendered file of its template page,
 * fetched from the site itself (Hosting serves it; the function deploys without web/dist) and
 * kept a few minutes per instance. If the site cannot be read, a bare document still carries the
 * record's tags, so a link preview never fails because of it.
 */
const KEEP_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 3_000;

const BARE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title></title>
    <meta name="description" content="" />
    <link rel="canonical" href="" />
  </head>
  <body>
    <p><a href="/noticias">Noticias</a></p>
  </body>
</html>
`;

export class TemplateSource {
  private readonly cache = new Map<string, { html: string; at: number }>();

  constructor(private readonly fetchPage: (url: string) => Promise<string | null> = fetchText) {}

  /** The template page's HTML from `origin` (or the bare document when the site does not answer). */
  async get(origin: string, path: string): Promise<string> {
    const url = `${origin}${path}`;
    const kept = this.cache.get(url);
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.html;
    const html = await this.fetchPage(url).catch(() => null);
    if (!html || !html.includes('</head>')) return BARE;
    this.cache.set(url, { html, at: Date.now() });
    return html;
  }
}

async function fetchText(url: string): Promise<string | null> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html')) return null;
  return res.text();
}
