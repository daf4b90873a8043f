/**
 * What a write did, announced politely in the admin's notice style; nothing when there is no news.
 * After a create it may offer the public page that shows the record ("Ver página pública").
 */
import { useSiteHref } from '@/components/site-base';
export const NOTICE_TEXT = { publicPage: 'Ver página pública' } as const;

export function Notice({ message, publicPath }: { message: string | null | undefined; publicPath?: string }) {
  const href = useSiteHref();
  if (!message) return null;
  return (
    <p className="adm-notice" role="status">
      {/* Its own element: the sentence reads (and is found) whole, without the link's words. */}
      <span>{message}</span>
      {publicPath && (
        <>
          {' '}
          <a className="adm-link" href={href(publicPath)} target="_blank" rel="noreferrer">
            {NOTICE_TEXT.publicPage}
          </a>
        </>
      )}
    </p>
  );
}
