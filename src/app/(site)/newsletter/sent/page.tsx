import { SentPage } from "@/components/ui/sent-page";
import { routes } from "@/config/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Check your e-mail",
  description: "Open the link we have e-mailed to confirm your newsletter sign-up.",
  path: routes.newsletterSent,
  noIndex: true,
});

/**
 * Where the footer's sign-up lands when sent with scripts off, so that a reload cannot send another
 * confirmation mail. With scripts on, the form says the same in place, by name. Its words hold
 * whether a new link was sent or the hour's limit held it back.
 */
export default function Page() {
  return (
    <SentPage eyebrow="Newsletter" title="Check your e-mail">
      <p>
        Open the link we have e-mailed to the address you gave to confirm your sign-up. If you signed up more than once in the last hour, open the latest one. No newsletter is sent to you
        until you do.
      </p>
    </SentPage>
  );
}
