import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setSiteSettings } from '@/lib/site-settings';
import { SEED_CONTENT } from '../../../scripts/seed/content';

// Every page reads the school's settings, loaded before the app renders: tests start from the
// sample settings the seed stores (a test that needs others sets them itself).
beforeEach(() => setSiteSettings(SEED_CONTENT.sitio[0]));

// Unmount what each test rendered, and go back to the start address (the public router reads the
// address bar), so tests stay independent.
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

// findBy* and waitFor wait for a condition; their 1 s default cap is shorter than a first render
// (route chunk, lazy screen) takes when these tests run at a lower priority beside the emulator
// phase on 2 cores (scripts/test.sh). The condition still ends the wait the moment it holds.
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no layout: ProseMirror (the admin's formatted-text editor) asks a Range for its boxes
// to scroll the selection into view. Empty boxes are what a layout-free page has; the editor's
// real layout, shortcuts and pasting are tested in Chromium (tests/e2e/rich-text-editor.test.ts).
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (typeof document !== 'undefined' && !document.elementFromPoint) document.elementFromPoint = () => null;
