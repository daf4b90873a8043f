/**
 * Every public page as the function renders it is valid HTML by the W3C's own checker (the Nu Html
 * Checker, run locally from the `vnu-jar` package on the machine's Java), with a current notice
 * that has a link in the notice bar, as a school's site so often has. Errors only: the checker's
 * warnings are advice (e.g. a redundant role), not conformance.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { PUBLIC_PAGES } from '../e2e/pages';
import { call, SITE } from './site';
import { adminToken } from './state';

const run = promisify(execFile);
/** The checker's JAR, as its package exports its path (the package ships no types). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
let admin: string;
let notice = '';

beforeAll(async () => {
  admin = await adminToken();
  const res = await call<{ _id: string }>('POST', '/api/avisos', {
    token: admin,
    json: {
      text: 'Reunión de padres el viernes a las 7:00 a. m. en el coliseo.',
      link: 'https://www.mineducacion.gov.co/portal/',
      level: 'info',
      from: new Date(Date.now() - 60_000).toISOString(),
      until: new Date(Date.now() + 86_400_000).toISOString(),
      estado: 'publicado',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  notice = res.body._id;
});
afterAll(async () => {
  if (notice) await call('DELETE', `/api/avisos/${notice}`, { token: admin });
});

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('the W3C checker', { timeout: 180_000 }, () => {
  it('finds no error on any public page, nor on the 404 page, with a notice that has a link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'html-conformance-'));
    try {
      const paths = [...PUBLIC_PAGES.map((p) => p.path), '/no-existe'];
      const files: string[] = [];
      for (const [i, path] of paths.entries()) {
        const html = await (await fetch(`${SITE}${path}`)).text();
        // The notice is on every page: the checker sees its link, not an empty bar.
        if (path === '/') expect(html).toContain('Reunión de padres el viernes');
        const file = join(dir, `${i}-${path.replace(/[^a-z0-9]+/gi, '-') || 'inicio'}.html`);
        writeFileSync(file, html);
        files.push(file);
      }
      // vnu exits 1 when it reports an error; its JSON report is on stderr either way.
      const report = await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
        maxBuffer: 32 * 1024 * 1024,
        // Without the emulators' JVM options, whose notice the launcher prints on stderr too.
        env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'JDK_JAVA_OPTIONS')),
      }).then(
        (r) => r.stderr,
        (err: { stderr?: string }) => err.stderr ?? '',
      );
      const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages.filter(
        (m) => m.type === 'error',
      );
      const readable = messages.map(
        (m) =>
          `${m.url.replace(/^.*\//, '')}:${m.lastLine ?? '?'} ${m.message} «${(m.extract ?? '').trim()}»`,
      );
      expect(readable).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
