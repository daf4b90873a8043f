/**
 * The title changes in the same commit as the page it names: a check made as soon as the page's
 * content is in the document (a screen reader announcing it, a test waiting for it) reads the new
 * title, not the last page's. A passive effect ran a moment later, after the browser had painted
 * (and on a loaded machine, after such a check: seen in a run of the whole web suite).
 */
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { documentTitle } from '@/lib/site-settings';
import { usePageTitle } from './use-page-title';

function Page({ name }: { name: string }) {
  usePageTitle(name);
  return <h1>{name}</h1>;
}

const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  // Rendered as the browser renders it, by React's scheduler, not inside act() (which flushes
  // every effect before returning and would hide the difference).
  actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

it('is the page’s title as soon as the page is in the document', async () => {
  document.title = 'La página anterior';
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  try {
    const seen = await new Promise<string>((resolve) => {
      // Called right after React puts the heading in (a microtask after its commit).
      new MutationObserver((_records, observer) => {
        observer.disconnect();
        resolve(document.title);
      }).observe(host, { childList: true, subtree: true });
      root.render(<Page name="Reseña histórica" />);
    });
    expect(seen).toBe(documentTitle('Reseña histórica'));
  } finally {
    root.unmount();
    host.remove();
  }
});
