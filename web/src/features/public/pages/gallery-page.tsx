/**
 * /galeria (the albums, newest first) and /galeria/{slug} (one album). Both read the
 * `galerias` collection; the album's page file finds its album by the slug the server gave it (a
 * 404 otherwise) and hands in the photos' island (album-photos.tsx) as `children`.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/status-message';
import { pageById } from '@/config/pages';
import type { PageProps } from '@/config/page-props';
import content from '../components/content.module.css';
import { AlbumList } from '../components/gallery/album-list';
import { AlbumView } from '../components/gallery/album-view';
import type { Album } from '../components/gallery/photos';
import { withSiteBase } from '@/components/site-base';

const { title } = pageById('galeria');

function GalleryPage({ records }: PageProps<'galeria'>) {
  const albums = records.galerias;
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{title}</h1>
      <p className={content.prose}>Las fotos de los actos, ferias y celebraciones de la institución.</p>
      {albums.length === 0 ? (
        <EmptyState>Aún no hay álbumes publicados.</EmptyState>
      ) : (
        <AlbumList albums={albums} />
      )}
    </main>
  );
}

/** One album: its heading and description, then its photos (the island). */
function AlbumPageContent({ album, children }: { album: Album; children?: ReactNode }) {
  return (
    <main className={`container ${content.page}`}>
      <AlbumView album={album}>{children}</AlbumView>
    </main>
  );
}

export default withSiteBase(GalleryPage);

export const AlbumPage = withSiteBase(AlbumPageContent);
