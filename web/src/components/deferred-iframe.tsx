/**
 * A third-party iframe (video, social feed) that is mounted only when it is about to scroll into
 * view and the page is interactive, so it never delays the page's own content. Until then a box
 * of the same size holds its place (no layout shift).
 */
import { useState, type ReactNode } from 'react';
import { useDeferredMount } from './use-deferred-mount';

interface Props {
  src: string;
  /** Accessible name of the frame (WCAG 4.1.2). */
  title: string;
  width: number;
  height: number;
  allow?: string;
  className?: string;
  /** Shown in the reserved box until the frame is mounted. */
  placeholder?: ReactNode;
}

export function DeferredIframe({ src, title, width, height, allow, className, placeholder }: Props) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const ready = useDeferredMount(box);
  return (
    <div
      ref={setBox}
      className={['deferred-frame', className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {ready ? (
        <iframe
          src={src}
          title={title}
          width={width}
          height={height}
          allow={allow}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        placeholder
      )}
    </div>
  );
}
