import Link from "next/link";
import { SentPage } from "@/components/ui/sent-page";
import { routes } from "@/config/routes";
import { RECEIPT_MINUTES } from "@/server/sent-receipt";
import { REPLY_WITHIN } from "./reply-times";

/**
 * Where a message posted with scripts off lands once it is stored (post, redirect, get), so that
 * reloading cannot send it twice. With scripts on, the form says the same in place, by name.
 * `sent` is whether the address carries a fresh receipt for it (src/server/sent-receipt.ts): opened
 * any other way, the page thanks no one and points to the form.
 */
export function MessageSentPage({ kind, sent }: { kind: keyof typeof REPLY_WITHIN; sent: boolean }) {
  const contact = kind === "contact-message";
  const noun = NOUNS[kind];
  return (
    // The contact pages sit under a dark header (src/features/layout/route-rules.ts).
    <SentPage tone={contact ? "dark" : "light"} eyebrow={contact ? "Contact us" : "Affiliate partnerships"} title={sentPageTitle(kind, sent)}>
      {sent ? (
        <p>
          Thank you. We have your {noun}, and {contact ? "we" : "our partnerships team"} will reply to the e-mail address you gave within {REPLY_WITHIN[kind]}.
        </p>
      ) : (
        <p>
          This page confirms {contact ? "a message" : "an enquiry"} for {RECEIPT_MINUTES} minutes after it is sent, and there is none to confirm here. To write to us, use the{" "}
          <Link href={contact ? routes.contactUs : routes.affiliatePartnerships} className="font-semibold underline underline-offset-4">
            {contact ? "contact form" : "partnership enquiry form"}
          </Link>
          .
        </p>
      )}
    </SentPage>
  );
}

const NOUNS = { "contact-message": "message", "partner-enquiry": "enquiry" } as const satisfies Record<keyof typeof REPLY_WITHIN, string>;

export function sentPageTitle(kind: keyof typeof REPLY_WITHIN, sent: boolean): string {
  const noun = NOUNS[kind];
  return sent ? (noun === "message" ? "Message sent" : "Enquiry sent") : `No ${noun} to confirm`;
}
