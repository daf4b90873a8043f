/**
 * Setup file of the emulator project (vitest.config.mts): before each test file's first test,
 * the emulators hold exactly the seeded content and administrator, whatever an earlier file left
 * (tests/emulator/seed-state.ts). So any file passes alone and in any order, and a new file needs
 * nothing to start from the seed; a file that changes content puts it back itself if its own
 * tests need the seed again (tests/e2e/content.ts, keepSeededContent).
 */
import { beforeAll, inject } from 'vitest';
import { restoreSeed } from './seed-state';
import { storageWithoutKeptConnections } from './storage-sockets';

storageWithoutKeptConnections();

beforeAll(async () => {
  const changed = await restoreSeed(inject('seed'));
  if (changed.length > 0) console.log(`Seeded state restored before this file (${changed.join('; ')}).`);
}, 120_000);
