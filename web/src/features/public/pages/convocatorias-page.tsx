/**
 * /convocatorias: the accordion 'CONTRATOS Y CONVOCATORIAS VIGENTES' (spec §2), one item per
 * record (convocatoria-item.tsx). Items start closed, so the page loads no PDF until a visitor
 * opens one.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/status-message';
import { pageById } from '@/config/pages';
import type { PageProps } from '@/config/page-props';
import content from '../components/content.module.css';
import { withSiteBase } from '@/components/site-base';

const { title } = pageById('convocatorias');

export interface ConvocatoriasPageProps extends PageProps<'convocatorias'> {
  /**
   * The items, one ConvocatoriaItem per record, placed by the page file with their PDF viewer
   * islands (an island is an Astro component's child).
   */
  children?: ReactNode;
}

function ConvocatoriasPage({ records, children }: ConvocatoriasPageProps) {
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{title.toUpperCase()}</h1>
      <p className={content.prose}>
        Consulte los procesos de contratación y las convocatorias abiertas de la institución, con sus
        documentos.
      </p>
      {records.convocatorias.length === 0 ? (
        <EmptyState>En este momento no hay contratos ni convocatorias vigentes.</EmptyState>
      ) : (
        <div>{children}</div>
      )}
    </main>
  );
}

export default withSiteBase(ConvocatoriasPage);
