import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SecretariaBand } from './secretaria-band';

const URL = 'https://colegios.sedvilladelrio.gov.co/';

it('names the Secretaría and links to its directory, with no picture when it has no logo', () => {
  const { container } = render(
    <SecretariaBand band={{ name: 'Secretaría de Educación de Villa del Río', url: URL }} />,
  );
  const nav = screen.getByRole('navigation', { name: 'Secretaría de Educación' });
  const link = screen.getByRole('link', { name: /Secretaría de Educación de Villa del Río/ });
  expect(nav.contains(link)).toBe(true);
  expect(link.getAttribute('href')).toBe(URL);
  expect(container.querySelector('img')).toBeNull();
});

it('shows its logo beside the name, sized so nothing moves when it arrives, and silent for a screen reader', () => {
  const { container } = render(
    <SecretariaBand band={{ name: 'Secretaría de Educación', logo: '/secretaria/logo.svg', url: URL }} />,
  );
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('/secretaria/logo.svg');
  expect(img.getAttribute('alt')).toBe('');
  expect(img.getAttribute('width')).toBe('20');
  expect(img.getAttribute('height')).toBe('20');
});
