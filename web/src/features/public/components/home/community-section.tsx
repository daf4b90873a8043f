/**
 * The community project of the home page: its description and the embedded video (autoplay,
 * muted, looping), both from the school's settings. The browser loads the video's frame only as
 * it nears the viewport.
 */
import { youtubeEmbedUrl } from '@model/public';
import { LazyIframe } from '@/components/lazy-iframe';
import { SITE } from '@/config/site';
import { paragraphs, type SiteSettings } from '@/lib/site-settings';
import styles from './home.module.css';

export function CommunitySection({ settings }: { settings: SiteSettings }) {
  const video = youtubeEmbedUrl(settings.communityVideo);
  if (!settings.communityTitle && !video) return null;
  return (
    <section className={styles.community} aria-labelledby="proyecto-titulo">
      <div className={`container ${styles.split}`}>
        <div>
          {settings.communityEyebrow && <p className={styles.eyebrow}>{settings.communityEyebrow}</p>}
          <h2 id="proyecto-titulo">{settings.communityTitle}</h2>
          {paragraphs(settings.communityText).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        {video && (
          <LazyIframe
            src={video}
            title={SITE.communityVideoTitle}
            width={16}
            height={9}
            allow="autoplay; encrypted-media; picture-in-picture"
            className={styles.video}
          />
        )}
      </div>
    </section>
  );
}
