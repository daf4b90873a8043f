import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer';
import * as fx from '@/testing/fixtures';
import { ConvocatoriaItem, convocatoriaSections } from '../components/convocatoria-item';
import ConvocatoriasPage from './convocatorias-page';

/** The page as its page file composes it: one item per record, the PDF viewers in their slots. */
function show(records: typeof fx.convocatorias) {
  return render(
    <ConvocatoriasPage records={{ convocatorias: records }}>
      {records.map((item) => (
        <ConvocatoriaItem
          key={item._id}
          item={item}
          {...Object.fromEntries(
            convocatoriaSections(item)
              .filter((s) => s.pdf)
              .map((s) => [s.field, <PdfViewer {...s.viewer} />]),
          )}
        />
      ))}
    </ConvocatoriasPage>,
  );
}

it('lists the calls in an accordion that works without code, sections only with a heading', async () => {
  show(fx.convocatorias);
  expect(screen.getByRole('heading', { level: 1, name: 'CONTRATOS Y CONVOCATORIAS VIGENTES' })).toBeTruthy();
  const [first, second] = [...document.querySelectorAll('details')];
  const summary = first!.querySelector('summary')!;
  expect(within(summary).getByRole('heading', { level: 2 }).textContent).toBe(
    'Convocatoria restaurante escolar 2026',
  );
  expect(first!.open).toBe(false);
  expect(second!.open).toBe(false);
  // The panel is in the HTML, inside the closed <details>: the browser shows only its summary.
  expect(screen.getByText('Invitación pública a presentar propuestas.').closest('details')).toBe(first);

  // The summary is the disclosure's button (the browser's own: Enter and Space too, which jsdom
  // does not do; the e2e visitor journeys press them).
  const user = userEvent.setup();
  await user.click(summary);
  expect(first!.open).toBe(true);
  const panel = screen.getByRole('region', { name: 'Convocatoria restaurante escolar 2026' });
  expect(within(panel).getByText('Invitación pública a presentar propuestas.')).toBeTruthy();
  expect(
    within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Estudios previos', 'Invitación pública']);
  expect(within(panel).queryByText(/sin título/)).toBeNull();
  const frames = within(panel)
    .getAllByRole('link', { name: /Descargar PDF/ })
    .map((a) =>
      (a.closest('figure')!.firstElementChild as HTMLElement).style.getPropertyValue('--frame-height'),
    );
  expect(frames).toEqual(['450px', '450px']);
  // In the server's HTML (the viewer's code not there yet), "Ver documento" opens the PDF itself.
  const viewer = convocatoriaSections(fx.convocatorias[0]!).find((section) => section.pdf)!.viewer;
  const html = renderToStaticMarkup(<PdfViewer {...viewer} />);
  expect(html).toMatch(new RegExp(`<form action="/media/${fx.convocatorias[0]!.pdfone}" method="get"`));
  expect(html).toContain('Ver documento');

  await user.click(second!.querySelector('summary')!);
  expect(second!.open).toBe(true);
  expect(screen.getByText('Obras menores de mantenimiento.')).toBeTruthy();
});

it('says when there are no calls', () => {
  show([]);
  expect(screen.getByText('En este momento no hay contratos ni convocatorias vigentes.')).toBeTruthy();
});
