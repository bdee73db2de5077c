import "server-only";

import nodemailer from "nodemailer";
import type { CalendarPart } from "./outbox";

export interface MailTransport {
  send(mail: { to: string; subject: string; text: string; html: string; calendar?: CalendarPart | null }): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpTransport(url: string, from: string): MailTransport {
  // Short timeouts: a sender waiting on a dead server holds its lease and delays every other mail.
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      // nodemailer's icalEvent adds the invitation as a text/calendar part with its METHOD, named
      // invite.ics, which mail clients show as a calendar event to add, update or remove.
      const icalEvent = mail.calendar ? { method: mail.calendar.method, content: mail.calendar.ics, filename: "invite.ics" } : undefined;
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(icalEvent ? { icalEvent } : {}) });
    },
    close() {
      transporter.close();
    },
  };
}
