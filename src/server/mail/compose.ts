import { mapWebAddresses } from "./web-addresses";

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

/**
 * A footer line as HTML: escaped, with each web address in it made a link (./web-addresses.ts).
 * Only footers: their lines are the templates' own (a sign-in or unsubscribe link), while a
 * paragraph may quote what someone typed (a reason for declining or cancelling), whose addresses
 * stay text, so that a mail from us never turns a stranger's address into a link.
 */
const footerLineHtml = (line: string) =>
  mapWebAddresses(line, (link) => `<a href="${escapeHtml(link)}" style="color:#1a5337;word-break:break-all">${escapeHtml(link)}</a>`, escapeHtml);

/** The call to action, drawn as a button (the mails' text calls it one). */
const actionHtml = (action: NonNullable<MailContent["action"]>) =>
  `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f6843;color:#ffffff;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:9999px">${escapeHtml(action.label)}</a></p>`;

/** The plain-text part has no button: its action is a line with the link, so the text says "link". */
const forPlainText = (paragraph: string) => paragraph.replace(/\b([Tt])he button below\b/g, "$1he link below");

export function composeMail(content: MailContent): ComposedMail {
  const text = [
    content.greeting,
    ...content.paragraphs.map(forPlainText),
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
    content.action ? actionHtml(content.action) : "",
    p(SIGN_OFF),
    ...(content.footer ?? []).map((line) => `<p style="margin:0 0 8px;font-size:13px;color:#52606d">${footerLineHtml(line)}</p>`),
    `</body></html>`,
  ].join("");
  return { subject: content.subject, text: `${text}\n`, html };
}
