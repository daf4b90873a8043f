import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PdfViewer } from './pdf-viewer';

const FILE = 'mfz001-0123456789abcdef0123.pdf';

it('reserves its height and offers the download before the viewer code is loaded', () => {
  render(<PdfViewer file={FILE} fileName="manual.pdf" title="Manual" height={750} />);
  const download = screen.getByRole('link', { name: /Descargar PDF/ });
  expect(download.getAttribute('href')).toBe(`/media/${FILE}?descargar=1`);
  expect(download.getAttribute('download')).toBe('manual.pdf');
  expect(screen.getByRole('link', { name: /Abrir el PDF/ }).getAttribute('href')).toBe(`/media/${FILE}`);
  const frame = download.closest('figure')!.firstElementChild as HTMLElement;
  expect(frame.style.getPropertyValue('--frame-height')).toBe('750px');
  // Not near the viewport and no interaction yet: react-pdf is not loaded, a button offers it.
  expect(screen.getByRole('button', { name: /Ver documento.*manual.pdf/ })).toBeTruthy();
});

it('says so when a section has no document', () => {
  render(<PdfViewer file="" title="Anexo" height={450} />);
  expect(screen.getByText('El documento de esta sección aún no está disponible.')).toBeTruthy();
  expect(screen.queryByRole('link')).toBeNull();
});

it('is a form that opens the PDF in the server HTML (no JavaScript), and opens the viewer once React holds it', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(<PdfViewer file={FILE} fileName="manual.pdf" title="Manual" height={750} />);
  // Before the island's code has come, or with JavaScript off, "Ver documento" submits to the PDF itself.
  expect(html).toContain(`<form action="/media/${FILE}" method="get">`);
  expect(html).not.toContain('data-enhanced');
  render(<PdfViewer file={FILE} fileName="manual.pdf" title="Manual" height={750} />);
  const form = screen.getByRole('button', { name: /Ver documento/ }).closest('form')!;
  expect(form.hasAttribute('data-enhanced')).toBe(true);
});

it('offers "Ver aquí" once React holds it (on a phone the frame waits for it), and opens the viewer with it', async () => {
  const { renderToString } = await import('react-dom/server');
  const { fireEvent } = await import('@testing-library/react');
  const html = renderToString(<PdfViewer file={FILE} fileName="manual.pdf" title="Manual" height={750} />);
  expect(html).not.toContain('Ver aquí');
  render(<PdfViewer file={FILE} fileName="manual.pdf" title="Manual" height={750} />);
  const figure = screen.getByRole('figure');
  expect(figure.hasAttribute('data-open')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: /Ver aquí/ }));
  expect(figure.hasAttribute('data-open')).toBe(true);
  expect(screen.queryByRole('button', { name: /Ver aquí/ })).toBeNull();
  expect(await screen.findByText(/Cargando documento…|No se pudo mostrar el documento/)).toBeTruthy();
});

it('opens the viewer in the page when "Ver documento" is pressed once React holds it', async () => {
  const { fireEvent } = await import('@testing-library/react');
  render(<PdfViewer file={FILE} fileName="manual.pdf" title="Manual" height={750} />);
  fireEvent.submit(screen.getByRole('button', { name: /Ver documento/ }).closest('form')!);
  // The standby is replaced by the viewer (its code on its way: the loading line).
  expect(screen.queryByRole('button', { name: /Ver documento/ })).toBeNull();
  expect(await screen.findByText(/Cargando documento…|No se pudo mostrar el documento/)).toBeTruthy();
});
