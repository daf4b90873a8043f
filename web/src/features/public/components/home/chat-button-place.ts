/**
 * Where the home page's floating chat button sits on a screen with no free margin (narrower than
 * 79.5rem; wider, its CSS puts it in the left margin): after each scroll or resize it takes the
 * first corner slot (bottom right, bottom left, then a step higher, up to four) that covers no
 * link, button or field, and steps out of sight while none is free (it comes back on focus).
 * Plain DOM code, loaded by the home page's bundled script: the button itself is server HTML.
 */

/** What a visitor may click or type into: what the button must leave uncovered. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** The gap to the viewport's edge and between the slots, in px (chat-button.module.css says the same). */
const EDGE = 12;
const STEP_GAP = 8;
const STEPS_UP = 4;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The slots the button may take, in the order it prefers them, as viewport boxes. */
function slots(size: number, width: number, height: number): Array<{ side: 'left' | 'right'; up: number; box: Box }> {
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
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  const size = button.offsetWidth;
  const free = slots(size, document.documentElement.clientWidth, window.innerHeight).find(
    ({ box }) => !controls.some((r) => overlaps(box, r)),
  );
  return free ? { side: free.side, up: free.up } : null;
}

/** Keeps `button` off the page's controls from now on. */
export function placeChatButton(button: HTMLElement): void {
  // matchMedia is missing in older engines: then the narrow layout's rule applies.
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
  // The carousel's island, once live, and late images move the controls without a scroll.
  window.addEventListener('load', later, { once: true });
}

const button = document.querySelector<HTMLElement>('[data-chat-button]');
if (button) placeChatButton(button);
