import { SentPage } from "@/components/ui/sent-page";
import { REPLY_WITHIN } from "./reply-times";

/**
 * Where a message posted with scripts off lands once it is stored (post, redirect, get), so that
 * reloading cannot send it twice. With scripts on, the form says the same in place, by name.
 */
export function MessageSentPage({ kind }: { kind: keyof typeof REPLY_WITHIN }) {
  const contact = kind === "contact-message";
  return (
    // The contact pages sit under a dark header (src/features/layout/route-rules.ts).
    <SentPage tone={contact ? "dark" : "light"} eyebrow={contact ? "Contact us" : "Affiliate partnerships"} title={contact ? "Message sent" : "Enquiry sent"}>
      <p>
        Thank you. We have your {contact ? "message" : "enquiry"}, and {contact ? "we" : "our partnerships team"} will reply to the e-mail address you gave within {REPLY_WITHIN[kind]}.
      </p>
    </SentPage>
  );
}
