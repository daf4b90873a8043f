/**
 * Stored files as the admin area shows them. /media serves the public only files a record a
 * visitor can see right now shows; a draft's or a scheduled item's file, a deleted record's photo,
 * a replaced one, a version's file in the history is 404 for anyone without a staff token. So an image first tries its public
 * address (cached like the site's), and on a refusal reads it once more with the ID token into a
 * blob: URL; a PDF link opens the same authenticated read in a new tab.
 */
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useAdminUser } from '@/features/auth/auth-context';
import { apiUrl, mediaUrl } from '@/lib/api-client';
import { useSiteHref } from '@/components/site-base';

type TokenSource = { getIdToken(): Promise<string> };

/** The file read with the administrator's token, as a blob: URL the caller must revoke. */
async function privateCopy(user: TokenSource, name: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(apiUrl(mediaUrl(name)), {
    headers: { Authorization: `Bearer ${await user.getIdToken()}` },
    cache: 'no-store',
    signal,
  });
  if (!res.ok) throw new Error(`media ${res.status}`);
  return URL.createObjectURL(await res.blob());
}

interface ImageProps {
  name: string;
  className: string;
  alt: string;
  width: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  /**
   * A file no live record shows yet (a photo just uploaded into an album being edited): read it
   * with the token at once, instead of a public read the server must refuse (a 404 per photo).
   */
  privateFirst?: boolean;
}

export function AdminMediaImage({ name, privateFirst = false, ...img }: ImageProps) {
  const href = useSiteHref();
  const user = useAdminUser();
  // The name whose public read was refused, and the private copy made for it (by name, so a
  // new name starts again from its public address).
  const [refused, setRefused] = useState<string | null>(privateFirst ? name : null);
  const [copy, setCopy] = useState<{ name: string; url: string } | null>(null);
  useEffect(() => {
    if (refused !== name || typeof URL.createObjectURL !== 'function') return;
    const controller = new AbortController();
    let url = '';
    privateCopy(user, name, controller.signal).then(
      (made) => {
        url = made;
        setCopy({ name, url: made });
      },
      // Gone for good (purged): the broken image says so.
      () => undefined,
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [refused, name, user]);
  const src = copy?.name === name ? copy.url : privateFirst ? undefined : href(mediaUrl(name));
  return <img {...img} src={src} onError={() => setRefused(name)} />;
}

export function AdminMediaLink({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const href = useSiteHref();
  const user = useAdminUser();
  function open(event: MouseEvent<HTMLAnchorElement>) {
    // Plain clicks only: a modified click (new window, download) keeps the public address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Opened now, while the click still allows a new tab; filled once the file is read.
    const tab = window.open('', '_blank');
    privateCopy(user, name).then(
      (url) => {
        if (tab) tab.location.href = url;
        else window.location.href = url;
      },
      () => tab?.close(),
    );
  }
  return (
    <a href={href(mediaUrl(name))} target="_blank" rel="noreferrer" className={className} onClick={open}>
      {children}
    </a>
  );
}
