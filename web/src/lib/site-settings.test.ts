import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, httpError, networkDown } from '@/testing/fetch-stub';
import {
  documentTitle,
  getSiteSettings,
  loadSiteSettings,
  paragraphs,
  setSiteSettings,
} from './site-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadSiteSettings', () => {
  it('reads the one settings record of GET /api/sitio', async () => {
    setSiteSettings(null);
    const fetch = stubFetch({
      '/api/sitio': [{ _id: 's', title: 'Colegio Las Palmas', phoneOne: '6041234567' }],
    });
    await loadSiteSettings();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/sitio');
    expect(getSiteSettings().title).toBe('Colegio Las Palmas');
    expect(getSiteSettings().phoneOne).toBe('6041234567');
    // A field the record lacks reads as empty, never undefined.
    expect(getSiteSettings().chatNumber).toBe('');
    expect(documentTitle('Docentes')).toBe('Docentes | Colegio Las Palmas');
  });

  it.each([
    ['a 503', httpError(503)],
    ['a network failure', networkDown()],
  ])('keeps a neutral name after %s, so the frame still renders', async (_case, answer) => {
    setSiteSettings(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ '/api/sitio': answer });
    await loadSiteSettings();
    expect(getSiteSettings().title).toBe('Institución educativa');
    expect(getSiteSettings().email).toBe('');
  });

  it('does not hold the first render for ever when the function does not answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const loaded = vi.fn();
    void loadSiteSettings().then(loaded);
    await vi.advanceTimersByTimeAsync(3900);
    expect(loaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(loaded).toHaveBeenCalled();
    vi.useRealTimers();
  });
});

it('splits a long text into paragraphs at blank lines', () => {
  expect(paragraphs('Uno\nsigue.\n\n  Dos  \n\n\n')).toEqual(['Uno\nsigue.', 'Dos']);
});
