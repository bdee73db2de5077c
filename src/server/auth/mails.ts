import { composeMail, type ComposedMail } from "@/server/mail/compose";

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

/** Why a sign-in link was sent: the mail says so in its first sentence. */
export type SignInLinkReason = "asked" | "save-results" | "fresh";

export function signInLinkMail(url: string, reason: SignInLinkReason, days: number): ComposedMail {
  const why = {
    asked: "Someone, probably you, asked for a link to sign in to Wealth Match with this address.",
    "save-results": "You asked us to save your Wealth Match results. This link opens your matches and introductions on any device.",
    fresh: "You opened a Wealth Match sign-in link that had expired or had already been used, and asked for a new one.",
  }[reason];
  return composeMail({
    subject: reason === "save-results" ? "Your Wealth Match results" : "Your sign-in link",
    greeting: "Hello,",
    paragraphs: [
      why,
      `The link below signs you in once, within ${days} days. If it has expired or been used, the page it opens lets you ask for a new one. If you did not ask for it, ignore this e-mail.`,
    ],
    action: { label: reason === "save-results" ? "Open your results" : "Sign in", url },
  });
}

export function verifyEmailMail(url: string): ComposedMail {
  return composeMail({
    subject: "Confirm your e-mail address",
    greeting: "Hello,",
    paragraphs: [
      "Someone, probably you, has just created a Wealth Match account with this address. Open the link below to confirm it is yours: until then the account cannot be used.",
      "The link works for 24 hours. If it was not you, ignore this e-mail and the account stays unusable.",
    ],
    action: { label: "Confirm my address", url },
  });
}

/** To the owner of an address that someone tried to create a second account with. */
export function accountExistsMail(signInUrl: string, resetUrl: string): ComposedMail {
  return composeMail({
    subject: "You already have a Wealth Match account",
    greeting: "Hello,",
    paragraphs: [
      "Someone, perhaps you, has just tried to create a Wealth Match account with this address. You already have one, so nothing was created and nothing has changed.",
      `To use your account, sign in at ${signInUrl}. If you have forgotten your password, choose a new one at ${resetUrl}. If it was not you, ignore this e-mail.`,
    ],
    action: { label: "Sign in", url: signInUrl },
  });
}
