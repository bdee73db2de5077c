import type { Metadata } from "next";
import { SentPage } from "@/components/ui/sent-page";
import { routes } from "@/config/routes";
import { pageMetadata } from "@/lib/metadata";
import { hasFreshReceipt, RECEIPT_MINUTES, RECEIPT_PARAM } from "@/server/sent-receipt";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request: it speaks of a mail only to a visitor whose address carries a fresh receipt (src/server/sent-receipt.ts). */
async function sent({ searchParams }: Props): Promise<boolean> {
  return hasFreshReceipt(routes.newsletterSent, (await searchParams)[RECEIPT_PARAM]);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const done = await sent(props);
  return pageMetadata({
    title: done ? "Check your e-mail" : "No sign-up to confirm",
    description: done ? "Open the link we have e-mailed to confirm your newsletter sign-up." : "This page confirms a newsletter sign-up just after it is sent.",
    path: routes.newsletterSent,
    noIndex: true,
  });
}

/**
 * Where the footer's sign-up lands when sent with scripts off, so that a reload cannot send another
 * confirmation mail. With scripts on, the form says the same in place, by name. Its words hold
 * whether a new link was sent or the hour's limit held it back.
 */
export default async function Page(props: Props) {
  if (!(await sent(props))) {
    return (
      <SentPage eyebrow="Newsletter" title="No sign-up to confirm">
        <p>
          This page confirms a newsletter sign-up for {RECEIPT_MINUTES} minutes after it is sent, and there is none to confirm here. To sign up, use the form at the foot of any page.
        </p>
      </SentPage>
    );
  }
  return (
    <SentPage eyebrow="Newsletter" title="Check your e-mail">
      <p>
        Open the link we have e-mailed to the address you gave to confirm your sign-up. If you signed up more than once in the last hour, open the latest one. No newsletter is sent to you
        until you do.
      </p>
    </SentPage>
  );
}
