/**
 * The floating messaging-app button of the home page, with the number and the prefilled message
 * of the school's settings. It is a plain link (no vendor widget script), rendered on the server.
 *
 * It never sits on a control (it once hid the carousel's "next" at 1280 px). Where the page leaves
 * a margin beside its column (79.5rem and wider) the CSS floats it in the left one, beside every
 * control of the column. Narrower, the page has no free margin: CSS cannot know where the links
 * and buttons under a corner are, so the home page's small script (chat-button-place.ts, no React)
 * moves it to a corner slot that covers none after each scroll or resize. Without the script it
 * keeps its corner.
 */
import { chatHref } from '@model/public';
import { ExternalLink } from '@/components/external-link';
import { WhatsappIcon } from '@/components/content-icons';
import { SITE } from '@/config/site';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './chat-button.module.css';

export function ChatButton({ settings }: { settings: SiteSettings }) {
  const { chatNumber, chatMessage } = settings;
  if (!chatNumber) return null;
  return (
    <ExternalLink href={chatHref(chatNumber, chatMessage)} className={styles.chat} data-chat-button="">
      <WhatsappIcon size={26} />
      <span className="sr-only">Escríbanos por {SITE.chatLabel} para información de matrículas</span>
    </ExternalLink>
  );
}
