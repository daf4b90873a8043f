/** /{collection}Create: the generic form starting from an empty record. */
import { getCollection, type CollectionName } from '@model';
import { RecordForm } from '../components/record-form';
import { PageHeader } from './page-header';

export function CreatePage({ collection }: { collection: CollectionName }) {
  const def = getCollection(collection);
  return (
    <section className="adm-page">
      <PageHeader title={`Crear: ${def.label}`} />
      <RecordForm mode="create" collection={collection} />
    </section>
  );
}
