import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { setSiteSettings } from '@/lib/site-settings';
import { SEED_CONTENT } from '../../../scripts/seed/content';
import { SiteFrame } from './root-layout';

function frameAt(path: string) {
  setSiteSettings(SEED_CONTENT.sitio[0]);
  const router = createMemoryRouter([{ path: '*', element: <SiteFrame busy={false}>Pantalla</SiteFrame> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

it("frames the Secretaría's console with the name alone: no school's menu, search or footer links", () => {
  frameAt('/secretaria/comunicados');
  const header = screen.getByRole('banner');
  expect(within(header).queryByRole('navigation')).toBeNull();
  expect(within(header).queryByRole('search')).toBeNull();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).queryByRole('heading', { name: 'Institución' })).toBeNull();
  expect(within(footer).queryByRole('link', { name: 'Noticias' })).toBeNull();
  expect(within(footer).getByRole('link', { name: /GOV\.CO/ })).toBeTruthy();
});

it("frames a school's admin screens with the school's menu and footer", () => {
  frameAt('/admin');
  expect(within(screen.getByRole('banner')).getByRole('navigation')).toBeTruthy();
  expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Institución' })).toBeTruthy();
});
