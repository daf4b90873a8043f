import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TARGETS } from '@/lib/accessibility-prefs';
import { GovcoBar } from './govco-bar';

it('links the GOV.CO mark to the State’s portal, drawn inline (no request)', () => {
  const { container } = render(<GovcoBar />);
  const link = screen.getByRole('link', { name: 'Portal del Estado colombiano GOV.CO' });
  expect(link.getAttribute('href')).toBe('https://www.gov.co');
  expect(link.querySelector('svg')).not.toBeNull();
  expect(container.querySelector('img')).toBeNull();
});

it('offers high contrast, smaller and larger text and a reset, as fragment links whose targets are in the bar', () => {
  const { container } = render(<GovcoBar />);
  const bar = screen.getByRole('group', { name: 'Opciones de accesibilidad' });
  const links = within(bar).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['◐ContrasteAlto contraste', `#${TARGETS.contrast}`],
    ['A−Reducir el tamaño del texto', `#${TARGETS.smaller}`],
    ['A+Aumentar el tamaño del texto', `#${TARGETS.larger}`],
    ['↺Restablecer la presentación del sitio', '#'],
  ]);
  // Without JavaScript, CSS :target applies the choice: every fragment names an element here.
  for (const target of Object.values(TARGETS)) expect(container.querySelector(`#${target}`)).not.toBeNull();
});
