import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '@/testing/render-page';
import OtherPage from './other-page';

it('is a real page with a way back', async () => {
  await renderPage(<OtherPage />, { path: '/other' });
  expect(screen.getByRole('heading', { level: 1, name: 'Contenido en preparación' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  expect(document.title).toBe('Contenido en preparación | Institución Educativa San José');
});
