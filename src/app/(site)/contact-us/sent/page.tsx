import { routes } from "@/config/routes";
import { MessageSentPage, sentPageTitle } from "@/features/enquiries/message-sent";
import { sentPageRoute } from "@/server/sent-receipt";

const route = sentPageRoute(
  routes.contactUsSent,
  (sent) => ({ title: sentPageTitle("contact-message", sent), description: sent ? "Your message has reached us." : "This page confirms a message just after it is sent." }),
  (sent) => <MessageSentPage kind="contact-message" sent={sent} />,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
