/**
 * The floating messaging-app button of the home page, with the prefilled enrolment message from
 * the site configuration. It is a plain link (no vendor widget script), so it costs nothing to
 * load and never blocks rendering.
 */
import { ExternalLink } from '@/components/external-link';
import { WhatsappIcon } from '@/components/icons';
import { SITE } from '@/config/site';
import styles from './home.module.css';

export function ChatButton() {
  return (
    <ExternalLink href={SITE.chat.url} className={styles.chat}>
      <WhatsappIcon size={30} />
      <span className="sr-only">Escríbanos por {SITE.chat.label} para información de matrículas</span>
    </ExternalLink>
  );
}
