/**
 * The wide image at the top of a content page. It is the page's largest element (its LCP), so it
 * loads eagerly with high priority, in a box of the image's shape reserved before its bytes come.
 */
import { UPLOAD_RULES } from '@model/public';
import { MediaImage } from '@/components/media-image';
import styles from './content.module.css';

export const BANNER_SIZE = UPLOAD_RULES.banner;

interface Props {
  /** Stored name; '' when the record has no image (no banner); undefined draws the placeholder box. */
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
