/**
 * "Vista previa" (decision 0021): opens /vista-previa/{collection}/{id}, the record's public page
 * rendered by the function for its staff. A navigation carries no Authorization header, so the
 * server first mints a preview credential for the current ID token and sets it as an HttpOnly
 * cookie on that path only (lib/preview-session.ts); the tab opens right after.
 */
import type { MouseEvent } from 'react';
import type { CollectionName } from '@model';
import { useAdminUser } from '@/features/auth/auth-context';
import { startPreviewSession } from '@/lib/preview-session';
import { useSiteHref } from '@/components/site-base';

export const PREVIEW_TEXT = {
  link: 'Vista previa',
  hint: '(se abre en otra pestaña)',
} as const;

export const previewPath = (collection: CollectionName, id: string) =>
  `/vista-previa/${collection}/${encodeURIComponent(id)}`;

/** `of`: the record's name, for a list of links (each then says whose preview it opens). */
export function PreviewLink({
  collection,
  id,
  of,
  className = 'adm-link',
}: {
  collection: CollectionName;
  id: string;
  of?: string;
  className?: string;
}) {
  const user = useAdminUser();
  const href = useSiteHref()(previewPath(collection, id));
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new window, download) keeps the browser's own handling; a credential
    // from an earlier preview may still be valid for it.
    const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0;
    if (plain) event.preventDefault();
    try {
      await startPreviewSession(await user.getIdToken());
    } catch (err) {
      // The tab still opens: without a credential it says the page does not exist.
      console.error(err);
    }
    if (plain) window.open(href, '_blank', 'noopener');
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener" onClick={(e) => void open(e)}>
      {PREVIEW_TEXT.link}
      <span className="adm-sr-only">{`${of ? ` de «${of}»` : ''} ${PREVIEW_TEXT.hint}`}</span>
    </a>
  );
}
