/**
 * Measures an image in the browser by decoding it. Injectable (ImageSizeContext) because jsdom
 * cannot decode images: component tests hand in the dimensions they want.
 */
import { createContext, useContext } from 'react';

export interface ImageSize {
  width: number;
  height: number;
}

/** Resolves with the natural size, or null when the browser cannot decode the file. */
export type ImageSizeReader = (file: File) => Promise<ImageSize | null>;

export const readImageSizeInBrowser: ImageSizeReader = async (file) => {
  if (typeof createImageBitmap === 'function') {
    try {
      // The size as displayed: a phone photo's EXIF orientation turns 4032x3024 into 3024x4032.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Fall through to <img>: some engines refuse WebP in createImageBitmap.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize | null>((resolve) => {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => resolve(null);
      img.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
};

export const ImageSizeContext = createContext<ImageSizeReader>(readImageSizeInBrowser);

export function useImageSizeReader(): ImageSizeReader {
  return useContext(ImageSizeContext);
}
