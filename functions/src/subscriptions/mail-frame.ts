/**
 * The one HTML frame of every message to a family (the confirmation, a notice, the digest, the
 * reminder): the school's name in a band, the body on a white card, inline styles only (mail
 * clients drop style sheets), tables for the layout old clients need. `body` is HTML the caller
 * escaped; `school` and `title` are escaped here.
 */
import { escapeHtml } from '../model/share-pages/html';

export function mailPage(school: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#062a4a;border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(school)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${body}
</td></tr></table></td></tr></table>
</body></html>`;
}

/** A button-like link, as the frame's messages show their one action. */
export const mailButton = (href: string, label: string) =>
  `<p style="margin:0 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#0b4f8a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;
