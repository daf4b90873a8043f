/**
 * /convocatorias: the accordion 'CONTRATOS Y CONVOCATORIAS VIGENTES' (spec §2), one item per
 * record. Items start closed, so the page loads no PDF until a visitor opens one.
 */
import { useState } from 'react';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import { ConvocatoriaItem } from '../components/convocatoria-item';
import content from '../components/content.module.css';

const { title } = pageById('convocatorias');

export default function ConvocatoriasPage() {
  const data = useCollectionData<'convocatorias'>();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  usePageTitle(title);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{title.toUpperCase()}</h1>
      <p className={content.prose}>
        Consulte los procesos de contratación y las convocatorias abiertas de la institución, con sus
        documentos.
      </p>
      <CollectionRecords data={data} loading={<LoadingBlock />}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState>En este momento no hay contratos ni convocatorias vigentes.</EmptyState>
          ) : (
            <div>
              {items.map((item) => (
                <ConvocatoriaItem
                  key={item._id}
                  item={item}
                  open={open.has(item._id)}
                  onToggle={() => toggle(item._id)}
                />
              ))}
            </div>
          )
        }
      </CollectionRecords>
    </main>
  );
}
