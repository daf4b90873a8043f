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

describe('RecordsTable rows', () => {
  const rowsOf = () => screen.getAllByRole('row').slice(1);
  const cellOf = (row: HTMLElement, heading: string) =>
    row.querySelector<HTMLElement>(`td[data-label="${heading}"]`)?.textContent;

  it('lists dated items newest first, each with its state in a word', () => {
    const later = new Date(Date.now() + 86_400_000 * 30).toISOString();
    table('noticias', [
      { _id: 'old', title: 'Circular de marzo', publishAt: '2026-03-01T12:00:00.000Z', ...stamps },
      {
        _id: 'draft',
        title: 'Borrador de junio',
        estado: 'borrador',
        publishAt: '2026-06-01T12:00:00.000Z',
        ...stamps,
      },
      { _id: 'next', title: 'Feria del mes próximo', publishAt: later, ...stamps },
      {
        _id: 'review',
        title: 'En revisión de abril',
        estado: 'revision',
        publishAt: '2026-04-01T12:00:00.000Z',
        ...stamps,
      },
    ]);
    const rows = rowsOf();
    expect(rows.map((r) => cellOf(r, 'Título'))).toEqual([
      'Feria del mes próximo',
      'Borrador de junio',
      'En revisión de abril',
      'Circular de marzo',
    ]);
    expect(rows.map((r) => cellOf(r, 'Estado'))).toEqual([
      'Programada',
      'Borrador',
      'En revisión',
      'Publicada',
    ]);
    // The date is the column's own text, the state no longer leads it.
    expect(cellOf(rows[3]!, 'Texto tres · Publicar desde')).toMatch(/^1 de marzo de 2026/);
  });

  it('names the field under each spec word, and marks the line a phone shows', () => {
    table('galerias', [{ _id: 'g1', title: 'Izada de bandera', date: '2026-09-10', ...stamps }]);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['Título', 'Texto uno · Fecha', 'Texto dos · Descripción']);
    const [row] = rowsOf();
    // Title, state and the album's date (not the last save) make the phone's line.
    expect(row!.querySelector('.adm-table__title')?.textContent).toBe('Izada de bandera');
    expect(row!.querySelector('.adm-table__state')?.textContent).toBe('Publicada');
    expect(row!.querySelectorAll('.adm-table__date')).toHaveLength(1);
    expect(row!.querySelector('.adm-table__date')?.getAttribute('data-label')).toBe('Texto uno · Fecha');
  });

  it("keeps a list without a date in the order it came, its last save as the phone's date, and no state where all is published", () => {
    table('docentes', [
      { _id: 'b', title: 'Beatriz', ...stamps },
      { _id: 'a', title: 'Andrés', ...stamps },
    ]);
    const rows = rowsOf();
    expect(rows.map((r) => cellOf(r, 'Título · Nombres'))).toEqual(['Beatriz', 'Andrés']);
    expect(screen.queryByRole('columnheader', { name: 'Estado' })).toBeNull();
    expect(rows[0]!.querySelector('.adm-table__date')?.getAttribute('data-label')).toBe(
      'Última modificación',
    );
  });
});
