/** /{collection}Create: the generic form starting from an empty record. */
import { getCollection, type CollectionDef, type CollectionName } from '@model';
import { RecordForm } from '../components/record-form';
import { PageHeader } from './page-header';

/** "Nuevo evento", "Nueva noticia": the record's noun and gender from its declaration. */
export function createTitle(def: CollectionDef): string {
  if (!def.singular) return `Crear: ${def.label}`;
  return `${def.gender === 'f' ? 'Nueva' : 'Nuevo'} ${def.singular}`;
}

export function CreatePage({ collection }: { collection: CollectionName }) {
  const def = getCollection(collection);
  return (
    <section className="adm-page">
      <PageHeader title={createTitle(def)} />
      <RecordForm mode="create" collection={collection} />
    </section>
  );
}
