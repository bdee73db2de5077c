import { composeMail, type ComposedMail } from "@/features/mail";

export function passwordResetMail(url: string): ComposedMail {
  return composeMail({
    subject: "Choose a new password",
    greeting: "Hello,",
    paragraphs: [
      "Someone, probably you, asked to choose a new password for your Wealth Match account.",
      "The link below works once, for one hour. If you did not ask, ignore this e-mail: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url },
  });
}
