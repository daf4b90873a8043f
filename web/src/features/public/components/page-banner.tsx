/**
 * The wide image at the top of a content page. It is the page's largest element (its LCP), so it
 * loads eagerly with high priority; while the record loads, an empty box of the same shape holds
 * its place so nothing jumps when it arrives.
 */
import { UPLOAD_RULES } from '@model/public';
import { MediaImage } from '@/components/media-image';
import styles from './content.module.css';

export const BANNER_SIZE = UPLOAD_RULES.banner;

interface Props {
  /** Stored name; undefined while loading (placeholder), '' when the record has no image. */
  image: string | undefined;
  alt: string;
  width?: number;
  height?: number;
}

export function PageBanner({ image, alt, width = BANNER_SIZE.width, height = BANNER_SIZE.height }: Props) {
  if (image === '') return null;
  return (
    <div className={styles.banner}>
      <MediaImage name={image} alt={alt} width={width} height={height} priority sizes="100vw" />
    </div>
  );
}
