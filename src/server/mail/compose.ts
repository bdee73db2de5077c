/**
 * Mail bodies from one description: a plain-text part and a simple HTML part saying the same
 * thing. Pure, so templates can be tested without a server. British English throughout.
 */
export interface MailContent {
  subject: string;
  /** Opening line, e.g. "Dear Ada," */
  greeting: string;
  paragraphs: string[];
  /** One call to action, shown as a link in both parts. */
  action?: { label: string; url: string };
  /** Closing lines after the action (how to stop, who sent this). */
  footer?: string[];
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const SIGN_OFF = "The Wealth Match team";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

export function composeMail(content: MailContent): ComposedMail {
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    SIGN_OFF,
    ...(content.footer ?? []),
  ].join("\n\n");
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;max-width:600px;margin:0 auto;padding:24px">`,
    p(content.greeting),
    ...content.paragraphs.map(p),
    content.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="color:#0b5563;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
      : "",
    p(SIGN_OFF),
    ...(content.footer ?? []).map((line) => `<p style="margin:0 0 8px;font-size:13px;color:#52606d">${escapeHtml(line)}</p>`),
    `</body></html>`,
  ].join("");
  return { subject: content.subject, text: `${text}\n`, html };
}
