/**
 * The pedagogical banner of the home page: its question, its tagline and the four tiles. The texts
 * are the school's settings; each icon belongs to its tile's place.
 */
import { tilesOf, type SiteSettings } from '@/lib/site-settings';
import styles from './home.module.css';

const TILE_ICONS = [
  <path d="M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14v-4M8 7h8M8 11h6" />,
  <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />,
  <path d="m14.7 6.3 3 3M3 21l4.5-1 11.8-11.8a2.1 2.1 0 0 0-3-3L4.5 17z" />,
  <path d="M10 3h4v3a2 2 0 1 0 4 0h3v5h-3a2 2 0 1 0 0 4h3v6h-6v-3a2 2 0 1 0-4 0v3H4v-6h3a2 2 0 1 0 0-4H4V6h6z" />,
];

export function PedagogyBanner({ settings }: { settings: SiteSettings }) {
  const tiles = tilesOf(settings, 'tile');
  if (!settings.pedagogyTitle && tiles.length === 0) return null;
  return (
    <section className={styles.pedagogy} aria-labelledby="pedagogia-titulo">
      <div className="container">
        <h2 id="pedagogia-titulo" className={styles.pedagogyTitle}>
          {settings.pedagogyTitle}
        </h2>
        {settings.pedagogyTagline && <p className={styles.tagline}>{settings.pedagogyTagline}</p>}
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.position} className={styles.tile}>
              <svg
                className={styles.tileIcon}
                viewBox="0 0 24 24"
                width="40"
                height="40"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                {TILE_ICONS[tile.position]}
              </svg>
              <h3>{tile.title}</h3>
              <p>{tile.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
