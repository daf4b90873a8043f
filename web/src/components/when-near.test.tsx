import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

/** An IntersectionObserver the test moves: `enter()` brings every observed place near the screen. */
class ControlledObserver {
  static all: ControlledObserver[] = [];
  readonly targets: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    ControlledObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  static enter() {
    for (const o of ControlledObserver.all) {
      if (o.targets.length === 0) continue;
      o.callback(
        o.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        o as never,
      );
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ControlledObserver.all = [];
});

it('holds the place with its placeholder and asks for the part’s chunk only once the place nears the screen', async () => {
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  let imported = 0;
  const Part = lazy(async () => {
    imported++;
    return { default: () => <p>La parte</p> };
  });
  render(
    <WhenNear placeholder={<p>Cargando…</p>} rootMargin="500px">
      <Part />
    </WhenNear>,
  );
  expect(screen.getByText('Cargando…')).toBeTruthy();
  expect(imported).toBe(0);

  await waitFor(() => expect(ControlledObserver.all.some((o) => o.targets.length > 0)).toBe(true));
  expect(imported).toBe(0);
  expect(ControlledObserver.all[0]!.options?.rootMargin).toBe('500px');
  act(() => ControlledObserver.enter());
  expect(await screen.findByText('La parte')).toBeTruthy();
  expect(imported).toBe(1);
  expect(screen.queryByText('Cargando…')).toBeNull();
});

it('keeps the placeholder while the chunk is on its way', async () => {
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  let arrive: (module: { default: () => React.ReactNode }) => void = () => {};
  const Part = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)));
  render(
    <WhenNear placeholder={<p>Cargando…</p>}>
      <Part />
    </WhenNear>,
  );
  await waitFor(() => expect(ControlledObserver.all.some((o) => o.targets.length > 0)).toBe(true));
  act(() => ControlledObserver.enter());
  expect(screen.getByText('Cargando…')).toBeTruthy();
  await act(async () => arrive({ default: () => <p>La parte</p> }));
  expect(await screen.findByText('La parte')).toBeTruthy();
});

it('judges nearness on the loaded page: nothing is observed before the load event', async () => {
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const Part = lazy(async () => ({ default: () => <p>La parte</p> }));
  render(
    <WhenNear placeholder={<p>Cargando…</p>}>
      <Part />
    </WhenNear>,
  );
  expect(ControlledObserver.all.some((o) => o.targets.length > 0)).toBe(false);
  readyState.mockReturnValue('complete');
  act(() => void window.dispatchEvent(new Event('load')));
  await waitFor(() => expect(ControlledObserver.all.some((o) => o.targets.length > 0)).toBe(true));
  act(() => ControlledObserver.enter());
  expect(await screen.findByText('La parte')).toBeTruthy();
  readyState.mockRestore();
});
