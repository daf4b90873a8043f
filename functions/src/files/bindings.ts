/**
 * A save may only put into a file field a file that was uploaded for that very collection and
 * field (store.ts binds it at upload), or keep the value the record already holds. Checking the
 * stored name's shape is not enough: a 1040x1040 staff photo, or a PDF, has a valid stored name
 * too, and would otherwise end up as a carousel slide.
 */
import { InvalidInput } from '../domain/errors';
import { isFileField, isStoredFileOf, ruleIdOf, type CollectionDef, type FileChoices } from '../model';
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
  const changed = Object.entries(def.fields).flatMap(([key, field]) => {
    const value = values[key];
    if (!isFileField(field) || typeof value !== 'string' || value === '' || value === current?.[key]) return [];
    return [{ key, field, value }];
  });
  const found = await Promise.all(
    changed.map(async ({ key, field, value }) => {
      const named = `El archivo del campo «${field.label}»`;
      // The schema refused these already; checked again so no odd name ever reaches Storage.
      if (!isStoredFileOf(field.kind, value)) {
        throw new InvalidInput(`${named} debe ser un archivo subido desde el formulario.`, 'invalid-record');
      }
      const binding = await bindingOf(bucket, value);
      if (!binding) {
        throw new InvalidInput(`${named} no existe en el servidor. Elíjalo de nuevo y vuelva a guardar.`, 'unknown-file');
      }
      if (binding.collection !== def.name || binding.field !== key || binding.rule !== ruleIdOf(field)) {
        throw new InvalidInput(
          `${named} se subió para otro campo u otra sección, con otras reglas. Elíjalo de nuevo en este campo y vuelva a guardar.`,
          'file-not-bound',
        );
      }
      return [key, { stored: value, name: binding.originalName ?? '' }] as const;
    }),
  );
  return Object.fromEntries(found);
}
