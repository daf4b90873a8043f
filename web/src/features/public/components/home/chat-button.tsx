/**
 * The floating messaging-app button of the home page, with the number and the prefilled message
 * of the school's settings. It is a plain link (no vendor widget script), so it costs nothing to
 * load and never blocks rendering.
 */
import { chatHref } from '@model/public';
import { ExternalLink } from '@/components/external-link';
import { WhatsappIcon } from '@/components/icons';
import { SITE } from '@/config/site';
import { useSiteSettings } from '@/lib/site-settings';
import styles from './home.module.css';

export function ChatButton() {
  const { chatNumber, chatMessage } = useSiteSettings();
  if (!chatNumber) return null;
  return (
    <ExternalLink href={chatHref(chatNumber, chatMessage)} className={styles.chat}>
      <WhatsappIcon size={30} />
      <span className="sr-only">Escríbanos por {SITE.chatLabel} para información de matrículas</span>
    </ExternalLink>
  );
}
