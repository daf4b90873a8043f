/**
 * /convocatorias: the accordion 'CONTRATOS Y CONVOCATORIAS VIGENTES' (spec §2), one item per
 * record. Items start closed, so the page loads no PDF until a visitor opens one.
 */
import { useState } from 'react';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import { ConvocatoriaItem } from '../components/convocatoria-item';
import content from '../components/content.module.css';

export default function ConvocatoriasPage() {
  const data = useCollectionData<'convocatorias'>();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  usePageTitle('Contratos y convocatorias vigentes');

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>CONTRATOS Y CONVOCATORIAS VIGENTES</h1>
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
