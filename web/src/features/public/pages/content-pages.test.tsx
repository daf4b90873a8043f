/**
 * The single-record pages, each rendered from a fixture record, with no record (empty state) and
 * with a failing API (error state, then a successful retry).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { CollectionName } from '@model/public';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fx from '@/testing/fixtures';
import { httpError, stubFetch } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { collectionLoader } from '../api/get-collection';
import EnfoquePedagogicoPage from './enfoque-pedagogico-page';
import HorizontePage from './horizonte-page';
import ManualConvivenciaPage from './manual-convivencia-page';
import ModeloPedagogicoPage from './modelo-pedagogico-page';
import ProtocoloBioseguridadPage from './protocolo-bioseguridad-page';
import RendicionCuentasPage from './rendicion-cuentas-page';
import ResenaHistoricaPage from './resena-historica-page';
import TramiteRetirosPage from './tramite-retiros-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Case {
  name: string;
  collection: CollectionName;
  page: ReactNode;
  record: unknown;
  /** Heading shown when there is no record. */
  fallbackTitle: string;
  check: () => void;
}

const CASES: Case[] = [
  {
    name: 'reseña histórica',
    collection: 'resenahistorica',
    page: <ResenaHistoricaPage />,
    record: fx.resenahistorica,
    fallbackTitle: 'Reseña histórica',
    check: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Nuestra historia' })).toBeTruthy();
      for (const t of [
        'La institución nació en 1962.',
        'En 1985 se amplió a la secundaria.',
        'Hoy atendemos a 1.200 estudiantes.',
      ]) {
        expect(screen.getByText(t)).toBeTruthy();
      }
      expect(document.title).toBe('Nuestra historia | Institución Educativa San José');
    },
  },
  {
    name: 'horizonte institucional',
    collection: 'horizonte',
    page: <HorizontePage />,
    record: fx.horizonte,
    fallbackTitle: 'Horizonte institucional',
    check: () => {
      const valores = screen
        .getByRole('heading', { level: 2, name: 'Valores institucionales' })
        .closest('section')!;
      expect(
        within(valores)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Respeto', 'Responsabilidad', 'Solidaridad']);
      expect(screen.getByText('Formar personas íntegras.')).toBeTruthy();
      // Blocks without a title or text (three, six…) are not rendered; the others alternate tones.
      const tones = screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.closest('section')!.dataset.tone);
      expect(tones).toEqual(['blue', 'light', 'gold', 'blue', 'light']);
      expect(screen.getByRole('img', { name: 'Misión' }).getAttribute('width')).toBe('1600');
    },
  },
  {
    name: 'rendición de cuentas',
    collection: 'rendicioncuentas',
    page: <RendicionCuentasPage />,
    record: fx.rendicioncuentas,
    fallbackTitle: 'Rendición de cuentas',
    check: () => {
      for (const h of ['Informe de gestión 2025', 'Ejecución presupuestal', 'Plan de mejoramiento']) {
        expect(screen.getByRole('heading', { level: 2, name: h })).toBeTruthy();
      }
      const downloads = screen.getAllByRole('link', { name: /Descargar PDF/ });
      expect(downloads.map((a) => a.getAttribute('href'))).toEqual([
        `/media/${fx.rendicioncuentas.pdfone}`,
        `/media/${fx.rendicioncuentas.pdftwo}`,
      ]);
      expect(downloads[0]!.getAttribute('download')).toBe('informe-2025.pdf');
      // The viewers are 750 px high (spec §9); the third section has no PDF yet.
      const frame = downloads[0]!.closest('figure')!.firstElementChild as HTMLElement;
      expect(frame.style.height).toBe('750px');
      expect(screen.getByText('El documento de esta sección aún no está disponible.')).toBeTruthy();
    },
  },
  {
    name: 'enfoque pedagógico',
    collection: 'enfoquepedagogico',
    page: <EnfoquePedagogicoPage />,
    record: fx.enfoquepedagogico,
    fallbackTitle: 'Enfoque pedagógico',
    check: () => {
      expect(screen.getByRole('heading', { level: 2, name: 'Aprendizaje significativo' })).toBeTruthy();
      expect(screen.getByText('Partimos de los saberes previos.')).toBeTruthy();
      expect(screen.getByText('La evaluación es formativa.')).toBeTruthy();
    },
  },
  {
    name: 'modelo pedagógico (lista)',
    collection: 'modelopedagogico',
    page: <ModeloPedagogicoPage />,
    record: fx.modeloLista,
    fallbackTitle: 'Modelo pedagógico',
    check: () => {
      const section = screen
        .getByRole('heading', { level: 2, name: 'Principios del modelo' })
        .closest('section')!;
      expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    },
  },
  {
    name: 'modelo pedagógico (texto)',
    collection: 'modelopedagogico',
    page: <ModeloPedagogicoPage />,
    record: fx.modeloTexto,
    fallbackTitle: 'Modelo pedagógico',
    check: () => {
      const section = screen
        .getByRole('heading', { level: 2, name: 'Principios del modelo' })
        .closest('section')!;
      expect(within(section).queryByRole('list')).toBeNull();
      expect(within(section).getByText('Un solo principio en un párrafo.').tagName).toBe('P');
    },
  },
  {
    name: 'manual de convivencia',
    collection: 'manualconvivencia',
    page: <ManualConvivenciaPage />,
    record: fx.manualconvivencia,
    fallbackTitle: 'Manual de convivencia',
    check: () => {
      expect(screen.getByRole('heading', { level: 2, name: 'Acuerdos para vivir juntos' })).toBeTruthy();
      const download = screen.getByRole('link', { name: /Descargar PDF/ });
      expect(download.getAttribute('href')).toBe(`/media/${fx.manualconvivencia.pdfone}`);
      expect((download.closest('figure')!.firstElementChild as HTMLElement).style.height).toBe('750px');
    },
  },
  {
    name: 'trámite de retiros',
    collection: 'tramiteretiros',
    page: <TramiteRetirosPage />,
    record: fx.tramiteretiros,
    fallbackTitle: 'Trámite de retiros',
    check: () => {
      expect(screen.getByText('Siga estos pasos para recibir sus documentos.')).toBeTruthy();
      const steps = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(steps).toEqual([
        '1. Solicitud',
        '2. Paz y salvo',
        '3. Retiro en el SIMAT',
        '4. Documentos',
        '5. Entrega',
      ]);
    },
  },
  {
    name: 'protocolo de bioseguridad',
    collection: 'protocolobioseguridad',
    page: <ProtocoloBioseguridadPage />,
    record: fx.protocolobioseguridad,
    fallbackTitle: 'Protocolo de bioseguridad',
    check: () => {
      const survey = screen.getByRole('link', { name: /Ir a encuesta/ });
      expect(survey.getAttribute('href')).toBe('https://forms.example.org/encuesta');
      expect(survey.getAttribute('target')).toBe('_blank');
      expect(survey.getAttribute('rel')).toBe('noopener noreferrer');
      expect(screen.getByText('Responda la encuesta diaria de síntomas.')).toBeTruthy();
    },
  },
];

