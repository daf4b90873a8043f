/** Which pictures the crop dialog takes, and its first (largest, centred) crop. */
import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '@model';
import { cropFit, largestCrop } from './crop-fit';

const slide = { width: UPLOAD_RULES.carousel.width, height: UPLOAD_RULES.carousel.height };
const staff = { width: UPLOAD_RULES.staff.width, height: UPLOAD_RULES.staff.height };

describe('largestCrop', () => {
  it('cuts a phone photo to a slide: full width, a centred band', () => {
    expect(largestCrop({ width: 4032, height: 3024 }, slide)).toEqual({
      x: 0,
      y: 770,
      width: 4032,
      height: 1483,
    });
  });

  it('cuts a portrait photo to a square, and keeps exact multiples exact', () => {
    expect(largestCrop({ width: 3024, height: 4032 }, staff)).toEqual({
      x: 0,
      y: 504,
      width: 3024,
      height: 3024,
    });
    expect(largestCrop({ width: 2560, height: 942 }, slide)).toEqual({
      x: 0,
      y: 0,
      width: 2560,
      height: 942,
    });
    expect(largestCrop({ width: 1281, height: 471 }, slide)).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 471,
    });
  });
});

describe('cropFit', () => {
  it('lets the exact size through untouched', () => {
    expect(cropFit(slide, slide)).toBe('exact');
  });

  it('offers a crop when the largest crop has at least the rule pixels', () => {
    expect(cropFit({ width: 4032, height: 3024 }, slide)).toBe('crop');
    expect(cropFit({ width: 1281, height: 471 }, slide)).toBe('crop');
    expect(cropFit({ width: 1500, height: 2000 }, staff)).toBe('crop');
    expect(cropFit({ width: 1920, height: 1080 }, { width: 1920, height: 650 })).toBe('crop');
  });

  it('refuses what would have to be enlarged, in either direction', () => {
    expect(cropFit({ width: 100, height: 100 }, slide)).toBe('small');
    expect(cropFit({ width: 800, height: 800 }, slide)).toBe('small');
    // Tall enough and wide enough separately, but its slide-shaped crop is 1279 wide.
    expect(cropFit({ width: 1279, height: 3000 }, slide)).toBe('small');
    expect(cropFit({ width: 2000, height: 1039 }, staff)).toBe('small');
    expect(cropFit({ width: 1600, height: 1065 }, { width: 1600, height: 1066 })).toBe('small');
  });
});
