/**
 * useSettled (use-settled.ts): a part that stays mounted while its data travels shows the value at
 * once when it is already in, and renders again when it comes, whenever that is.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { track } from '@/lib/settled';
import { useSettled } from './use-settled';

function Probe({ promise, during }: { promise: Promise<string>; during?: () => void }) {
  const result = useSettled(promise);
  during?.();
  return <p>{result.settled ? ('value' in result ? `listo: ${result.value}` : 'falló') : 'esperando'}</p>;
}

const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

it('shows a tracked value already in at the first render', async () => {
  const ready = track(Promise.resolve('uno'));
  await ready;
  render(<Probe promise={ready} />);
  expect(screen.getByText('listo: uno')).toBeTruthy();
});

it('renders again for a value that came between its render and its effect', async () => {
  // React's own scheduling, as in a browser (not act's, which runs the effect in the same task):
  // the render's task ends, the promise settles (a microtask), then the effect runs.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  let resolve!: (value: string) => void;
  const promise = track(new Promise<string>((r) => (resolve = r)));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<Probe promise={promise} during={() => resolve('dos')} />);
  await waitFor(() => expect(container.textContent).toBe('listo: dos'));
  root.unmount();
  container.remove();
});