describe.each(CASES)('$name', ({ collection, page, record, fallbackTitle, check }) => {
  it('shows the record, with its banner loaded first and sized', async () => {
    stubFetch({ [`/api/${collection}`]: [record] });
    await renderPage(page, { loader: collectionLoader(collection) });
    expect(screen.getByRole('status').textContent).toMatch(/Cargando/);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: (record as { title: string }).title })).toBeTruthy();
    check();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const banner = screen.getByRole('img', { name: (record as { title: string }).title });
    expect(banner.getAttribute('loading')).toBe('eager');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(banner.getAttribute('width')).toBeTruthy();
    expect(banner.getAttribute('height')).toBeTruthy();
  });

  it('says politely that the page has no content yet', async () => {
    stubFetch({ [`/api/${collection}`]: [] });
    await renderPage(page, { loader: collectionLoader(collection) });
    expect(await screen.findByText(/todavía no ha sido publicado/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: fallbackTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('shows an error with a retry when the API fails, and recovers', async () => {
    stubFetch({ [`/api/${collection}`]: httpError(503) });
    await renderPage(page, { loader: collectionLoader(collection) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/No pudimos cargar esta información/);
    // Reported from an effect once the error view is shown: it may land a moment after the alert.
    await waitFor(() => expect(console.error).toHaveBeenCalled());

    stubFetch({ [`/api/${collection}`]: [record] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    // The title changes in the same commit as the records (usePageTitle's layout effect).
    check();
  });
});

it('does not crash on a record missing most fields', async () => {
  stubFetch({ '/api/horizonte': [{ _id: 'x', stringfour: 'un texto donde se esperaba una lista' }] });
  await renderPage(<HorizontePage />, { loader: collectionLoader('horizonte') });
  expect(await screen.findByText('un texto donde se esperaba una lista')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Horizonte institucional' })).toBeTruthy();
});
