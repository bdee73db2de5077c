import { SentPage } from "@/components/ui/sent-page";
import { routes } from "@/config/routes";
import { RECEIPT_MINUTES, sentPageRoute } from "@/server/sent-receipt";

/**
 * Where the footer's sign-up lands when sent with scripts off, so that a reload cannot send another
 * confirmation mail. With scripts on, the form says the same in place, by name. Its words hold
 * whether a new link was sent or the hour's limit held it back.
 */
const route = sentPageRoute(
  routes.newsletterSent,
  (sent) =>
    sent
      ? { title: "Check your e-mail", description: "Open the link we have e-mailed to confirm your newsletter sign-up." }
      : { title: "No sign-up to confirm", description: "This page confirms a newsletter sign-up just after it is sent." },
  (sent) =>
    sent ? (
      <SentPage eyebrow="Newsletter" title="Check your e-mail">
        <p>
          Open the link we have e-mailed to the address you gave to confirm your sign-up. If you signed up more than once in the last hour, open the latest one. No newsletter is sent to
          you until you do.
        </p>
      </SentPage>
    ) : (
      <SentPage eyebrow="Newsletter" title="No sign-up to confirm">
        <p>
          This page confirms a newsletter sign-up for {RECEIPT_MINUTES} minutes after it is sent, and there is none to confirm here. To sign up, use the form at the foot of any page.
        </p>
      </SentPage>
    ),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
