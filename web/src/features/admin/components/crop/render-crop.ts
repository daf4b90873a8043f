/**
 * The browser half of a crop: decode the picture upright (EXIF orientation applied), draw the
 * chosen area scaled to the rule's exact pixels, and encode a JPEG under the rule's byte limit.
 */
import { MB } from '@model';
import { croppedName, encodeUnder } from '../../files/encode-under';
import type { Area } from '../../files/crop-fit';

export interface CropTarget {
  width: number;
  height: number;
  maxBytes: number;
}

export const RENDER_TEXT = {
  undecodable: 'No se pudo leer la imagen para recortarla.',
  tooHeavy: (maxBytes: number) =>
    `No se pudo reducir la imagen por debajo de ${maxBytes / MB} MB. Pruebe con un recorte más pequeño o otra foto.`,
} as const;

export class CropError extends Error {}

export type CropRenderer = (file: File, area: Area, target: CropTarget) => Promise<File>;

export const renderCrop: CropRenderer = async (file, area, target) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new CropError(RENDER_TEXT.undecodable);
  }
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) throw new CropError(RENDER_TEXT.undecodable);
  // JPEG has no transparency: a transparent PNG gets a white, not black, background.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, target.width, target.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  // The cropper reports whole pixels of the same upright picture; clamp against rounding.
  const x = Math.max(0, Math.min(area.x, bitmap.width - 1));
  const y = Math.max(0, Math.min(area.y, bitmap.height - 1));
  const width = Math.min(area.width, bitmap.width - x);
  const height = Math.min(area.height, bitmap.height - y);
  context.drawImage(bitmap, x, y, width, height, 0, 0, target.width, target.height);
  bitmap.close();
  const blob = await encodeUnder(
    (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)),
    target.maxBytes,
  );
  if (!blob) throw new CropError(RENDER_TEXT.tooHeavy(target.maxBytes));
  return new File([blob], croppedName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
};
