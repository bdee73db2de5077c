import type { Metadata } from "next";
import { routes } from "@/config/routes";
import { confirmSignUp } from "@/features/newsletter/actions/confirm-sign-up";
import { NewsletterLinkPage } from "@/features/newsletter/components/newsletter-link-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({ title: "Confirm your newsletter sign-up", description: "Confirm your newsletter sign-up.", path: routes.newsletterConfirm, noIndex: true });

export default async function ConfirmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  if (params.done === "confirmed") return <NewsletterLinkPage title="You are signed up" message="Thank you: your address is confirmed. Every newsletter carries a link to unsubscribe." />;
  if (params.done === "updated") return <NewsletterLinkPage title="Your details are updated" message="Thank you: your newsletters will use the name you gave. Every newsletter carries a link to unsubscribe." />;
  if (params.done === "expired" || typeof params.token !== "string") {
    return <NewsletterLinkPage title="This link has expired" message="Confirmation links work once, within 7 days. Sign up again from the footer of any page." />;
  }
  return <NewsletterLinkPage title="Confirm your newsletter sign-up" message={params.busy ? "Too many attempts from your network in a short time. Please wait a few minutes, then press the button again." : "Press the button to confirm your newsletter sign-up, or the change to your details."} action={confirmSignUp} hidden={{ token: params.token }} button="Confirm" />;
}
