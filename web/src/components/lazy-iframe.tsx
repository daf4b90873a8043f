/**
 * A third-party frame (video, social feed) the browser loads only as it nears the viewport
 * (native lazy loading: server HTML, no code of ours), in a box of its shape that holds its place
 * before it comes (no layout shift).
 */
interface Props {
  src: string;
  /** Accessible name of the frame (WCAG 4.1.2). */
  title: string;
  width: number;
  height: number;
  allow?: string;
  className?: string;
}

export function LazyIframe({ src, title, width, height, allow, className }: Props) {
  return (
    <div
      className={['deferred-frame', className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
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
    </div>
  );
}
