/**
 * The one place the site renders an uploaded image (/media/{name}). Keeping it single means
 * responsive variants, lazy loading and layout-shift rules change here and nowhere else.
 *
 * - width and height are always set (the file's real size, fixed per upload rule), so the
 *   browser reserves the box before the bytes arrive: no layout shift.
 * - Below the fold images load lazily; the page's main image (first carousel slide, a banner)
 *   passes `priority` to load eagerly with fetchpriority="high", since it is the LCP element.
 * - Responsive variants: the upload function is to store `name-w480.webp`, `-w960`, `-w1600`
 *   (functions/src/model/stored-names.ts `variantName`, `VARIANT_WIDTHS`). Until /media serves
 *   them, a srcset would cost every visitor a 404 per image, so it is not emitted yet; `sizes`
 *   is already accepted so callers need no change when it is.
 * - A missing or broken file shows a quiet placeholder of the same size instead of the browser's
 *   broken-image icon.
 */
import { useState, type CSSProperties } from 'react';
import { mediaUrl } from '@/lib/api-client';

export interface MediaImageProps {
  /** Stored file name; empty or missing renders the placeholder. */
  name: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above the fold and the largest element: eager, high priority. */
  priority?: boolean;
  /** How wide the image is shown, for the future srcset (e.g. "(min-width: 64rem) 33vw, 100vw"). */
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
        style={{ aspectRatio: `${width} / ${height}`, ...style }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  return (
    <img
      src={mediaUrl(name)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      className={className}
      style={style}
      onError={() => setFailedName(name)}
    />
  );
}
