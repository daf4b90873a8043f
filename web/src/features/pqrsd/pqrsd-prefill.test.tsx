/** /pqrsd started from a link (the accessibility statement's barrier report). */
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { prefillFrom } from './pqrsd-form';
import { PqrsdFiling } from './pqrsd-filing';

afterEach(() => {
  vi.restoreAllMocks();
});

it('starts with the type and subject the address names, which the visitor may change', () => {
  // As the page file does: the address's query, read once, is the island's starting values.
  render(<PqrsdFiling prefill={prefillFrom('tipo=reclamo&asunto=Barrera%20de%20accesibilidad')} />);
  expect((screen.getByRole('radio', { name: /^Reclamo/ }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText('Asunto') as HTMLInputElement).value).toBe('Barrera de accesibilidad');
});

it('ignores a type the form does not offer, and keeps a subject to one line within its limit', () => {
  expect(prefillFrom('?tipo=contacto&asunto=x')).toEqual({ tipo: 'peticion', asunto: 'x' });
  expect(prefillFrom('?tipo=<script>')).toEqual({ tipo: 'peticion', asunto: '' });
  expect(prefillFrom('')).toEqual({ tipo: 'peticion', asunto: '' });
  expect(prefillFrom(`?asunto=${encodeURIComponent('Línea uno\nlínea\u0000dos')}`).asunto).toBe(
    'Línea uno línea dos',
  );
  expect(prefillFrom(`?asunto=${'a'.repeat(400)}`).asunto).toHaveLength(150);
});
