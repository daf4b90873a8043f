/**
 * The single-record pages, each rendered with a fixture record and with none (the empty state).
 * Their PDF viewers are islands the page files place (web/src/pages/*.astro): here they are the
 * same component, rendered in the slot the page gives them.
 */
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CollectionName, PublicRecord } from '@model/public';
import { describe, expect, it } from 'vitest';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer';
import * as fx from '@/testing/fixtures';
import EnfoquePedagogicoPage from './enfoque-pedagogico-page';
import HorizontePage from './horizonte-page';
import ManualConvivenciaPage from './manual-convivencia-page';
import ModeloPedagogicoPage from './modelo-pedagogico-page';
import ProtocoloBioseguridadPage from './protocolo-bioseguridad-page';
import RendicionCuentasPage, { reportSections } from './rendicion-cuentas-page';
import ResenaHistoricaPage from './resena-historica-page';
import TramiteRetirosPage from './tramite-retiros-page';

/** Any record list: each case's page reads its own collection. */
type Records = PublicRecord<CollectionName>[];

interface Case {
  name: string;
  collection: CollectionName;
  /** The page with these records of its collection, and its islands where the page file puts them. */
  page: (records: Records) => ReactNode;
  record: unknown;
  /** Heading shown when there is no record. */
  fallbackTitle: string;
  check: () => void;
}

const CASES: Case[] = [
  {
    name: 'reseña histórica',
    collection: 'resenahistorica',
    page: (records) => (
      <ResenaHistoricaPage records={{ resenahistorica: records as PublicRecord<'resenahistorica'>[] }} />
    ),
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
    },
  },
  {
    name: 'horizonte institucional',
    collection: 'horizonte',
    page: (records) => <HorizontePage records={{ horizonte: records as PublicRecord<'horizonte'>[] }} />,
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
    page: (records) => {
      const r = records[0] as PublicRecord<'rendicioncuentas'> | undefined;
      const viewers = Object.fromEntries(
        (r ? reportSections(r) : []).map((s) => [s.field, <PdfViewer {...s.viewer} />]),
      );
      return (
        <RendicionCuentasPage
          records={{ rendicioncuentas: records as PublicRecord<'rendicioncuentas'>[] }}
          {...viewers}
        />
      );
    },
    record: fx.rendicioncuentas,
    fallbackTitle: 'Rendición de cuentas',
    check: () => {
      for (const h of ['Informe de gestión 2025', 'Ejecución presupuestal', 'Plan de mejoramiento']) {
        expect(screen.getByRole('heading', { level: 2, name: h })).toBeTruthy();
      }
      const downloads = screen.getAllByRole('link', { name: /Descargar PDF/ });
      expect(downloads.map((a) => a.getAttribute('href'))).toEqual([
        `/media/${fx.rendicioncuentas.pdfone}?descargar=1`,
        `/media/${fx.rendicioncuentas.pdftwo}?descargar=1`,
      ]);
      expect(downloads[0]!.getAttribute('download')).toBe('informe-2025.pdf');
      // The viewers are 750 px high (spec §9); the third section has no PDF yet.
      const frame = downloads[0]!.closest('figure')!.firstElementChild as HTMLElement;
      expect(frame.style.getPropertyValue('--frame-height')).toBe('750px');
      expect(screen.getByText('El documento de esta sección aún no está disponible.')).toBeTruthy();
    },
  },
  {
    name: 'enfoque pedagógico',
    collection: 'enfoquepedagogico',
    page: (records) => (
      <EnfoquePedagogicoPage
        records={{ enfoquepedagogico: records as PublicRecord<'enfoquepedagogico'>[] }}
      />
    ),
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
    page: (records) => (
      <ModeloPedagogicoPage records={{ modelopedagogico: records as PublicRecord<'modelopedagogico'>[] }} />
    ),
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
    page: (records) => (
      <ModeloPedagogicoPage records={{ modelopedagogico: records as PublicRecord<'modelopedagogico'>[] }} />
    ),
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
    page: (records) => {
      const r = records[0] as PublicRecord<'manualconvivencia'> | undefined;
      return (
        <ManualConvivenciaPage
          records={{ manualconvivencia: records as PublicRecord<'manualconvivencia'>[] }}
          pdfone={
            r && (
              <PdfViewer
                file={String(r.pdfone)}
                fileName={String(r.pdfoneName)}
                title="Manual"
                height={750}
              />
            )
          }
        />
      );
    },
    record: fx.manualconvivencia,
    fallbackTitle: 'Manual de convivencia',
    check: () => {
      expect(screen.getByRole('heading', { level: 2, name: 'Acuerdos para vivir juntos' })).toBeTruthy();
      const download = screen.getByRole('link', { name: /Descargar PDF/ });
      expect(download.getAttribute('href')).toBe(`/media/${fx.manualconvivencia.pdfone}?descargar=1`);
      expect(
        (download.closest('figure')!.firstElementChild as HTMLElement).style.getPropertyValue(
          '--frame-height',
        ),
      ).toBe('750px');
    },
  },
  {
    name: 'trámite de retiros',
    collection: 'tramiteretiros',
    page: (records) => (
      <TramiteRetirosPage records={{ tramiteretiros: records as PublicRecord<'tramiteretiros'>[] }} />
    ),
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
    page: (records) => (
      <ProtocoloBioseguridadPage
        records={{ protocolobioseguridad: records as PublicRecord<'protocolobioseguridad'>[] }}
      />
    ),
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

describe.each(CASES)('$name', ({ page, record, fallbackTitle, check }) => {
  it('shows the record, with its banner loaded first and sized', () => {
    render(page([record as Records[number]]));
    expect(screen.getByRole('heading', { level: 1, name: (record as { title: string }).title })).toBeTruthy();
    check();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const banner = screen.getByRole('img', { name: (record as { title: string }).title });
    expect(banner.getAttribute('loading')).toBe('eager');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(banner.getAttribute('width')).toBeTruthy();
    expect(banner.getAttribute('height')).toBeTruthy();
  });

  it('says politely that the page has no content yet', () => {
    render(page([]));
    expect(screen.getByText(/todavía no ha sido publicado/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: fallbackTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });
});

it('does not crash on a record missing most fields', () => {
  render(
    <HorizontePage
      records={{
        horizonte: [
          {
            _id: 'x',
            stringfour: 'un texto donde se esperaba una lista',
          } as unknown as PublicRecord<'horizonte'>,
        ],
      }}
    />,
  );
  expect(screen.getByText('un texto donde se esperaba una lista')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Horizonte institucional' })).toBeTruthy();
});
