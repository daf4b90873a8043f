/**
 * The geometry of "pictures that fit themselves": which oriented picture can be cut down to an
 * upload rule's exact pixels without being enlarged. Pure, so it is unit-tested in Node.
 */
import type { ImageSize } from './image-size';

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest box of the target's aspect ratio that fits in the picture, centred. */
export function largestCrop(picture: ImageSize, target: ImageSize): Area {
  // Whole pixels, rounded down, so the box never reaches past the picture's edge. Multiplying
  // before dividing keeps exact multiples exact (471 * 1280 / 471 is 1280, not 1279.999…).
  const width = Math.min(picture.width, Math.floor((picture.height * target.width) / target.height));
  const height = Math.min(picture.height, Math.floor((picture.width * target.height) / target.width));
  return {
    x: Math.floor((picture.width - width) / 2),
    y: Math.floor((picture.height - height) / 2),
    width,
    height,
  };
}

/**
 * exact: already the rule's size (goes through unchanged); crop: larger, and its largest crop of
 * the rule's ratio still has at least the rule's pixels (a crop never upscales); small: neither,
 * which gets the spec's resolution alert as before.
 */
export function cropFit(picture: ImageSize, target: ImageSize): 'exact' | 'crop' | 'small' {
  if (picture.width === target.width && picture.height === target.height) return 'exact';
  const box = largestCrop(picture, target);
  return box.width >= target.width && box.height >= target.height ? 'crop' : 'small';
}
