/**
 * The one script a public page's HTML names (decision 0019). The function sends the page whole,
 * and it works as HTML (links, forms, the menu, the search), so the code that takes it over
 * (main.tsx and the page's chunks, about 90 KB) is fetched once the content is on screen: after
 * the load event, the first paint and the main picture's paint (the image MediaImage marks
 * `data-main-picture`: once it is decoded, the next frame paints it, in every browser). On a slow
 * phone the text and the picture have the network and the processor to themselves until then. A
 * key or a pointer pressed earlier fetches the code at once (and a button pressed, or a form sent
 * that only its code can send, is pressed again once the code holds the page); a picture that
 * failed is not waited for, and one that is never painted (in a tab in the background) is waited
 * for one second after the load event at most.
 *
 * The server writes the entry and the files to preload into the script's data attributes
 * (server-render/render-page.tsx). Built as an entry of its own with no imports (vite.config.ts):
 * whatever it imported would come before the content too. Every byte here is in every page's
 * first load: keep it this small.
 */
const { entry, preload } = document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset;

let start = () => {
  start = () => {};
  // All at once, not the chain of imports one round trip after another.
  // Never empty: the entry's own imports at least (build/server-render-plugin.ts checks).
  for (const href of preload!.split(' ')) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  void import(/* @vite-ignore */ entry!);
};

/** The first entry of `type` in the performance timeline, now or when it comes. */
const first = (type: string) =>
  new Promise((resolve) => new PerformanceObserver(resolve).observe({ type, buffered: true }));

// A module script runs before DOMContentLoaded: the load event is always ahead.
const loaded = new Promise((resolve) => addEventListener('load', resolve));
const picture = document.querySelector<HTMLImageElement>('img[data-main-picture]');
void Promise.all([
  loaded,
  first('paint'),
  picture &&
    Promise.race([
      // Decoded (its bytes came first), it is painted in the next frame: animation frame
      // callbacks run before that frame's paint, a task they queue runs after it.
      picture.decode().then(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
        () => {},
      ),
      loaded.then(() => new Promise((resolve) => setTimeout(resolve, 1000))),
    ]),
]).then(() => start());
for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => start(), { capture: true, passive: true });

// A link or a form with an action works as HTML before the code, a button of the page's own
// (`type="button"`: the phone's menu, the carousel's arrows) does nothing, and a form without an
// action is its code's to send (the PQRSD form, the look-up: the function answers pages to GET
// only, and a GET would put the visitor's text in the address): sent before the code, it is kept
// from leaving. The last of these buttons pressed before React took the page (main.tsx marks
// `data-react` as it starts) is pressed again once React holds it (`data-prerendered` goes), and
// the form's code sends it then. One pressed after is React's to replay.
const root = document.getElementById('root')!;
let pressed: HTMLElement | null | undefined;
addEventListener(
  'click',
  (event) => root.hasAttribute('data-react') || (pressed = (event.target as Element).closest<HTMLElement>('button[type=button]')),
  { capture: true },
);
addEventListener(
  'submit',
  (event) => {
    if (root.hasAttribute('data-react') || (event.target as HTMLFormElement).hasAttribute('action')) return;
    event.preventDefault();
    pressed = (event as SubmitEvent).submitter;
    start();
  },
  { capture: true },
);
new MutationObserver(() => root.hasAttribute('data-prerendered') || pressed?.click()).observe(root, {
  attributeFilter: ['data-prerendered'],
});
