/**
 * The admin list's edit links are named by the record (a notice's "Editar" is not read out
 * with its record id): its title, a docente's name, a notice's text; the id only without any text.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AnyRecord, CollectionName } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { RecordsTable, TABLE_TEXT } from './records-table';

const stamps = { createdAt: '2026-11-01T12:00:00.000Z', updatedAt: '2026-11-02T12:00:00.000Z' };

function table(collection: CollectionName, records: Array<Record<string, unknown>>) {
  render(
    <MemoryRouter>
      <RecordsTable collection={collection} records={records as AnyRecord[]} caption="Lista" />
    </MemoryRouter>,
  );
}

describe('RecordsTable edit links', () => {
  it("names a notice's link by its text, not by its id", () => {
    table('avisos', [
      {
        _id: 'k3J9xQ2mW8',
        text: 'Mañana no hay clases por jornada pedagógica',
        level: 'info',
        from: '2026-11-01T12:00',
        until: '2026-11-30T12:00',
        ...stamps,
      },
    ]);
    const link = screen.getByRole('link', {
      name: `${TABLE_TEXT.edit} «Mañana no hay clases por jornada pedagógica»`,
    });
    expect(link.getAttribute('href')).toBe(ADMIN_PATHS.edit('avisos', 'k3J9xQ2mW8'));
    expect(link.textContent).not.toContain('k3J9xQ2mW8');
  });

  it('names a record by its title', () => {
    table('noticias', [{ _id: 'n1', title: 'Feria de la ciencia', ...stamps }]);
    expect(screen.getByRole('link', { name: `${TABLE_TEXT.edit} «Feria de la ciencia»` })).toBeTruthy();
  });

  it('falls back to the id only when the record has no text at all', () => {
    table('avisos', [{ _id: 'sin-texto', text: '', level: 'info', ...stamps }]);
    expect(screen.getByRole('link', { name: `${TABLE_TEXT.edit} «sin-texto»` })).toBeTruthy();
  });
});
