import { routes } from "@/config/routes";
import { MessageSentPage } from "@/features/enquiries/message-sent";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({ title: "Enquiry sent", description: "Your partnership enquiry has reached us.", path: routes.affiliatePartnershipsSent, noIndex: true });

export default function Page() {
  return <MessageSentPage kind="partner-enquiry" />;
}
