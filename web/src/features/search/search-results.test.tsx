/** The search results: a PDF hit opens the PDF at its page and says so, another site opens in a new tab, and "Quizás quiso decir". */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { SearchAnswer } from '@model/search';
import { SearchResults } from './search-results';

it('names a PDF hit and its page, links to it there, and opens another site in a new tab', () => {
  const answer: SearchAnswer = {
    query: 'matricula',
    total: 2,
    groups: [
      {
        kind: 'paginas',
        hits: [
          {
            kind: 'paginas',
            title: 'Trámites de matrícula',
            url: 'https://matriculas.example.edu.co',
            external: true,
            label: 'Enlace a otro sitio',
            snippet: [],
          },
          {
            kind: 'paginas',
            title: 'Manual de convivencia',
            url: '/media/m.pdf#page=3',
            pdf: { name: 'manual-2026.pdf', page: 3 },
            label: 'PDF «manual-2026.pdf»',
            snippet: [{ text: 'la ' }, { text: 'matrícula', mark: true }],
          },
        ],
      },
    ],
  };
  render(<SearchResults answer={answer} />);
  const external = screen.getByRole('link', { name: /^Trámites de matrícula/ });
  expect(external.getAttribute('href')).toBe('https://matriculas.example.edu.co');
  expect(external.getAttribute('target')).toBe('_blank');
  expect(external.textContent).toContain('(se abre en una pestaña nueva)');
  const pdf = screen.getByRole('link', { name: 'Manual de convivencia (PDF, página 3)' });
  expect(pdf.getAttribute('href')).toBe('/media/m.pdf#page=3');
  expect(pdf.getAttribute('type')).toBe('application/pdf');
  expect(screen.getByText('PDF «manual-2026.pdf»')).toBeTruthy();
});

it('offers the close spelling as a link to its search when nothing is found', () => {
  render(<SearchResults answer={{ query: 'isda', groups: [], total: 0, suggestion: 'izada' }} />);
  expect(screen.getByText(/No encontramos resultados para/)).toBeTruthy();
  expect(screen.getByRole('link', { name: '«izada»' }).getAttribute('href')).toBe('/buscar?q=izada');
});

it('offers nothing when no close word exists', () => {
  render(<SearchResults answer={{ query: 'zzz', groups: [], total: 0 }} />);
  expect(screen.queryByText(/Quizás quiso decir/)).toBeNull();
});
