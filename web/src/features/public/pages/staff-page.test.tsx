import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fx from '@/testing/fixtures';
import { httpError, stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { collectionLoader } from '../api/get-collection';
import { StaffPage } from './staff-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('staff pages (directivos, administrativos, docentes)', () => {
  it('shows one card per person, with photo, names, position and only the links that are set', async () => {
    const fetchMock = stubFetch({ '/api/directivos': fx.directivos });
    await renderPage(<StaffPage collection="directivos" />, {
      loader: collectionLoader('directivos'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'DIRECTIVOS' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/directivos', expect.anything());
    expect(document.title).toBe('Directivos | Institución Educativa San José');

    const [rectora, coordinador] = screen.getAllByRole('article');
    const r = within(rectora!);
    expect(r.getByRole('heading', { level: 2 }).textContent).toBe('María FernandaGómez Restrepo');
    expect(r.getByText('Rectora')).toBeTruthy();
    const photo = r.getByRole('img', { name: 'Foto de María Fernanda Gómez Restrepo' });
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['1040', '1040']);
    const links = r.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.facebook.com/mfgomez',
      'tel:+576044410000',
      'https://wa.me/573005550000',
      'mailto:mfgomez@colegio.edu.co',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[1]!.textContent).toMatch(/Llamar a María Fernanda Gómez Restrepo/);

    // Empty links are not shown, nor is a link that is not http(s), tel: or mailto:.
    const c = within(coordinador!);
    expect(c.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['tel:+576044410037']);
    // A missing photo keeps its square box instead of a broken image.
    expect(c.getByRole('img', { name: 'Foto de Carlos Andrés Pérez Díaz' }).tagName).toBe('SPAN');
  });

  it.each([
    ['administrativos', 'ADMINISTRATIVOS'],
    ['docentes', 'DOCENTES'],
  ] as const)('%s uses the same page with its own collection and the title of the page registry', async (collection, title) => {
    stubFetch({ [`/api/${collection}`]: fx.directivos.slice(0, 1) });
    await renderPage(<StaffPage collection={collection} />, {
      loader: collectionLoader(collection),
    });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByText('Rectora')).toBeTruthy();
  });

  it('has an empty state and an error state', async () => {
    stubFetch({ '/api/docentes': [] });
    const { unmount } = await renderPage(<StaffPage collection="docentes" />, {
      loader: collectionLoader('docentes'),
    });
    expect(await screen.findByText(/Pronto publicaremos aquí/)).toBeTruthy();
    unmount();

    stubFetch({ '/api/docentes': httpError(500) });
    await renderPage(<StaffPage collection="docentes" />, {
      loader: collectionLoader('docentes'),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/No pudimos cargar/);
  });
});
