/**
 * /mapa-del-sitio (Anexo 2, numeral 2.3): every page of the site, generated from the menu data
 * (itself from the page registry), the annex and the Participa sections, so a page added there is
 * listed here too.
 */
import { Link } from 'react-router-dom';
import { PARTICIPA_SECTIONS, participaPath, TRANSPARENCY_ANNEX } from '@model/public';
import { ExternalLink } from '@/components/external-link';
import { NAV_ENTRIES, type NavLeaf } from '@/components/layout/nav-items';
import { usePageTitle } from '@/components/use-page-title';
import { footerPages, pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { useSiteSettings } from '@/lib/site-settings';
import content from '../components/content.module.css';

const TITLE = pageById('mapadelsitio').title;

export default function SiteMapPage() {
  usePageTitle(TITLE);
  const settings = useSiteSettings();
  const leaf = (item: NavLeaf) =>
    'setting' in item ? (
      settings[item.setting] ? (
        <li key={item.label}>
          <ExternalLink href={settings[item.setting]}>{item.label}</ExternalLink>
        </li>
      ) : null
    ) : (
      <li key={item.label}>
        <Link to={item.to}>{item.label}</Link>
      </li>
    );
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{TITLE}</h1>
      <ul className={content.prose}>
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.label}>
            <Link to={entry.to}>{entry.label}</Link>
            {'items' in entry && (
              <ul>{entry.items.filter((i) => !('to' in i) || i.to !== PUBLIC_PATHS.other).map(leaf)}</ul>
            )}
            {entry.to === PUBLIC_PATHS.transparencia && (
              <ul>
                {TRANSPARENCY_ANNEX.map((category) => (
                  <li key={category.slug}>
                    <Link to={`${PUBLIC_PATHS.transparencia}/${category.slug}`}>
                      {category.number}. {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {entry.to === PUBLIC_PATHS.participa && (
              <ul>
                {PARTICIPA_SECTIONS.map((section) => (
                  <li key={section.slug}>
                    <Link to={participaPath(section)}>{section.name}</Link>
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
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
      </ul>
    </main>
  );
}
