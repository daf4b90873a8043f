/**
 * Whether React is rendering a page's first view from the data it was served with: on the
 * function (the server render) and in the browser while it hydrates that HTML (issue 47). Parts
 * that load on their own later (WhenNear's sections below the fold whose data the page has)
 * render in full then, so the first response holds them and hydration meets the same tree; from
 * the first navigation on (lib/public-router.tsx) they load as they near the screen, as before.
 */
let firstView = false;

export function setFirstView(value: boolean): void {
  firstView = value;
}

export function isFirstView(): boolean {
  return firstView;
}
