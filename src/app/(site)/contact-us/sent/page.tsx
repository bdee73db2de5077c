import { routes } from "@/config/routes";
import { MessageSentPage } from "@/features/enquiries/message-sent";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({ title: "Message sent", description: "Your message has reached us.", path: routes.contactUsSent, noIndex: true });

export default function Page() {
  return <MessageSentPage kind="contact-message" />;
}
