/**
 * Issue 27, the admin as the school's secretary uses it, on a phone (390 px) and on desktops
 * (1280 and 1440 px): the way into every record is on screen, forms keep "Guardar cambios" in
 * reach, staff contacts are typed as people write them, and the admin shows Bogotá time whatever
 * the device says. Screenshots of each changed screen at 390 and 1280 px; axe on each.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTION_NAMES, getCollection } from '../../functions/src/model';
import { blockingViolations, runAxe } from './axe';
import { chooseCollection, signInAsAdmin } from './admin';
import { keepSeededContent } from './content';
import { DESKTOP, PHONE, screenshot, test } from './browser';

keepSeededContent();

const WIDE = { width: 1440, height: 900 } as const;

/** The first row's "Modificar" link lies inside the viewport and inside its table's box, unscrolled. */
async function editLinkInView(page: Page): Promise<{ inView: boolean; scrollLeft: number; detail: string }> {
  return page.evaluate(() => {
    const wrap = document.querySelector<HTMLElement>('.adm-table-wrap');
    const link = document.querySelector<HTMLElement>('table.adm-table tbody tr td[data-label="Modificar"] a');
    if (!wrap || !link) return { inView: false, scrollLeft: -1, detail: 'no table or link' };
    const box = wrap.getBoundingClientRect();
    const l = link.getBoundingClientRect();
    const inView = l.left >= box.left - 1 && l.right <= box.right + 1 && l.right <= window.innerWidth;
    return { inView, scrollLeft: wrap.scrollLeft, detail: `link ${l.left}-${l.right}, box ${box.left}-${box.right}, table ${wrap.scrollWidth}` };
  });
}

for (const [name, viewport] of [['390', PHONE], ['1280', DESKTOP], ['1440', WIDE]] as const) {
  test(`at ${name} px the first row's "Modificar" is visible without scrolling sideways on every collection`, async ({ open }) => {
    const tab = await open({ viewport, mobile: viewport === PHONE, bypassCSP: true });
    const { page } = tab;
    await signInAsAdmin(tab);
    for (const collection of COLLECTION_NAMES) {
      await chooseCollection(page, collection);
      const found = await editLinkInView(page);
      expect(found.inView, `${collection} at ${name}: ${found.detail}`).toBe(true);
      expect(found.scrollLeft).toBe(0);
      if (name !== '1440' && ['docentes', 'transparencia', 'sitio'].includes(collection)) {
        await screenshot(page, `admin-ux-list-${collection}-${name}`);
      }
    }
    await chooseCollection(page, 'docentes');
    expect(blockingViolations((await runAxe(page)).violations)).toEqual([]);
    expect(getCollection('docentes').label).toBe('Docentes');
  });
}
