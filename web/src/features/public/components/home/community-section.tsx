/**
 * The community project of the home page: its description and the embedded video (autoplay,
 * muted, looping), both from the school's settings. The video frame is mounted only near the
 * viewport once the page is ready.
 */
import { youtubeEmbedUrl } from '@model/public';
import { DeferredIframe } from '@/components/deferred-iframe';
import { PlayIcon } from '@/components/content-icons';
import { SITE } from '@/config/site';
import { paragraphs, useSiteSettings } from '@/lib/site-settings';
import styles from './home.module.css';

export function CommunitySection() {
  const settings = useSiteSettings();
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
          <DeferredIframe
            src={video}
            title={SITE.communityVideoTitle}
            width={16}
            height={9}
            allow="autoplay; encrypted-media; picture-in-picture"
            className={styles.video}
            placeholder={
              <span className={styles.videoPlaceholder}>
                <PlayIcon size={40} />
                <span className="sr-only">El video se cargará en un momento.</span>
              </span>
            }
          />
        )}
      </div>
    </section>
  );
}
