/**
 * `npm run dev` (Astro's dev server) has no function around it: the pages read through the
 * running emulators' public API instead (the hosting emulator, which rewrites to the function),
 * the same visitor reads the function hands a page in production. Never part of the build's
 * answers: the function always sets `Astro.locals.page`.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { PageContext } from '@model/page-context';

const API = process.env.SITE_DEV_API ?? 'http://127.0.0.1:5000';

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`${API}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const kept = new Map<string, { status: number; html: string }>();

export async function devContext(): Promise<PageContext> {
  return {
    reads: {
      list: (name) => read(`/api/${name}`),
      search: (query) => read(`/api/buscar?q=${encodeURIComponent(query)}`),
      noAplica: () => read('/api/ita/no-aplica'),
      pqrsdReport: () => read('/api/pqrsd/informe'),
      // The dev server has no reader of a subscriber's link: its preferences page shows the bad-link state.
      subscription: () => Promise.resolve(null),
    },
    copies: {
      remember: (address, status, html) => void kept.set(address, { status, html }),
      recall: (address) => kept.get(address) ?? null,
      compress: async (html, encoding) => (encoding === 'br' ? brotliCompressSync(html) : gzipSync(html)),
    },
    origin: `http://127.0.0.1:5173`,
    base: '',
    allowed: true,
    now: Date.now(),
  };
}
