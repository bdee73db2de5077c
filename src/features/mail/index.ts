/** The mail feature's public face for other features: composing mails (pure). */
export { composeMail, escapeHtml, type ComposedMail, type MailContent } from "./compose";
