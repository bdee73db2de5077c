import type { Metadata } from "next";
import { routes } from "@/config/routes";
import { MessageSentPage, sentPageTitle } from "@/features/enquiries/message-sent";
import { pageMetadata } from "@/lib/metadata";
import { hasFreshReceipt, RECEIPT_PARAM } from "@/server/sent-receipt";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request: it thanks only a visitor whose address carries a fresh receipt (src/server/sent-receipt.ts). */
async function sent({ searchParams }: Props): Promise<boolean> {
  return hasFreshReceipt(routes.contactUsSent, (await searchParams)[RECEIPT_PARAM]);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const done = await sent(props);
  return pageMetadata({
    title: sentPageTitle("contact-message", done),
    description: done ? "Your message has reached us." : "This page confirms a message just after it is sent.",
    path: routes.contactUsSent,
    noIndex: true,
  });
}

export default async function Page(props: Props) {
  return <MessageSentPage kind="contact-message" sent={await sent(props)} />;
}
