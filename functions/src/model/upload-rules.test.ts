import { describe, expect, it } from 'vitest';
import { checkUpload, UPLOAD_RULES } from './upload-rules';
import { isStoredName, makeStoredName, variantName } from './stored-names';

describe('upload rules (spec §5)', () => {
  it('keep the limits of the spec, with the 1920x650 banner rule for convocatorias', () => {
    expect(UPLOAD_RULES.carousel).toMatchObject({ maxBytes: 1048576, width: 1280, height: 471 });
    expect(UPLOAD_RULES.staff).toMatchObject({ maxBytes: 1048576, width: 1040, height: 1040 });
    expect(UPLOAD_RULES.horizonte).toMatchObject({ maxBytes: 6291456, width: 1600, height: 1066 });
    expect(UPLOAD_RULES.banner).toMatchObject({ maxBytes: 6291456, width: 1920, height: 650 });
    expect(UPLOAD_RULES.pdf).toMatchObject({ maxBytes: 6291456 });
  });

  it.each([
    [
      'carousel',
      1048577,
      'El archivo excede el límite: 1MB',
      'La imagen debe tener una resolución de 1280x471px',
    ],
    [
      'staff',
      1048577,
      'El archivo excede el límite: 1MB',
      'La imagen debe tener una resolución de 1040x1040px',
    ],
    [
      'horizonte',
      6291457,
      'El archivo excede el límite: 6MB',
      'La imagen debe tener una resolución de 1600x1066px',
    ],
    [
      'banner',
      6291457,
      'El archivo excede el límite: 6MB',
      'La imagen debe tener una resolución de 1920x650px',
    ],
  ] as const)('%s: size and dimension messages exactly as written', (id, over, sizeMsg, dimMsg) => {
    const rule = UPLOAD_RULES[id];
    const ok = { bytes: rule.maxBytes, detected: 'jpeg' as const, width: rule.width, height: rule.height };
    expect(checkUpload(rule, ok)).toBeNull();
    expect(checkUpload(rule, { ...ok, bytes: over })).toEqual({ status: 413, message: sizeMsg });
    expect(checkUpload(rule, { ...ok, width: rule.width + 1 })).toEqual({ status: 400, message: dimMsg });
    expect(checkUpload(rule, { ...ok, height: 1 })).toEqual({ status: 400, message: dimMsg });
  });

  it('refuses a PDF or unknown bytes as an image, and an image as a PDF', () => {
    expect(checkUpload(UPLOAD_RULES.banner, { bytes: 10, detected: 'pdf' })?.message).toBe(
      'El archivo debe ser una imagen JPEG, PNG o WebP.',
    );
    expect(checkUpload(UPLOAD_RULES.banner, { bytes: 10, detected: null })?.status).toBe(400);
    expect(checkUpload(UPLOAD_RULES.pdf, { bytes: 10, detected: 'png' })?.message).toBe(
      'El archivo debe ser un documento PDF.',
    );
    expect(checkUpload(UPLOAD_RULES.pdf, { bytes: 10, detected: 'pdf' })).toBeNull();
    expect(checkUpload(UPLOAD_RULES.pdf, { bytes: 6291457, detected: 'pdf' })).toEqual({
      status: 413,
      message: 'El archivo excede el límite: 6MB',
    });
  });
});

describe('stored names', () => {
  it('are generated in a pattern that excludes traversal and odd characters', () => {
    const name = makeStoredName('png', '0123456789abcdef0123', Date.UTC(2026, 10, 22));
    expect(isStoredName(name)).toBe(true);
    expect(isStoredName(variantName(name, 480))).toBe(true);
    expect(variantName(name, 480)).toMatch(/-w480\.webp$/);
    for (const bad of ['../x.png', 'a/b.png', '%2e%2e.png', 'x.svg', 'x.html', '', '.png', `${name}/..`]) {
      expect(isStoredName(bad)).toBe(false);
    }
  });
});
