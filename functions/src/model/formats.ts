/**
 * Formats a text field can require beyond "a text": the school's settings hold links, phone
 * numbers, an e-mail address, a YouTube video and a Facebook page, and a wrong one would break the
 * public site silently (a dead chat button, an empty video frame). This module builds the links
 * the public pages show from those values; format-rules.ts checks them (admin and function only,
 * so its messages stay out of the public pages). Plain functions, no zod.
 */
import { dialable } from './phone';

/**
 * `pendingNote`: a transparency sub-item's note while nothing is published, which may not be a
 * "no aplica" (that reason has one source, the ITA checklist: docs/decisions/0030).
 */
export type TextFormat = 'https' | 'email' | 'phone' | 'youtube' | 'facebook' | 'pendingNote' | 'postalCode';
/** What each item of a list must be: a group of synonyms of the site search (search-synonyms.ts). */
export type ListFormat = 'synonyms';

export function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
      ? url
      : null;
  } catch {
    return null;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com)$/;

/** The video id of a YouTube URL or bare id, or null when it is neither. */
export function youtubeId(value: string): string | null {
  const v = value.trim();
  if (YOUTUBE_ID.test(v)) return v;
  const url = httpsUrl(v);
  if (!url) return null;
  let id: string | null = null;
  if (url.hostname === 'youtu.be') id = url.pathname.slice(1);
  else if (YOUTUBE_HOSTS.test(url.hostname)) {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (/^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null);
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The chat service's link with a prefilled message; the number is digits only, country code first. */
export function chatHref(number: string, message: string): string {
  const digits = (dialable(number) ?? '').replace('+', '');
  return `https://wa.me/${digits}${message.trim() ? `?text=${encodeURIComponent(message.trim())}` : ''}`;
}

/** The privacy-friendly embed of a YouTube video: muted, autoplaying and looping. */
export function youtubeEmbedUrl(video: string): string | null {
  const id = youtubeId(video);
  return id
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&loop=1&playlist=${id}&playsinline=1&rel=0`
    : null;
}

/** The Facebook page plugin's frame for a page URL. */
export function facebookFeedUrl(page: string): string {
  return `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(page.trim())}&tabs=timeline&width=500&height=560&small_header=true&adapt_container_width=true&hide_cover=false`;
}
