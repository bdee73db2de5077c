import type { Metadata } from "next";
import { routes } from "@/config/routes";
import { unsubscribe } from "@/features/newsletter/actions/unsubscribe";
import { NewsletterLinkPage } from "@/features/newsletter/components/newsletter-link-page";
import { addressToUnsubscribe } from "@/features/newsletter/server";
import { pageMetadata } from "@/lib/metadata";
import { authSecret } from "@/server/auth/secret";
import { db } from "@/server/db/client";

export const metadata: Metadata = pageMetadata({ title: "Unsubscribe", description: "Stop receiving our newsletter.", path: routes.newsletterUnsubscribe, noIndex: true });

/**
 * The address shown on the page, with all but the first character of its local part hidden: enough
 * for its owner to recognise, and little to anyone else holding the link.
 */
function partlyHidden(address: string): string {
  const at = address.lastIndexOf("@");
  return at > 0 ? `${address.slice(0, 1)}…${address.slice(at)}` : "…";
}

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  if (params.done === "removed") return <NewsletterLinkPage title="You are unsubscribed" message="We have deleted your address from our newsletter list. You will receive no more newsletters." />;
  // The link names the sign-up by its id, never the address (the page's own address is passed to
  // any analytics on it); the address is looked up only for a link that is the sign-up's own, and
  // shown partly hidden, since whoever holds the link sees the page.
  const id = typeof params.id === "string" ? params.id : "";
  const token = typeof params.token === "string" ? params.token : "";
  const address = params.done === "invalid" ? null : await addressToUnsubscribe(await db(), authSecret(), id, token);
  if (address === null) {
    return <NewsletterLinkPage title="This link is not valid" message="Use the unsubscribe link from one of our e-mails, or write to us and we will remove you. If you have already unsubscribed, you will receive no more newsletters." />;
  }
  return <NewsletterLinkPage title="Unsubscribe" message={params.busy ? "Too many attempts from your network in a short time. Please wait a few minutes, then press the button again." : `Stop sending our newsletter to ${partlyHidden(address)}?`} action={unsubscribe} hidden={{ id, token }} button="Unsubscribe" />;
}
