/**
 * Whether React is rendering a page's first view from the data it was served with: on the
 * function (the server render) and in the browser while it hydrates that HTML (issue 47). Parts
 * that load on their own later (WhenNear's sections below the fold whose data the page has)
 * render in full then, so the first response holds them and hydration meets the same tree; from
 * the first navigation on (lib/public-router.tsx) they load as they near the screen, as before.
 */
let firstView = false;
const whenOver = new Set<() => void>();

export function setFirstView(value: boolean): void {
  firstView = value;
  if (value) return;
  whenOver.forEach((run) => run());
  whenOver.clear();
}

/**
 * Runs `run` when the first view ends (the first navigation). The parts still waiting to hydrate
 * (hydrate-when-near.tsx) must be React's before a navigation can commit: the router's new
 * location reaches them too, and React holds a transition until such parts have hydrated.
 */
export function whenFirstViewEnds(run: () => void): void {
  whenOver.add(run);
}

export function isFirstView(): boolean {
  return firstView;
}
