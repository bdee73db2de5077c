import type { Metadata } from "next";
import { routes } from "@/config/routes";
import { unsubscribe } from "@/features/newsletter/actions/unsubscribe";
import { NewsletterLinkPage } from "@/features/newsletter/components/newsletter-link-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({ title: "Unsubscribe", description: "Stop receiving our newsletter.", path: routes.newsletterUnsubscribe, noIndex: true });

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  if (params.done === "removed") return <NewsletterLinkPage title="You are unsubscribed" message="We have deleted your address from our newsletter list. You will receive no more newsletters." />;
  if (params.done === "invalid" || typeof params.email !== "string" || typeof params.token !== "string") {
    return <NewsletterLinkPage title="This link is not valid" message="Use the unsubscribe link from one of our e-mails, or write to us and we will remove you." />;
  }
  return <NewsletterLinkPage title="Unsubscribe" message={params.busy ? "Too many attempts from your network in a short time. Please wait a few minutes, then press the button again." : `Stop sending our newsletter to ${params.email}?`} action={unsubscribe} hidden={{ email: params.email, token: params.token }} button="Unsubscribe" />;
}
