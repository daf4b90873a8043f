/**
 * A save may only put into a file field a file that was uploaded for that very collection and
 * field (store.ts binds it at upload), or keep the value the record already holds. Checking the
 * stored name's shape is not enough: a 1040x1040 staff photo, or a PDF, has a valid stored name
 * too, and would otherwise end up as a carousel slide.
 */
import { InvalidInput } from '../domain/errors';
import {
  displayNameFor,
  isFileField,
  isStoredFileOf,
  ruleIdOf,
  type CollectionDef,
  type FileChoices,
  type FileFieldDef,
  type ImageListField,
  type ListImage,
} from '../model';
import type { Bucket } from './bucket';
import { metadataOf, type BindingMetadata } from './store';

type Values = Record<string, unknown>;

async function bindingOf(bucket: Bucket, name: string): Promise<Partial<BindingMetadata> | null> {
  const meta = await metadataOf(bucket, name);
  return meta ? ((meta.metadata ?? {}) as Partial<BindingMetadata>) : null;
}

/**
 * Checks every file field of `values` whose value is a file and differs from `current` (the stored
 * record; none for a create). Throws a 400-kind InvalidInput naming the field when the file does
 * not exist or was accepted for another collection, field or rule. Answers the new files with
 * their original names, for the display-name fields.
 */
export async function checkFileReferences(
  bucket: Bucket,
  def: CollectionDef,
  values: Values,
  current?: Values,
): Promise<FileChoices> {
  type Check = { key: string; field: FileFieldDef | ImageListField; value: string; photo: number };
  const changed = Object.entries(def.fields).flatMap(([key, field]): Check[] => {
    const value = values[key];
    if (field.kind === 'imageList' && Array.isArray(value)) {
      // Each photo new to the list (not in the stored one) must have been uploaded for this list.
      const kept = new Set(listImages(current?.[key]));
      return listImages(value)
        .map((image, index) => ({ image, index }))
        .filter(({ image }) => !kept.has(image))
        .map(({ image, index }) => ({ key, field, value: image, photo: index + 1 }));
    }
    if (!isFileField(field) || typeof value !== 'string' || value === '' || value === current?.[key])
      return [];
    return [{ key, field, value, photo: 0 }];
  });
  const found = await Promise.all(
    changed.map(async ({ key, field, value, photo }) => {
      const named = photo
        ? `La foto ${photo} del campo «${field.label}»`
        : `El archivo del campo «${field.label}»`;
      // The schema refused these already; checked again so no odd name ever reaches Storage.
      if (!isStoredFileOf(field.kind === 'pdf' ? 'pdf' : 'image', value)) {
        throw new InvalidInput(`${named} debe ser un archivo subido desde el formulario.`, 'invalid-record');
      }
      const binding = await bindingOf(bucket, value);
      if (!binding) {
        throw new InvalidInput(
          `${named} no existe en el servidor. Elíjalo de nuevo y vuelva a guardar.`,
          'unknown-file',
        );
      }
      if (binding.collection !== def.name || binding.field !== key || binding.rule !== ruleIdOf(field)) {
        throw new InvalidInput(
          `${named} se subió para otro campo u otra sección, con otras reglas. Elíjalo de nuevo en este campo y vuelva a guardar.`,
          'file-not-bound',
        );
      }
      // A file uploaded before names took the type's extension gets it here.
      return [key, { stored: value, name: displayNameFor(binding.originalName ?? '', value) }] as const;
    }),
  );
  // An image list's names stay in the list: only single file fields fill display names.
  return Object.fromEntries(found.filter(([key]) => isFileField(def.fields[key]!)));
}

function listImages(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p) =>
    p && typeof (p as ListImage).image === 'string' ? [(p as ListImage).image] : [],
  );
}
