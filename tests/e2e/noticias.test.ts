/**
 * Noticias, end to end: the administrator writes a news item, schedules it, does not see it on
 * the public site, moves the test clock past publishAt (the emulator-only `_test/clock`
 * the function reads), and then sees it on the home page, in /noticias, in the RSS feed and in
 * the function's sitemap; the article's HTML fetched without JavaScript carries its own og:title
 * and og:image. axe on the new article; screenshots at 1280 and 390 px.
 */
import { afterEach, describe, expect } from 'vitest';
import { toSchoolWallClock } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { jpeg } from '../emulator/fixtures';
import { blockingViolations, runAxe } from './axe';
import { DESKTOP, onDisk, PHONE, screenshot, scrollThrough, SITE } from './browser';
import { SITE_ORIGIN } from '../emulator/site';
import { adminTest as test, dropInput, field, formReady, pasteHtml } from './admin';
import { keepSeededContent } from './content';
import { shown } from './pages';

const DAY = 86_400_000;

/** What Word puts on the clipboard (trimmed): styles and spans everywhere, a list, a link, a script. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head>
<body><!--StartFragment--><p class=MsoNormal style='color:#1F3864'><span style='font-family:"Comic Sans MS"'>Temas:</span><o:p></o:p></p>
<ul><li class=MsoNormal style='mso-list:l0 level1 lfo1'><span style='background:yellow'>Elección del representante</span></li></ul>
<p class=MsoNormal>Más en el <a href="https://www.mineducacion.gov.co/" style='color:blue'><span>Ministerio</span></a>.</p>
<script>alert(1)</script><!--EndFragment--></body></html>`;

const clock = () => emulatorDeps().db.doc('_test/clock');

keepSeededContent();
afterEach(async () => {
  await clock().delete();
});

describe('a scheduled news item, from the admin form to every public answer', () => {
  test('is absent before publishAt and everywhere after the clock passes it, with its own preview tags', async ({
    open,
    signedIn,
  }) => {
    const title = `Reunión de padres de quinto (e2e ${Date.now().toString(36)})`;
    // Two days ahead, 7:00 in Bogotá, whatever zone this machine is in.
    const when = toSchoolWallClock(new Date(Date.now() + 2 * DAY).toISOString());

    const admin = await signedIn({ viewport: DESKTOP });
    const { page } = admin;
    await admin.goto('/noticiasCreate');
    await formReady(page, 'create');
    await field(page, 'noticias', 'title').fill(title);
    await field(page, 'noticias', 'kind').selectOption('noticia');
    await field(page, 'noticias', 'summary').fill(
      'Citamos a las familias de quinto el viernes a las 7:00 a. m.',
    );
    // The body: typed with a bold word, then a part pasted from a Word-like HTML clipboard (a list and a link).
    const editor = page.getByRole('textbox', { name: 'Texto', exact: true });
    await editor.click();
    await page.keyboard.type('Lleve el boletín ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('firmado');
    await page.keyboard.press('Control+B');
    await page.keyboard.press('Enter');
    await pasteHtml(editor, WORD_HTML, 'Temas: elección del representante. Más en el Ministerio.');
    await shown(editor.locator('ul li', { hasText: 'Elección del representante' }));
    expect(await editor.locator('[style], script, [class^="Mso"]').count()).toBe(0);
    await dropInput(page, 'noticias', 'image').setInputFiles(
      onDisk({ name: 'reunion.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1200, 630) }),
    );
    await shown(page.getByTestId('image-chosen'));
    await field(page, 'noticias', 'imageAlt').fill('Madres y padres en el patio del colegio');
    const schedule = page.getByRole('group', { name: 'Publicar desde' });
    await schedule.getByLabel('Fecha', { exact: true }).fill(when.date);
    await schedule.getByLabel('Hora', { exact: true }).fill('07:00');
    // A new record's state is chosen (none is assumed).
    await field(page, 'noticias', 'estado').selectOption('publicado');
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await page.waitForURL(`${SITE}/admin?c=noticias`);
    const row = page.locator('table.adm-table tr', { hasText: title });
    // Its state in a word, in its own column.
    await shown(row.locator('td[data-label="Estado"]', { hasText: 'Programada' }));

    const stored = (
      await emulatorDeps().db.collection('noticias').where('title', '==', title).get()
    ).docs[0]!.data();
    expect(toSchoolWallClock(stored.publishAt)).toEqual({ date: when.date, time: '07:00' });
    const slug = String(stored.slug);
    expect(slug).toMatch(/^reunion-de-padres-de-quinto-e2e-[a-z0-9]+$/);

    // Before publishAt: nowhere public.
    const before = await open({ viewport: DESKTOP });
    await before.goto('/noticias');
    await shown(before.page.getByRole('heading', { name: 'Noticias y circulares', level: 1 }));
    await shown(before.page.locator('main article').first());
    expect(await before.page.getByText(title).count()).toBe(0);
    expect(await fetch(`${SITE}/noticias/rss.xml`).then((r) => r.text())).not.toContain(slug);
    expect(await fetch(`${SITE}/noticias/sitemap.xml`).then((r) => r.text())).not.toContain(slug);
    expect((await fetch(`${SITE}/noticias/${slug}`)).status).toBe(404);

    // The test clock moves past publishAt (the function's clock; the emulator only).
    await clock().set({ offsetMs: 3 * DAY });

    // A new tab: the earlier one's HTTP cache may keep the list for its 20 s.
    const after = await open({ viewport: DESKTOP });
    await after.goto('/');
    const news = after.page.getByRole('region', { name: 'Noticias', exact: true });
    // Below the fold, the list comes as it nears the screen: scrolled to, as a visitor does.
    await news.scrollIntoViewIfNeeded();
    await shown(news.getByRole('link', { name: title }));
    await scrollThrough(after.page);
    await screenshot(after.page, 'noticias-inicio-1280');
    await after.goto('/noticias');
    await shown(after.page.getByRole('link', { name: title }));
    await screenshot(after.page, 'noticias-lista-1280');
    await after.page.getByRole('link', { name: title }).click();
    await after.page.waitForURL(`${SITE}/noticias/${slug}`);
    await shown(after.page.getByRole('heading', { name: title, level: 1 }));
    await shown(after.page.getByRole('img', { name: 'Madres y padres en el patio del colegio' }));
    const article = after.page.locator('main article');
    await shown(article.locator('strong', { hasText: 'firmado' }));
    await shown(article.locator('ul li', { hasText: 'Elección del representante' }));
    expect(await article.getByRole('link', { name: 'Ministerio' }).getAttribute('href')).toBe(
      'https://www.mineducacion.gov.co/',
    );
    await screenshot(after.page, 'noticias-articulo-1280');
    const { violations } = await runAxe(after.page);
    expect(blockingViolations(violations)).toEqual([]);

    const rss = await fetch(`${SITE}/noticias/rss.xml`).then((r) => r.text());
    expect(rss).toContain(`<link>${SITE_ORIGIN}/noticias/${slug}</link>`);
    expect(await fetch(`${SITE}/noticias/sitemap.xml`).then((r) => r.text())).toContain(
      `<loc>${SITE_ORIGIN}/noticias/${slug}</loc>`,
    );

    // Without JavaScript: the HTML itself names the article and its picture.
    const html = await fetch(`${SITE}/noticias/${slug}`).then((r) => r.text());
    expect(html).toMatch(
      new RegExp(`<meta property="og:title" content="${title.replace(/[()]/g, '\\$&')} \\| [^"]+" />`),
    );
    expect(html).toContain(
      `<meta property="og:image" content="${SITE_ORIGIN}/media/${String(stored.image)}" />`,
    );

    const phone = await open({ viewport: PHONE, mobile: true });
    for (const [path, name] of [
      ['/', 'noticias-inicio-390'],
      ['/noticias', 'noticias-lista-390'],
      [`/noticias/${slug}`, 'noticias-articulo-390'],
    ] as const) {
      await phone.goto(path);
      // The home page's news come as they near the screen.
      if (path === '/')
        await phone.page.getByRole('region', { name: 'Noticias', exact: true }).scrollIntoViewIfNeeded();
      await shown(
        phone.page
          .getByRole('link', { name: title })
          .or(phone.page.getByRole('heading', { name: title, level: 1 })),
      );
      // Lazy pictures below the fold load as they come into view.
      await scrollThrough(phone.page);
      await screenshot(phone.page, name);
    }
  });
});
