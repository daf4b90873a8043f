/**
 * /mapa-del-sitio (Anexo 2, numeral 2.3): every page of the site, generated from the menu data
 * (itself from the page registry), the annex and the Participa sections, so a page added there is
 * listed here too.
 */
import { PARTICIPA_SECTIONS, participaPath, TRANSPARENCY_ANNEX } from '@model/public';
import { ExternalLink } from '@/components/external-link';
import { NAV_ENTRIES, type NavLeaf } from '@/components/layout/nav-items';
import { footerPages, pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import type { SiteSettings } from '@/lib/site-settings';
import content from '../components/content.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

const TITLE = pageById('mapadelsitio').title;

/** `settings`: the school's, for the menu's entries that lead to other sites (shown when set). */
function SiteMapPage({ settings }: { settings: SiteSettings }) {
  const href = useSiteHref();
  const leaf = (item: NavLeaf) =>
    'setting' in item ? (
      settings[item.setting] ? (
        <li key={item.label}>
          <ExternalLink href={settings[item.setting]}>{item.label}</ExternalLink>
        </li>
      ) : null
    ) : (
      <li key={item.label}>
        <a href={href(item.to)}>{item.label}</a>
      </li>
    );
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{TITLE}</h1>
      <ul className={content.prose}>
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.label}>
            <a href={href(entry.to)}>{entry.label}</a>
            {'items' in entry && (
              <ul>{entry.items.filter((i) => !('to' in i) || i.to !== PUBLIC_PATHS.other).map(leaf)}</ul>
            )}
            {entry.to === PUBLIC_PATHS.transparencia && (
              <ul>
                {TRANSPARENCY_ANNEX.map((category) => (
                  <li key={category.slug}>
                    <a href={href(`${PUBLIC_PATHS.transparencia}/${category.slug}`)}>
                      {category.number}. {category.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {entry.to === PUBLIC_PATHS.participa && (
              <ul>
                {PARTICIPA_SECTIONS.map((section) => (
                  <li key={section.slug}>
                    <a href={href(participaPath(section))}>{section.name}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {footerPages()
          .filter(
            (page) => page.path !== PUBLIC_PATHS.transparencia && page.path !== PUBLIC_PATHS.mapadelsitio,
          )
          .map((page) => (
            <li key={page.id}>
              <a href={href(page.path)}>{page.title}</a>
            </li>
          ))}
      </ul>
    </main>
  );
}

export default withSiteBase(SiteMapPage);
