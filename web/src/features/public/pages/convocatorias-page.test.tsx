import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import * as fx from '@/testing/fixtures';
import { httpError, networkDown, stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { collectionLoader } from '../api/get-collection';
import ConvocatoriasPage from './convocatorias-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('lists the calls in an accordion operable by keyboard, sections only with a heading', async () => {
  stubFetch({ '/api/convocatorias': fx.convocatorias });
  await renderPage(<ConvocatoriasPage />, { loader: collectionLoader('convocatorias') });
  expect(screen.getByRole('heading', { level: 1, name: 'CONTRATOS Y CONVOCATORIAS VIGENTES' })).toBeTruthy();
  const first = await screen.findByRole('button', { name: 'Convocatoria restaurante escolar 2026' });
  const second = screen.getByRole('button', { name: 'Contrato de mantenimiento' });
  expect(first.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByText('Invitación pública a presentar propuestas.')).toBeNull();

  // Keyboard: Tab to the header, Enter opens it, Space closes it.
  const user = userEvent.setup();
  first.focus();
  await user.keyboard('{Enter}');
  expect(first.getAttribute('aria-expanded')).toBe('true');
  const panel = screen.getByRole('region', { name: 'Convocatoria restaurante escolar 2026' });
  expect(within(panel).getByText('Invitación pública a presentar propuestas.')).toBeTruthy();
  expect(
    within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Estudios previos', 'Invitación pública']);
  expect(within(panel).queryByText(/sin título/)).toBeNull();
  // The frames' code is a chunk of its own (a late part): they come with it.
  const frames = (await within(panel).findAllByRole('link', { name: /Descargar PDF/ }))
    .map((a) => (a.closest('figure')!.firstElementChild as HTMLElement).style.height);
  expect(frames).toEqual(['450px', '450px']);

  await user.keyboard(' ');
  expect(first.getAttribute('aria-expanded')).toBe('false');

  await user.click(second);
  expect(second.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByText('Obras menores de mantenimiento.')).toBeTruthy();
});

it('says when there are no calls, and shows an error when the API fails', async () => {
  stubFetch({ '/api/convocatorias': [] });
  const { unmount } = await renderPage(<ConvocatoriasPage />, { loader: collectionLoader('convocatorias') });
  expect(await screen.findByText('En este momento no hay contratos ni convocatorias vigentes.')).toBeTruthy();
  unmount();

  stubFetch({ '/api/convocatorias': networkDown() });
  await renderPage(<ConvocatoriasPage />, { loader: collectionLoader('convocatorias') });
  expect(await screen.findByRole('alert')).toBeTruthy();
  stubFetch({ '/api/convocatorias': httpError(503) });
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
});
