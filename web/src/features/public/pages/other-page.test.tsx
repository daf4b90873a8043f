import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import OtherPage from './other-page';

it('is a real page with a way back', () => {
  render(<OtherPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Contenido en preparación' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'Escríbanos' }).getAttribute('href')).toBe('/contacto');
  expect(screen.getByRole('link', { name: 'Reseña histórica' }).getAttribute('href')).toBe(
    '/resenahistorica',
  );
});
