/**
 * Preview of a chosen (not yet uploaded) image through a blob: URL. The effect sets the src on
 * the element and revokes the URL when the file changes or the preview goes, so nothing leaks.
 */
import { useEffect, useRef } from 'react';

export function FilePreviewImage({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    // jsdom (component tests) has no createObjectURL: no preview there.
    if (!img || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} className="adm-thumb" alt={alt} width={160} />;
}
