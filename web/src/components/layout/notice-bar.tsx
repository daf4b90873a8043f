/**
 * The current notices, above the header of every public page: "Urgente" in red, information in
 * gold, each closable for the rest of the visit. A notice with a link is its own link: the link's
 * text says what it opens (a fixed "Más información" on every page says nothing out of context,
 * WCAG 2.4.4, and search engines read it as such). In the page's HTML from the server, so it
 * never pushes the page down later; its close buttons are shown and made to work by the frame's
 * script (site/frame-script.ts), which also hides the notices this visit closed before.
 */
import { useSiteHref, withSiteBase } from '@/components/site-base';
import { BROADCAST_LABEL, broadcastOf } from '@model/public';
import { closeKey, type Notice } from '@/lib/notices';
import styles from './notice-bar.module.css';

/** Urgent first, then the newest; a notice with no text says nothing and is left out. */
const ordered = (notices: Notice[]) =>
  notices
    .filter((n) => n.text)
    .sort(
      (a, b) =>
        Number(b.level === 'urgente') - Number(a.level === 'urgente') ||
        (b.from ?? '').localeCompare(a.from ?? ''),
    );

/** `notices`: the current ones (the function's read answers only those). */
function Notices({ notices: given }: { notices: Notice[] }) {
  const href = useSiteHref();
  const notices = ordered(given);
  if (notices.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={notices.length > 1 ? 'Avisos del colegio' : 'Aviso del colegio'}
      className={styles.bar}
    >
      {notices.map((notice) => {
        const urgent = notice.level === 'urgente';
        const textId = `aviso-${notice._id}`;
        return (
          <div
            key={notice._id}
            data-notice
            className={`${styles.notice} ${urgent ? styles.urgent : styles.info}`}
          >
            <div className={`container ${styles.inner}`}>
              <p id={textId} className={styles.text}>
                <strong className={styles.level}>{urgent ? 'Urgente:' : 'Aviso:'}</strong>{' '}
                {broadcastOf(notice) && <em className={styles.from}>{`${BROADCAST_LABEL}:`}</em>}
                {broadcastOf(notice) && ' '}
                {notice.link ? (
                  <a href={href(notice.link)} className={styles.link}>
                    {notice.text}
                  </a>
                ) : (
                  notice.text
                )}
              </p>
              <button
                type="button"
                className={styles.close}
                aria-label="Cerrar aviso"
                aria-describedby={textId}
                // Shown by the frame's script, which makes it work (site/frame-script.ts).
                hidden
                data-close-notice={closeKey(notice)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export const NoticeBar = withSiteBase(Notices);
