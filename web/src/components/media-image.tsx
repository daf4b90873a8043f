/**
 * The one place the site renders an uploaded image (/media/{name}). Keeping it single means
 * responsive variants, lazy loading and layout-shift rules change here and nowhere else.
 *
 * - width and height are always set (the file's real size, fixed per upload rule), so the
 *   browser reserves the box before the bytes arrive: no layout shift.
 * - Below the fold images load lazily; the page's main image (first carousel slide, a banner)
 *   passes `priority` to load eagerly with fetchpriority="high", since it is the LCP element.
 * - Responsive variants: at upload the function stores, at each of the widths 480, 960, 1600 below
 *   the original's and at its own ('full'), a WebP and, where smaller, an AVIF (model
 *   stored-names.ts). `width` is the original's width, so both srcsets follow from the name and
 *   the width alone; /media answers an AVIF that was not kept, or any variant of an older upload,
 *   with the next best stored file. A <picture> offers AVIF, then WebP, then the original.
 * - No file shows a quiet placeholder of the same size; so does a broken one where the image is
 *   part of an island (the handler needs its code).
 */
import { useState, type CSSProperties } from 'react';
import { mediaUrl } from '@/lib/api-client';
import { useSiteHref } from '@/components/site-base';
import { variantName, variantSizes, type VariantFormat } from '@model/public';

/**
 * srcset of a stored image `width` px wide in one variant format: every size it has, or only those
 * up to `largest` px (the smallest one at least), for an image that never needs more; each
 * address through `href` (the school's base).
 */
export function mediaSrcSet(
  name: string,
  width: number,
  format: VariantFormat,
  largest = Infinity,
  href: (path: string) => string = (path) => path,
): string {
  const all = variantSizes(width);
  const fitting = all.filter((v) => v.width <= largest);
  return (fitting.length > 0 ? fitting : all.slice(0, 1))
    .map((v) => `${href(mediaUrl(variantName(name, v.size, format)))} ${v.width}w`)
    .join(', ');
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
  /**
   * The widest variant worth fetching: a thumbnail grid's phone screen asks for 3x its box, but
   * a 480 px variant is already sharp at that size, at a third of the bytes (an album's grid).
   */
  largest?: number;
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
  largest,
  className,
  style,
}: MediaImageProps) {
  const [failedName, setFailedName] = useState<string | null>(null);
  const href = useSiteHref();
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
  const shown = sizes ?? '100vw';
  // <picture> is display: contents (global.css): the <img> keeps its place in the caller's layout.
  // `sizes` belongs on the <source>s only: the HTML standard forbids it on an <img> without a
  // srcset (the W3C checker reports it), and the <img> is the original's fallback.
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(name, width, 'avif', largest, href)} sizes={shown} />
      <source type="image/webp" srcSet={mediaSrcSet(name, width, 'webp', largest, href)} sizes={shown} />
      <img
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
        src={href(mediaUrl(name))}
        alt={alt}
        width={width}
        height={height}
        className={className}
        style={style}
        onError={() => setFailedName(name)}
      />
    </picture>
  );
}
