import { defineCollection } from '../collection';
import { DRAFT_FIELD } from '../drafts';

/**
 * Wording of the guardians' authorization for photos of minors (Ley 1581 de 2012, art. 7): the
 * administrator confirms it on every save of an album.
 */
export const GALLERY_CONSENT_LABEL =
  'Confirmo que las fotos en las que aparecen niñas, niños o adolescentes cuentan con la autorización de sus padres, madres o acudientes para su publicación (Ley 1581 de 2012, art. 7).';

/** Photo albums: up to 200 photos with their text alternatives, newest first in /galeria. */
export const galerias = defineCollection({
  name: 'galerias',
  label: 'Galería de fotos',
  singular: 'álbum',
  gender: 'm',
  cardinality: 'many',
  canCreate: true,
  canDelete: true,
  fields: {
    title: { kind: 'text', label: 'Título', required: true },
    date: { kind: 'date', label: 'Fecha', required: true },
    description: { kind: 'richtext', label: 'Descripción' },
    photos: { kind: 'imageList', label: 'Fotos', rule: 'gallery', required: true, min: 1, max: 200 },
    cover: { kind: 'imageOfList', label: 'Foto de portada', of: 'photos' },
    slug: { kind: 'slug', label: 'Dirección del álbum', from: 'title' },
    consent: { kind: 'consent', label: GALLERY_CONSENT_LABEL, required: true },
    estado: DRAFT_FIELD,
  },
  drafts: 'estado',
  listColumns: {
    'Texto uno': 'date',
    'Texto dos': 'description',
    'Texto tres': null,
    'Texto cuatro': null,
    Imágen: null,
  },
});
