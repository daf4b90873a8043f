/**
 * Upload limits of spec §5, in one table, with the messages exactly as written there. The browser
 * checks a dropped file with these before upload; the function checks the bytes again.
 *
 * Deliberate change from the spec: the old site required convocatoria images to be 1x1 px (a
 * placeholder left in by mistake); convocatorias use the 1920x650 banner rule like the other
 * single pages (see README).
 */
export const MB = 1_048_576;

export interface UploadRule {
  /** What the file must be; checked from its first bytes on the server. */
  type: 'image' | 'pdf';
  maxBytes: number;
  width?: number;
  height?: number;
  /**
   * Gallery photos: phones and cameras give every size, so a range instead of exact
   * pixels. Each side at least `minSide`, the long side at most `maxSide` (the browser downscales
   * to it before sending).
   */
  minSide?: number;
  maxSide?: number;
}

export const UPLOAD_RULES = {
  /** Carousel slides. */
  carousel: { type: 'image', maxBytes: 1 * MB, width: 1280, height: 471 },
  /** Directivos, administrativos, docentes photos. */
  staff: { type: 'image', maxBytes: 1 * MB, width: 1040, height: 1040 },
  /** Horizonte institucional images. */
  horizonte: { type: 'image', maxBytes: 6 * MB, width: 1600, height: 1066 },
  /** Banners of the single pages and of convocatorias. */
  banner: { type: 'image', maxBytes: 6 * MB, width: 1920, height: 650 },
  /** The school's logo or crest, square, shown small in the header. */
  logo: { type: 'image', maxBytes: 1 * MB, width: 512, height: 512 },
  /**
   * News pictures: the 1200x630 of link previews (og:image), so the picture an article shows is
   * the one WhatsApp and Facebook show; a larger photo is cropped to it in the form.
   */
  news: { type: 'image', maxBytes: 6 * MB, width: 1200, height: 630 },
  /** Photos of an album (galerias.photos): any shape, long side within 2048 px. */
  gallery: { type: 'image', maxBytes: 6 * MB, minSide: 320, maxSide: 2048 },
  /** Every PDF. */
  pdf: { type: 'pdf', maxBytes: 6 * MB },
} as const satisfies Record<string, UploadRule>;

export type UploadRuleId = keyof typeof UPLOAD_RULES;
/** Rules that apply to images (all but the PDF rule). */
export type ImageRuleId = Exclude<UploadRuleId, 'pdf'>;

export const UPLOAD_MESSAGES = {
  tooLarge: (rule: UploadRule) => `El archivo excede el límite: ${rule.maxBytes / MB}MB`,
  wrongDimensions: (rule: UploadRule) =>
    `La imagen debe tener una resolución de ${rule.width}x${rule.height}px`,
  outOfRange: (rule: UploadRule) =>
    `La imagen debe medir al menos ${rule.minSide} px por lado y como máximo ${rule.maxSide} px en su lado más largo`,
  notImage: 'El archivo debe ser una imagen JPEG, PNG o WebP.',
  notPdf: 'El archivo debe ser un documento PDF.',
} as const;

export interface FileFacts {
  bytes: number;
  /** What the bytes are, as sniffed (server) or decoded (browser); null when neither. */
  detected: 'jpeg' | 'png' | 'webp' | 'pdf' | null;
  width?: number;
  height?: number;
}

export type UploadProblem = { status: 413 | 400; message: string };

/**
 * The one check both sides run: type first (a disguised file is refused whatever its size),
 * then size, then exact dimensions.
 */
export function checkUpload(rule: UploadRule, file: FileFacts): UploadProblem | null {
  if (rule.type === 'pdf' && file.detected !== 'pdf') {
    return { status: 400, message: UPLOAD_MESSAGES.notPdf };
  }
  if (rule.type === 'image' && (file.detected === null || file.detected === 'pdf')) {
    return { status: 400, message: UPLOAD_MESSAGES.notImage };
  }
  if (file.bytes > rule.maxBytes) return { status: 413, message: UPLOAD_MESSAGES.tooLarge(rule) };
  if (rule.width !== undefined && (file.width !== rule.width || file.height !== rule.height)) {
    return { status: 400, message: UPLOAD_MESSAGES.wrongDimensions(rule) };
  }
  if (rule.type === 'image' && rule.maxSide !== undefined && !withinRange(rule, file)) {
    return { status: 400, message: UPLOAD_MESSAGES.outOfRange(rule) };
  }
  return null;
}

/**
 * Whether decoded dimensions fit the rule: its exact pixels, or its size range (either way
 * round: a range has no orientation). The function checks the decoder's own reading with it.
 */
export function dimensionsFit(
  rule: UploadRule,
  width: number | undefined,
  height: number | undefined,
): boolean {
  if (rule.width !== undefined) return width === rule.width && height === rule.height;
  return rule.maxSide === undefined || withinRange(rule, { bytes: 0, detected: null, width, height });
}

/** The Spanish refusal of dimensions that do not fit the rule. */
export function dimensionsMessage(rule: UploadRule): string {
  return rule.width !== undefined ? UPLOAD_MESSAGES.wrongDimensions(rule) : UPLOAD_MESSAGES.outOfRange(rule);
}

/** The most pixels a picture of the rule may have: the cap of every decoder (image bombs). */
export function maxPixels(rule: UploadRule): number {
  if (rule.width !== undefined) return rule.width * (rule.height ?? 1);
  return (rule.maxSide ?? 1) * (rule.maxSide ?? 1);
}

function withinRange(rule: UploadRule, { width, height }: FileFacts): boolean {
  if (width === undefined || height === undefined) return false;
  return (
    Math.min(width, height) >= (rule.minSide ?? 1) && Math.max(width, height) <= (rule.maxSide ?? Infinity)
  );
}

/** Extension of the stored file for a detected type. */
export const EXTENSION_OF = { jpeg: 'jpg', png: 'png', webp: 'webp', pdf: 'pdf' } as const;
export const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Only variants are AVIF (encodeVariants in files/store.ts); uploads are JPEG, PNG or WebP.
  avif: 'image/avif',
  pdf: 'application/pdf',
};
