import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SITE } from '@/config/site';
import { renderPage } from '@/testing/render-page';
import { SiteFooter } from './site-footer';

it('has the text items without links, the contact block, four icon links and the current year', async () => {
  await renderPage(<SiteFooter />);
  const footer = screen.getByRole('contentinfo');
  const items = within(footer).getByRole('heading', { name: 'Institución' }).closest('section')!;
  expect(within(items).getAllByRole('listitem')).toHaveLength(11);
  expect(within(items).queryAllByRole('link')).toHaveLength(0);

  const contact = within(footer).getByRole('heading', { name: 'Contáctenos' }).closest('section')!;
  expect(contact.textContent).toContain(SITE.contact.address);
  expect(contact.textContent).toContain(SITE.contact.email);
  expect(within(contact).queryAllByRole('link')).toHaveLength(0);

  const links = within(footer).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    SITE.social.facebook,
    SITE.social.youtube,
    SITE.url,
    SITE.external.studentSystemLogin,
  ]);
  for (const a of links) {
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.textContent!.length).toBeGreaterThan(10);
  }
  expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${SITE.name}`);
});
