import { routes } from "@/config/routes";
import { MessageSentPage, sentPageTitle } from "@/features/enquiries/message-sent";
import { sentPageRoute } from "@/server/sent-receipt";

const route = sentPageRoute(
  routes.affiliatePartnershipsSent,
  (sent) => ({
    title: sentPageTitle("partner-enquiry", sent),
    description: sent ? "Your partnership enquiry has reached us." : "This page confirms a partnership enquiry just after it is sent.",
  }),
  (sent) => <MessageSentPage kind="partner-enquiry" sent={sent} />,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
