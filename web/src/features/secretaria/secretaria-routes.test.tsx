/**
 * The console's frame: its menu and routes come from the sections list, `write` sections are
 * the `secretaria`'s only, an account without a Secretaría role gets a clear page, and a signed
 * out visitor goes to /login and back.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_TEXT } from './console-frame';
import type { ConsoleSession, SecretariaSection } from './sections';
import { CONSOLE_TOKEN, consoleUser, renderConsole } from './test/render-console';

const seen: Array<{ section: string; token: string; role: string }> = [];

function section(path: string, label: string, access: 'read' | 'write'): SecretariaSection {
  return {
    path,
    label,
    access,
    route: (session: ConsoleSession) => ({
      loader: async () => {
        seen.push({ section: label, token: await session.token(), role: session.role });
        return { label };
      },
      Component: () => <h1>{label}</h1>,
    }),
  };
}

const SECTIONS = [
  section('', 'Colegios', 'read'),
  section('comunicados', 'Comunicados', 'write'),
  section('conformidad', 'Conformidad', 'read'),
];

const menu = () => within(screen.getByRole('navigation', { name: CONSOLE_TEXT.menu }));

describe('the Secretaría console frame', () => {
  it('shows every section to secretaria, each at /secretaria/<path>, with its session', async () => {
    seen.length = 0;
    const { events } = await renderConsole('/secretaria', { sections: SECTIONS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Colegios' })).toBeTruthy();
    expect(
      menu()
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Colegios', '/secretaria'],
      ['Comunicados', '/secretaria/comunicados'],
      ['Conformidad', '/secretaria/conformidad'],
    ]);
    expect(screen.getByText('secretaria@sedvilladelrio.gov.co')).toBeTruthy();
    await events.click(menu().getByRole('link', { name: 'Comunicados' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicados' })).toBeTruthy();
    expect(seen).toContainEqual({ section: 'Comunicados', token: CONSOLE_TOKEN, role: 'secretaria' });
  });

  it('hides write sections from secretaria-lectura and refuses their address', async () => {
    await renderConsole('/secretaria', { sections: SECTIONS, role: 'secretaria-lectura' });
    await screen.findByRole('heading', { level: 1, name: 'Colegios' });
    expect(
      menu()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Colegios', 'Conformidad']);
    expect(screen.getByText(CONSOLE_TEXT.roles['secretaria-lectura'])).toBeTruthy();

    seen.length = 0;
    await renderConsole('/secretaria/comunicados', { sections: SECTIONS, role: 'secretaria-lectura' });
    expect(await screen.findByRole('heading', { name: CONSOLE_TEXT.readOnlyTitle })).toBeTruthy();
    expect(screen.getByText(CONSOLE_TEXT.readOnlyBody('Comunicados'))).toBeTruthy();
    // Its loader never ran.
    expect(seen.filter((s) => s.section === 'Comunicados')).toEqual([]);
  });

  it('tells an account without a Secretaría role it has no access, and lets it sign out', async () => {
    const user = consoleUser('rector@lasacacias.edu.co');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { service, events } = await renderConsole('/secretaria', {
      sections: SECTIONS,
      state: { status: 'admin', user, role: 'admin' },
    });
    expect(await screen.findByRole('heading', { name: CONSOLE_TEXT.noAccessTitle })).toBeTruthy();
    expect(screen.getByText(CONSOLE_TEXT.noAccessBody('rector@lasacacias.edu.co'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Colegios' })).toBeNull();
    await events.click(screen.getByRole('button', { name: CONSOLE_TEXT.otherAccount }));
    expect(service.signOut).toHaveBeenCalled();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login?next=%2Fsecretaria'));
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor to /login, remembering the section', async () => {
    const { router } = await renderConsole('/secretaria/conformidad', {
      sections: SECTIONS,
      state: { status: 'signed-out' },
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fsecretaria%2Fconformidad');
  });

  it('without a home section, its home is the menu', async () => {
    await renderConsole('/secretaria', { sections: SECTIONS.slice(1) });
    expect(await screen.findByText(CONSOLE_TEXT.home)).toBeTruthy();
  });
});
