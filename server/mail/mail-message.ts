import { z } from 'zod';

/**
 * One mail, as stored in the job queue: what it says, not how it looks. Rendering happens when the
 * job runs, so every message gets the same brand, one button and the link again as plain text.
 */
export const MailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  heading: z.string().min(1),
  paragraphs: z.array(z.string()).min(1),
  action: z.object({ label: z.string().min(1), url: z.url() }).optional(),
  /** A closing line under the button (e.g. "If you did not ask for this, ignore this mail."). */
  footer: z.string().optional(),
});

export type MailMessage = z.infer<typeof MailMessageSchema>;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export function renderText(message: MailMessage): string {
  const lines = [message.heading, '', ...message.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (message.action) lines.push(`${message.action.label}: ${message.action.url}`, '');
  if (message.footer) lines.push(message.footer, '');
  lines.push('Abundance');
  return lines.join('\n');
}

/** Table layout and inline styles: what mail clients (Outlook included) render reliably. */
export function renderHtml(message: MailMessage): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font:16px/1.55 Arial,Helvetica,sans-serif;color:#2b2840">${escapeHtml(text)}</p>`;
  const action = message.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td style="border-radius:10px;background:#E2B857">
<a href="${escapeHtml(message.action.url)}" style="display:inline-block;padding:13px 24px;font:600 16px Arial,Helvetica,sans-serif;color:#1A1406;text-decoration:none">${escapeHtml(message.action.label)}</a></td></tr></table>
<p style="margin:0 0 16px;font:13px/1.5 Arial,Helvetica,sans-serif;color:#6b6785">Or paste this link into your browser:<br><a href="${escapeHtml(message.action.url)}" style="color:#6b5bd6;word-break:break-all">${escapeHtml(message.action.url)}</a></p>`
    : '';
  const footer = message.footer
    ? `<p style="margin:16px 0 0;font:13px/1.5 Arial,Helvetica,sans-serif;color:#6b6785">${escapeHtml(message.footer)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px">
<tr><td style="padding:0 0 18px;font:600 26px Georgia,'Times New Roman',serif;color:#0B0A1A;text-align:center"><span style="color:#C99A2E">&#10022;</span> Abundance</td></tr>
<tr><td style="background:#ffffff;border-radius:14px;padding:28px 26px;border:1px solid #e6e0d2">
<h1 style="margin:0 0 16px;font:600 24px/1.25 Georgia,'Times New Roman',serif;color:#0B0A1A">${escapeHtml(message.heading)}</h1>
${message.paragraphs.map(paragraph).join('\n')}
${action}${footer}
</td></tr></table></td></tr></table>
</body></html>`;
}
