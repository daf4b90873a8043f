/**
 * /galeria (the albums, newest first) and /galeria/{slug} (one album with its viewer), issue 25.
 * Both read the `galerias` collection; an album is found by the slug the server gave it.
 */
import { Link, useParams } from 'react-router-dom';
import { EmptyState, LoadingBlock } from '@/components/feedback/status-message';
import { usePageTitle } from '@/components/use-page-title';
import { pageById } from '@/config/pages';
import { PUBLIC_PATHS } from '@/config/paths';
import { CollectionRecords, useCollectionData } from '../components/collection-data';
import content from '../components/content.module.css';
import { AlbumList } from '../components/gallery/album-list';
import { AlbumView } from '../components/gallery/album-view';

const { title } = pageById('galeria');

function AlbumTitle({ name }: { name: string }) {
  usePageTitle(`${name} | ${title}`);
  return null;
}

export default function GalleryPage() {
  const { slug } = useParams();
  const data = useCollectionData<'galerias'>();
  // An album's own title replaces this once the album is there (AlbumTitle).
  usePageTitle(slug === undefined ? title : `Álbum | ${title}`);
  return (
    <main className={`container ${content.page}`}>
      {slug === undefined ? (
        <>
          <h1 className={content.title}>{title}</h1>
          <p className={content.prose}>Las fotos de los actos, ferias y celebraciones de la institución.</p>
        </>
      ) : null}
      <CollectionRecords data={data} loading={<LoadingBlock />}>
        {(albums) => {
          if (slug === undefined) {
            return albums.length === 0 ? <EmptyState>Aún no hay álbumes publicados.</EmptyState> : <AlbumList albums={albums} />;
          }
          const album = albums.find((a) => a.slug === slug);
          if (!album) {
            return (
              <>
                <h1 className={content.title}>Álbum no encontrado</h1>
                <EmptyState>
                  Este álbum no existe o ya no está publicado. Vea la <Link to={PUBLIC_PATHS.galeria}>Galería de fotos</Link>.
                </EmptyState>
              </>
            );
          }
          return (
            <>
              <AlbumTitle name={String(album.title ?? '')} />
              <AlbumView album={album} />
            </>
          );
        }}
      </CollectionRecords>
    </main>
  );
}
