/**
 * The one place the site renders an uploaded image (/media/{name}). Keeping it single means
 * responsive variants, lazy loading and layout-shift rules change here and nowhere else.
 *
 * - width and height are always set (the file's real size, fixed per upload rule), so the
 *   browser reserves the box before the bytes arrive: no layout shift.
 * - Below the fold images load lazily; the page's main image (first carousel slide, a banner)
 *   passes `priority` to load eagerly with fetchpriority="high", since it is the LCP element.
 * - Responsive variants: at upload the function stores WebP copies `name-w480.webp`, `-w960`,
 *   `-w1600` at each of those widths below the original's (`variantWidths` in
 *   functions/src/files/store.ts). `width` is the original's width, so the srcset lists exactly
 *   the variants that exist, plus the original as the largest candidate; with the caller's
 *   `sizes` a phone downloads a WebP of a fraction of the original's bytes.
 * - A missing or broken file shows a quiet placeholder of the same size instead of the browser's
 *   broken-image icon.
 */
import { useState, type CSSProperties } from 'react';
import { mediaUrl } from '@/lib/api-client';
import { VARIANT_WIDTHS, variantName } from '@model/public';

/**
 * srcset of a stored image `width` px wide: its WebP variants (only the widths below the
 * original's are stored, the rule of `variantWidths` in functions/src/files/store.ts) and the
 * original at its own width.
 */
export function mediaSrcSet(name: string, width: number): string | undefined {
  const variants = VARIANT_WIDTHS.filter((w) => w < width);
  if (variants.length === 0) return undefined;
  return [...variants.map((w) => `${mediaUrl(variantName(name, w))} ${w}w`), `${mediaUrl(name)} ${width}w`].join(
    ', ',
  );
}

export interface MediaImageProps {
  /** Stored file name; empty or missing renders the placeholder. */
  name: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above the fold and the largest element: eager, high priority. */
  priority?: boolean;
  /** How wide the image is shown, to choose from the srcset (e.g. "(min-width: 64rem) 33vw, 100vw"). */
  sizes?: string;
  className?: string;
  style?: CSSProperties;
}

export function MediaImage({
  name,
  alt,
  width,
  height,
  priority = false,
  sizes,
  className,
  style,
}: MediaImageProps) {
  const [failedName, setFailedName] = useState<string | null>(null);
  if (!name || failedName === name) {
    return (
      <span
        className={['media-placeholder', className].filter(Boolean).join(' ')}
        // A variable, not an inline aspect-ratio: where the caller's CSS gives the image a box
        // (a banner crops to 1920/650), the stand-in takes that same box, not the file's shape.
        style={{ '--media-ratio': `${width} / ${height}`, ...style } as CSSProperties}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  const srcSet = mediaSrcSet(name, width);
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      srcSet={srcSet}
      src={mediaUrl(name)}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      onError={() => setFailedName(name)}
    />
  );
}
