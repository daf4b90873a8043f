/**
 * The floating messaging-app button of the home page: a plain link (no vendor widget script) to
 * the school's number with its prefilled message (`chatLink` makes the address from the settings).
 *
 * It never sits on a control (it once hid the carousel's "next" at 1280 px). Where the page leaves
 * a margin beside its column (79.5rem and wider) the CSS floats it in the left one, beside every
 * control of the column. Narrower, the page has no free margin, and CSS cannot know where the
 * links and buttons under a corner are: so it is a small island (client:idle; React is on the home
 * page already, for the carousel) that, after each scroll or resize, takes the first corner slot
 * (bottom right, bottom left, then a step higher, up to four) that covers no link, button or
 * field, and steps out of sight while none is free (it comes back on focus). Without its code it
 * keeps its corner. While a menu is open (its `<details>` lies over the page) the stylesheet
 * hides it, so it never covers a menu's entries.
 */
import { useEffect, useRef } from 'react';
import { chatHref } from '@model/public';
import { ExternalLink } from '@/components/external-link';
import { WhatsappIcon } from '@/components/content-icons';
import { SITE } from '@/config/site';
import type { SiteSettings } from '@/lib/site-settings';
import styles from './chat-button.module.css';

/** What a visitor may click or type into: what the button must leave uncovered. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** The gap to the viewport's edge and between the slots, in px (styles.chat says the same). */
const EDGE = 12;
const STEP_GAP = 8;
const STEPS_UP = 4;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The slots the button may take, in the order it prefers them, as viewport boxes. */
function slots(
  size: number,
  width: number,
  height: number,
): Array<{ side: 'left' | 'right'; up: number; box: Box }> {
  const out = [];
  for (let up = 0; up <= STEPS_UP; up++) {
    for (const side of ['right', 'left'] as const) {
      const left = side === 'right' ? width - EDGE - size : EDGE;
      const bottom = height - EDGE - up * (size + STEP_GAP);
      out.push({ side, up, box: { left, top: bottom - size, right: left + size, bottom } });
    }
  }
  return out;
}

/** The first slot that covers no control (the button itself aside), or null. */
export function freeSlot(button: HTMLElement): { side: 'left' | 'right'; up: number } | null {
  const controls = [...document.querySelectorAll<HTMLElement>(CONTROLS)]
    .filter((el) => el !== button && !button.contains(el))
    // Not what a closed <details> holds (the menus, a closed item): the browser draws none of it,
    // though it still gives it a box.
    .filter((el) => el.checkVisibility?.() ?? true)
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  const size = button.offsetWidth;
  const free = slots(size, document.documentElement.clientWidth, window.innerHeight).find(
    ({ box }) => !controls.some((r) => overlaps(box, r)),
  );
  return free ? { side: free.side, up: free.up } : null;
}

/** The button's address, or '' when the school has no chat number (then there is no button). */
export const chatLink = (settings: SiteSettings) =>
  settings.chatNumber ? chatHref(settings.chatNumber, settings.chatMessage) : '';

export function ChatButton({ href }: { href: string }) {
  const ref = useRef<HTMLAnchorElement>(null);

  // Once live, and only where the page has no free margin: the wide layout's slot is free by
  // construction.
  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    // matchMedia is missing in older engines (and jsdom): then the narrow layout's rule applies.
    const wide = window.matchMedia?.('(min-width: 79.5rem)');
    let frame = 0;
    const place = () => {
      frame = 0;
      if (wide?.matches) {
        delete button.dataset.slot;
        delete button.dataset.hidden;
        button.style.removeProperty('--chat-up');
        return;
      }
      const slot = freeSlot(button);
      if (slot) {
        button.dataset.slot = slot.side;
        button.style.setProperty('--chat-up', String(slot.up));
        delete button.dataset.hidden;
      } else {
        button.dataset.hidden = '';
      }
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    wide?.addEventListener('change', later);
    // The page's own layout may still change under it (another island coming alive, a late font).
    const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    layout?.observe(document.body);
    return () => {
      layout?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      wide?.removeEventListener('change', later);
    };
  }, [href]);

  if (!href) return null;
  return (
    <ExternalLink ref={ref} href={href} className={styles.chat}>
      <WhatsappIcon size={26} />
      <span className="sr-only">Escríbanos por {SITE.chatLabel} para información de matrículas</span>
    </ExternalLink>
  );
}
