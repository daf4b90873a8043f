import { defineCollection } from '../collection';
import { DRAFT_FIELD } from '../drafts';
import { NOTICE_FIELDS, NOTICE_GROUP } from './parts';

/**
 * News and circulars to parents: what the school publishes every week. Published on a
 * schedule (`publishAt`, optional `unpublishAt`, enforced by the function on every public answer);
 * its address `/noticias/{slug}` is made by the server from the title and kept once public.
 * Other code and tests rely on these field names.
 */
export const noticias = defineCollection({
  name: 'noticias',
  label: 'Noticias y circulares',
  singular: 'noticia',
  gender: 'f',
  cardinality: 'many',
  canCreate: true,
  canDelete: true,
  fields: {
    title: { kind: 'text', label: 'Título', required: true },
    kind: {
      kind: 'choice',
      label: 'Tipo',
      required: true,
      options: [
        { value: 'noticia', label: 'Noticia' },
        { value: 'circular', label: 'Circular' },
      ],
    },
    summary: { kind: 'longText', label: 'Resumen (se muestra en la lista y al compartir)', required: true },
    // Optional: a circular may be its summary and its PDF.
    body: { kind: 'richtext', label: 'Texto' },
    image: { kind: 'image', label: 'Imagen (1200x630 px)', rule: 'news', nameField: 'imageName' },
    imageName: { kind: 'fileName', label: 'Nombre del archivo de imagen' },
    imageAlt: { kind: 'text', label: 'Descripción de la imagen (texto alternativo)' },
    attachment: { kind: 'pdf', label: 'Documento PDF (circular)', nameField: 'attachmentName' },
    attachmentName: { kind: 'fileName', label: 'Nombre del PDF' },
    publishAt: { kind: 'datetime', label: 'Publicar desde', required: true, startsNow: true },
    unpublishAt: { kind: 'datetime', label: 'Retirar el (opcional)' },
    slug: { kind: 'slug', label: 'Dirección en el sitio', from: 'title' },
    estado: DRAFT_FIELD,
    ...NOTICE_FIELDS,
    enterado: {
      kind: 'choice',
      label: 'Pedir a las familias que confirmen la lectura («Enterado»)',
      group: NOTICE_GROUP,
      initial: 'no',
      options: [
        { value: 'no', label: 'No' },
        { value: 'si', label: 'Sí (solo en circulares)' },
      ],
    },
  },
  listColumns: {
    'Texto uno': 'kind',
    'Texto dos': 'summary',
    'Texto tres': 'publishAt',
    'Texto cuatro': 'slug',
  },
  schedule: { from: 'publishAt', until: 'unpublishAt' },
  drafts: 'estado',
  // A circular (or a notice) of the Secretaría de Educación reaches each school as one of these.
  broadcast: true,
  requireWith: { imageAlt: 'image' },
});
