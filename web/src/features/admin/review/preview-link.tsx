/**
 * "Vista previa" (issue 49, decision 0021): opens /vista-previa/{collection}/{id}, the record's
 * public page rendered by the function for its staff. A navigation carries no Authorization
 * header, so the current ID token goes in the `__session` cookie (the one Firebase Hosting
 * forwards), on that path only, for the hour the token lives; the tab opens right after.
 */
import type { MouseEvent } from 'react';
import type { CollectionName } from '@model';
import { useAdminUser } from '@/features/auth/auth-context';

export const PREVIEW_TEXT = {
  link: 'Vista previa',
  hint: '(se abre en otra pestaña)',
} as const;

export const previewPath = (collection: CollectionName, id: string) => `/vista-previa/${collection}/${encodeURIComponent(id)}`;

/** The cookie the function reads (routes/preview.ts): this path only, never sent elsewhere. */
export function setPreviewCookie(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `__session=${token}; Path=/vista-previa; Max-Age=3600; SameSite=Strict${secure}`;
}

/** `of`: the record's name, for a list of links (each then says whose preview it opens). */
export function PreviewLink({ collection, id, of, className = 'adm-link' }: { collection: CollectionName; id: string; of?: string; className?: string }) {
  const user = useAdminUser();
  const href = previewPath(collection, id);
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new window, download) keeps the browser's own handling, with the cookie set first.
    const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0;
    if (plain) event.preventDefault();
    setPreviewCookie(await user.getIdToken());
    if (plain) window.open(href, '_blank', 'noopener');
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener" onClick={(e) => void open(e)}>
      {PREVIEW_TEXT.link}
      <span className="adm-sr-only">{`${of ? ` de «${of}»` : ''} ${PREVIEW_TEXT.hint}`}</span>
    </a>
  );
}
