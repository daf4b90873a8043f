/**
 * The social-media section of the home page: the social-network page feed (a third-party frame
 * the browser loads only as it nears the viewport) and the school radio, both from the school's
 * settings. The player downloads nothing until the visitor presses play (preload="none").
 */
import { facebookFeedUrl } from '@model/public';
import { LazyIframe } from '@/components/lazy-iframe';
import { ExternalLink } from '@/components/external-link';
import { FacebookIcon, RadioIcon } from '@/components/content-icons';
import { SITE } from '@/config/site';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './home.module.css';

export function SocialSection({ settings: s }: { settings: SiteSettings }) {
  if (!s.facebookFeed && !s.radioStream) return null;
  return (
    <section className={styles.social} aria-labelledby="redes-titulo">
      <div className="container">
        <h2 id="redes-titulo">Síganos y escúchenos</h2>
        <div className={styles.socialGrid}>
          {s.facebookFeed && (
            <article className={styles.panel}>
              <h3 className={styles.panelTitle}>
                <FacebookIcon size={22} />
                Nuestra comunidad en Facebook
              </h3>
              <LazyIframe
                src={facebookFeedUrl(s.facebookFeed)}
                title={SITE.socialFeedTitle}
                width={500}
                height={560}
                allow="encrypted-media"
                className={styles.feed}
              />
              <p className={styles.panelFoot}>
                <ExternalLink href={s.facebookFeed}>Ver la página completa en Facebook</ExternalLink>
              </p>
            </article>
          )}
          {s.radioStream && (
            <article className={`${styles.panel} ${styles.radio}`}>
              <h3 className={styles.panelTitle}>
                <RadioIcon size={22} />
                {s.radioName || 'Emisora escolar'}
              </h3>
              {s.radioDescription && <p>{s.radioDescription}</p>}
              <audio className={styles.player} controls preload="none" src={s.radioStream}>
                Su navegador no puede reproducir la emisora.{' '}
                <a href={s.radioStream}>Abra la transmisión aquí</a>.
              </audio>
              <p className={styles.onAir}>
                <span className={styles.liveDot} aria-hidden="true" /> Transmisión en vivo
              </p>
            </article>
          )}
        </div>
      </div>
    </section>
  );
}
